import { translate } from '@domain/i18n';
import { expect, it, vi } from 'vitest';
import { z as plainZod, type ZodType } from 'zod';

// Zod's own wording never reaches a player: an emptied field is required, a wrong kind of value is invalid,
// and a schema's own message still wins. Loading the zod of domain/ is enough to put these texts in place:
// the browser loads zod only with the first schema a screen needs, and nothing else sets them there.

it('says a missing or emptied field is required, a wrong kind of value invalid, and keeps schema messages', async () => {
  plainZod.config({ customError: undefined });
  vi.resetModules();
  const { z } = await import('@domain/zod');
  const name = z.string();
  const messageOf = (schema: ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;
  expect(messageOf(name, undefined)).toBe(translate('app.errors.api.fieldRequired'));
  expect(messageOf(name, null)).toBe(translate('app.errors.api.fieldRequired'));
  expect(messageOf(name, 42)).toBe(translate('app.errors.api.invalidInput'));
  expect(messageOf(z.string('Pick a name.'), null)).toBe('Pick a name.');
});
