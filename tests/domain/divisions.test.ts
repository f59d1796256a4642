import {
  areDivisionSharesEditable,
  divisionUpdatePayloadSchema,
  seasonDivisionsUpdatePayloadSchema,
} from '@domain/divisions';
import { translate } from '@domain/i18n';
import { SEASON_STATUSES, seasonCreatePayloadSchema } from '@domain/seasons';
import { describe, expect, it } from 'vitest';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('division shares', () => {
  it('change only in Setup and Registration', () => {
    expect(SEASON_STATUSES.filter(areDivisionSharesEditable)).toEqual(['Setup', 'Registration']);
  });
});

describe('PUT /divisions/{id} payload', () => {
  it('takes a trimmed name and/or a whole share, at least one', () => {
    expect(divisionUpdatePayloadSchema.parse({ name: '  Gold <b>' })).toEqual({ name: 'Gold' });
    expect(divisionUpdatePayloadSchema.parse({ mmrPercentage: 40 })).toEqual({ mmrPercentage: 40 });
    expect(messagesOf(divisionUpdatePayloadSchema.safeParse({}))).toEqual([
      translate('app.errors.validation.noChanges'),
    ]);
    expect(messagesOf(divisionUpdatePayloadSchema.safeParse({ name: ' ' }))).toEqual([
      translate('resources.admin/seasons.divisionNameRequired'),
    ]);
    expect(messagesOf(divisionUpdatePayloadSchema.safeParse({ mmrPercentage: 101 }))).toEqual([
      translate('resources.admin/seasons.mmrPercentageInvalid'),
    ]);
  });
});

describe('PUT /seasons/{id}/divisions payload', () => {
  const parse = (divisions: unknown) => seasonDivisionsUpdatePayloadSchema.safeParse({ divisions });

  it('keeps the ids of existing divisions and takes new ones without', () => {
    const result = parse([
      { id: 4, name: 'Gold', mmrPercentage: 30 },
      { name: 'Iron', mmrPercentage: 70 },
    ]);
    expect(result.success && result.data.divisions).toEqual([
      { id: 4, name: 'Gold', mmrPercentage: 30 },
      { name: 'Iron', mmrPercentage: 70 },
    ]);
  });

  it('applies the season create’s rules, with the same messages', () => {
    const cases: [unknown, string][] = [
      [
        [{ name: 'A', mmrPercentage: 60 }],
        translate('resources.admin/seasons.mmrPercentagesTotal', { total: 60 }),
      ],
      [
        [
          { name: 'A', mmrPercentage: 50 },
          { name: 'a', mmrPercentage: 50 },
        ],
        translate('resources.admin/seasons.divisionNamesUnique'),
      ],
      [[], translate('resources.admin/seasons.divisionsRequired')],
    ];
    for (const [divisions, message] of cases) {
      expect(messagesOf(parse(divisions))).toContain(message);
      expect(messagesOf(seasonCreatePayloadSchema.safeParse({ divisions }))).toContain(message);
    }
  });

  it('refuses a division listed twice', () => {
    const result = parse([
      { id: 4, name: 'Gold', mmrPercentage: 50 },
      { id: 4, name: 'Silver', mmrPercentage: 50 },
    ]);
    expect(messagesOf(result)).toEqual([translate('resources.admin/divisions.listedTwice')]);
  });
});
