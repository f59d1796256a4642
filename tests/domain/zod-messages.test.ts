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

it('says the limit a text, a list or a number is past, in words, and keeps schema messages', async () => {
  plainZod.config({ customError: undefined });
  vi.resetModules();
  const { z } = await import('@domain/zod');
  const messageOf = (schema: ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;
  expect(messageOf(z.string().max(100), 'x'.repeat(101))).toBe('Too long: use at most 100 characters.');
  expect(messageOf(z.string().max(1), 'xy')).toBe('Too long: use at most 1 character.');
  expect(messageOf(z.string().min(3), 'xy')).toBe('Too short: use at least 3 characters.');
  expect(messageOf(z.string().length(4), 'xy')).toBe('Too short: use at least 4 characters.');
  expect(messageOf(z.array(z.int()).max(2), [1, 2, 3])).toBe('Too many: choose at most 2.');
  expect(messageOf(z.array(z.int()).min(1), [])).toBe('Too few: choose at least 1.');
  expect(messageOf(z.int().max(10), 11)).toBe('Must be 10 or less.');
  expect(messageOf(z.number().lt(10), 10)).toBe('Must be less than 10.');
  expect(messageOf(z.int().min(1), 0)).toBe('Must be 1 or more.');
  expect(messageOf(z.int().positive(), 0)).toBe('Must be more than 0.');
  expect(messageOf(z.string().max(3, 'Keep it short.'), 'long')).toBe('Keep it short.');
  for (const [schema, input] of [
    [z.string().max(2), 'long'],
    [z.array(z.string()).max(1), ['a', 'b']],
    [z.number().max(1), 2],
  ] as const)
    expect(messageOf(schema, input)).not.toMatch(/Too big|Too small|expected/);
});
