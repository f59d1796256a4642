import { LOGO_MAX_BYTES } from '@domain/constants';
import { translate } from '@domain/i18n';
import {
  base64DecodedBytes,
  logoSchema,
  PNG_DATA_URL_PREFIX,
  stripHtml,
  teamCodeSchema,
  teamFormErrors,
  teamNameSchema,
  websiteSchema,
} from '@domain/teams';
import { describe, expect, it } from 'vitest';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;
const TINY_PNG = `${PNG_DATA_URL_PREFIX}iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==`;

describe('stripHtml', () => {
  it('removes script blocks and tags', () => {
    expect(stripHtml('Red<script>alert(1)</script> Dragons')).toBe('Red Dragons');
    expect(stripHtml('<b>Bold</b> <img src=x onerror=alert(1)>Team')).toBe('Bold Team');
    expect(stripHtml('<SCRIPT type="x">evil()')).toBe('');
  });

  it('leaves a tag being typed alone until it is complete, then removes it whole', () => {
    expect(stripHtml('Team <b')).toBe('Team <b');
    expect(stripHtml('Team <b>')).toBe('Team ');
    expect(stripHtml('a < b')).toBe('a < b');
  });
});

describe('team name and code', () => {
  it.each([
    ['', translate('app.errors.validation.teamNameRequired')],
    ['   ', translate('app.errors.validation.teamNameRequired')],
    ['x'.repeat(21), translate('app.errors.validation.teamNameInvalid')],
    ['Red-Dragons', translate('app.errors.validation.teamNameInvalid')],
  ])('refuses the name %j', (name, message) => {
    expect(firstMessage(teamNameSchema.safeParse(name))).toBe(message);
  });

  it('accepts letters, digits and spaces up to 20 characters', () => {
    expect(teamNameSchema.parse('Red Dragons 2')).toBe('Red Dragons 2');
    expect(teamNameSchema.parse('x'.repeat(20))).toHaveLength(20);
  });

  it.each([
    ['', translate('app.errors.validation.teamCodeRequired')],
    ['AB', translate('app.errors.validation.teamCodeInvalid')],
    ['ABCDE', translate('app.errors.validation.teamCodeInvalid')],
    ['A-B', translate('app.errors.validation.teamCodeInvalid')],
  ])('refuses the code %j', (code, message) => {
    expect(firstMessage(teamCodeSchema.safeParse(code))).toBe(message);
  });

  it('accepts 3-4 letters or digits', () => {
    expect(teamCodeSchema.parse('RD2')).toBe('RD2');
    expect(teamCodeSchema.parse('RD22')).toBe('RD22');
  });
});

describe('website', () => {
  it('is optional', () => {
    expect(websiteSchema.parse('')).toBeNull();
  });

  it.each(['http://team.gg', 'https://www.red-dragons.com/roster'])('accepts %s', (url) => {
    expect(websiteSchema.parse(url)).toBe(url);
  });

  it.each(['team.gg', 'ftp://team.gg', 'https://', 'javascript:alert(1)', 'http://localhost'])(
    'refuses %s',
    (url) => {
      expect(firstMessage(websiteSchema.safeParse(url))).toBe(
        translate('app.errors.validation.websiteInvalid'),
      );
    },
  );
});

describe('logo', () => {
  it('accepts a PNG base64 data string', () => {
    expect(logoSchema.safeParse(TINY_PNG).success).toBe(true);
  });

  it.each([
    ['not a data url', 'hello'],
    ['a JPEG data url', 'data:image/jpeg;base64,/9j/4AAQSkZJRg=='],
    ['broken base64', `${PNG_DATA_URL_PREFIX}@@@@`],
    ['an empty body', PNG_DATA_URL_PREFIX],
  ])('refuses %s', (_what, logo) => {
    expect(firstMessage(logoSchema.safeParse(logo))).toBe(translate('app.errors.logo.invalid'));
  });

  it('asks for an image when none was chosen', () => {
    expect(logoSchema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([
      translate('app.errors.validation.logoRequired'),
    ]);
  });

  it('refuses more than 1 MB decoded', () => {
    const body = 'A'.repeat(Math.ceil((LOGO_MAX_BYTES + 1) / 3) * 4);
    expect(base64DecodedBytes(body)).toBeGreaterThan(LOGO_MAX_BYTES);
    expect(firstMessage(logoSchema.safeParse(`${PNG_DATA_URL_PREFIX}${body}`))).toBe(
      translate('app.errors.logo.tooLarge'),
    );
  });

  it('counts padding when sizing base64', () => {
    expect(base64DecodedBytes('QQ==')).toBe(1);
    expect(base64DecodedBytes('QUI=')).toBe(2);
    expect(base64DecodedBytes('QUJD')).toBe(3);
  });
});

describe('team form', () => {
  it('lists a message per bad field and none for a good form', () => {
    expect(teamFormErrors({ name: '', code: 'x', website: 'nope', logo: '' })).toEqual({
      name: translate('app.errors.validation.teamNameRequired'),
      code: translate('app.errors.validation.teamCodeInvalid'),
      website: translate('app.errors.validation.websiteInvalid'),
      logo: translate('app.errors.validation.logoRequired'),
    });
    expect(teamFormErrors({ name: 'Red Dragons', code: 'RDG', website: '', logo: TINY_PNG })).toEqual({});
  });
});
