import { DEFAULT_DISTRIBUTION, DEFAULT_REGION, DEFAULT_SERVER_TAGS } from '@domain/constants';
import {
  formatDisk,
  formatHourlyPrice,
  formatMemory,
  formatMonthlyPrice,
  formatPrice,
  formatTransfer,
  type ServerCreateInput,
  serverCreatePayloadSchema,
} from '@domain/droplets';
import { translate } from '@domain/i18n';
import { describe, expect, it } from 'vitest';

const VALID: ServerCreateInput = { name: 'league-1.nyc', size: 's-1vcpu-1gb', code: '0420' };

/** The first message for a payload, or null when it is valid. */
function problem(input: Record<string, unknown>): string | null {
  const result = serverCreatePayloadSchema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? 'unknown');
}

describe('formatMemory', () => {
  it.each([
    [512, '512 MB'],
    [1023, '1023 MB'],
    [1024, '1.0 GB'],
    [1536, '1.5 GB'],
    [2048, '2.0 GB'],
    [16_384, '16.0 GB'],
  ])('%i MB reads %s', (megabytes, text) => {
    expect(formatMemory(megabytes)).toBe(text);
  });
});

describe('disk, transfer and price', () => {
  it('shows disk in GB and transfer in TB', () => {
    expect(formatDisk(25)).toBe('25 GB');
    expect(formatTransfer(1)).toBe('1 TB');
    expect(formatTransfer(0.5)).toBe('0.5 TB');
  });

  it('shows the monthly price with cents', () => {
    expect(formatMonthlyPrice(6)).toBe('$6.00/mo');
    expect(formatMonthlyPrice(4.5)).toBe('$4.50/mo');
    expect(formatMonthlyPrice(1008)).toBe('$1008.00/mo');
  });

  it('shows the hourly price with up to five decimals and at least cents', () => {
    expect(formatHourlyPrice(0.00893)).toBe('$0.00893/hr');
    expect(formatHourlyPrice(0.00595)).toBe('$0.00595/hr');
    expect(formatHourlyPrice(0.5)).toBe('$0.50/hr');
    expect(formatHourlyPrice(1.5)).toBe('$1.50/hr');
    expect(formatHourlyPrice(0.000001)).toBe('$0.00/hr');
  });

  it('shows both prices of a size', () => {
    expect(formatPrice({ price_monthly: 6, price_hourly: 0.00893 })).toBe('$6.00/mo · $0.00893/hr');
  });
});

