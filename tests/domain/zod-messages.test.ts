import { translate } from '@domain/i18n';
import { applyZodMessages } from '@domain/zod-messages';
import { expect, it } from 'vitest';
import { z } from 'zod';

// Zod's own wording never reaches a player: an emptied field is required, a wrong kind of value is invalid,
// and a schema's own message still wins.

it('says a missing or emptied field is required, a wrong kind of value invalid, and keeps schema messages', () => {
  applyZodMessages();
  const name = z.string();
  const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;
  expect(messageOf(name, undefined)).toBe(translate('app.errors.api.fieldRequired'));
  expect(messageOf(name, null)).toBe(translate('app.errors.api.fieldRequired'));
  expect(messageOf(name, 42)).toBe(translate('app.errors.api.invalidInput'));
  expect(messageOf(z.string('Pick a name.'), null)).toBe('Pick a name.');
});