describe('serverCreatePayloadSchema', () => {
  it('applies the defaults', () => {
    expect(serverCreatePayloadSchema.parse(VALID)).toEqual({
      name: 'league-1.nyc',
      size: 's-1vcpu-1gb',
      code: '0420',
      imageSource: 'distribution',
      distribution: DEFAULT_DISTRIBUTION,
      region: DEFAULT_REGION,
      tags: [...DEFAULT_SERVER_TAGS],
      createGameSession: true,
      isPublic: false,
    });
  });

  it('treats empty form fields as not given', () => {
    const parsed = serverCreatePayloadSchema.parse({ ...VALID, region: '', distribution: '', clientId: '' });
    expect(parsed.region).toBe(DEFAULT_REGION);
    expect(parsed.distribution).toBe(DEFAULT_DISTRIBUTION);
    expect(parsed.clientId).toBeUndefined();
  });

  it('keeps given values', () => {
    const parsed = serverCreatePayloadSchema.parse({
      ...VALID,
      region: 'ams3',
      distribution: 'ubuntu-24-04-x64',
      tags: ['a', 'b:c', 'a'],
      createGameSession: false,
      isPublic: true,
      clientId: 'sim-1',
    });
    expect(parsed).toMatchObject({
      region: 'ams3',
      distribution: 'ubuntu-24-04-x64',
      tags: ['a', 'b:c'],
      createGameSession: false,
      isPublic: true,
      clientId: 'sim-1',
    });
  });

  it('requires a DigitalOcean-valid name', () => {
    expect(problem({ ...VALID, name: undefined })).toBe(
      translate('resources.admin/digital-ocean.droplets.nameRequired'),
    );
    expect(problem({ ...VALID, name: '   ' })).toBe(
      translate('resources.admin/digital-ocean.droplets.nameRequired'),
    );
    expect(problem({ ...VALID, name: 'with space' })).toBe(
      translate('resources.admin/digital-ocean.droplets.nameInvalid'),
    );
    expect(problem({ ...VALID, name: 'under_score' })).toBe(
      translate('resources.admin/digital-ocean.droplets.nameInvalid'),
    );
    expect(problem({ ...VALID, name: 'a'.repeat(255) })).toBeNull();
    expect(problem({ ...VALID, name: 'a'.repeat(256) })).toBe(
      translate('resources.admin/digital-ocean.droplets.nameInvalid'),
    );
    expect(problem({ ...VALID, name: 'A-1.b' })).toBeNull();
  });

  it('requires a size', () => {
    expect(problem({ ...VALID, size: undefined })).toBe(
      translate('resources.admin/digital-ocean.droplets.sizeRequired'),
    );
    expect(problem({ ...VALID, size: '' })).toBe(
      translate('resources.admin/digital-ocean.droplets.sizeRequired'),
    );
  });

  it('requires a code of exactly 4 digits', () => {
    for (const code of [undefined, '', '123', '12345', '12a4', '١٢٣٤', 1234]) {
      expect(problem({ ...VALID, code })).toBe(
        translate('resources.admin/digital-ocean.droplets.codeInvalid'),
      );
    }
    expect(problem({ ...VALID, code: '0000' })).toBeNull();
  });

  it('requires a snapshot when the image source is snapshot', () => {
    expect(problem({ ...VALID, imageSource: 'snapshot' })).toBe(
      translate('resources.admin/digital-ocean.droplets.snapshotRequired'),
    );
    expect(problem({ ...VALID, imageSource: 'snapshot', snapshotId: '' })).toBe(
      translate('resources.admin/digital-ocean.droplets.snapshotRequired'),
    );
    expect(problem({ ...VALID, imageSource: 'snapshot', snapshotId: 0 })).toBe(
      translate('resources.admin/digital-ocean.droplets.snapshotRequired'),
    );
    expect(problem({ ...VALID, imageSource: 'snapshot', snapshotId: 1.5 })).toBe(
      translate('resources.admin/digital-ocean.droplets.snapshotRequired'),
    );
    expect(problem({ ...VALID, imageSource: 'snapshot', snapshotId: 'abc' })).toBe(
      translate('resources.admin/digital-ocean.droplets.snapshotRequired'),
    );
    const parsed = serverCreatePayloadSchema.parse({
      ...VALID,
      imageSource: 'snapshot',
      snapshotId: '6372321',
    });
    expect(parsed).toMatchObject({ imageSource: 'snapshot', snapshotId: 6372321 });
  });

  it('infers the image source from the snapshot id when not given, and rejects other sources', () => {
    expect(serverCreatePayloadSchema.parse({ ...VALID, snapshotId: 42 }).imageSource).toBe('snapshot');
    expect(
      serverCreatePayloadSchema.parse({ ...VALID, imageSource: 'distribution', snapshotId: 42 }),
    ).toMatchObject({ imageSource: 'distribution' });
    expect(problem({ ...VALID, imageSource: 'backup' })).toBe(
      translate('resources.admin/digital-ocean.droplets.imageSourceInvalid'),
    );
  });

  it('checks the region, distribution, tags and connected client', () => {
    expect(problem({ ...VALID, region: 'NYC 1' })).toBe(
      translate('resources.admin/digital-ocean.droplets.regionInvalid'),
    );
    expect(problem({ ...VALID, distribution: 'debian 12' })).toBe(
      translate('resources.admin/digital-ocean.droplets.distributionInvalid'),
    );
    expect(problem({ ...VALID, tags: ['ok', 'not ok'] })).toBe(
      translate('resources.admin/digital-ocean.droplets.tagInvalid'),
    );
    expect(problem({ ...VALID, tags: 'vr-paintball' })).toBe(
      translate('resources.admin/digital-ocean.droplets.tagInvalid'),
    );
    expect(problem({ ...VALID, tags: [] })).toBeNull();
    expect(problem({ ...VALID, clientId: 7 })).toBe(
      translate('resources.admin/digital-ocean.droplets.clientIdInvalid'),
    );
  });

  it('requires booleans for the two flags', () => {
    expect(problem({ ...VALID, createGameSession: 'yes' })).not.toBeNull();
    expect(problem({ ...VALID, isPublic: 1 })).not.toBeNull();
  });
});
