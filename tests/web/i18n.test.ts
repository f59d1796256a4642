import { catalogue, type TextKey, translate } from '@domain/i18n';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '@/i18n';
import { keysOf } from './helpers/catalogueKeys';

/** Every parameter a catalogue text names, with a value. */
const parametersOf = (text: string) =>
  Object.fromEntries([...text.matchAll(/%\{(\w+)\}/g)].map(([, name]) => [name, `<${name}>`]));

describe('translate (server, domain, tests) and the browser’s i18nProvider', () => {
  const keys = keysOf(catalogue) as TextKey[];

  it('read the same catalogue', () => {
    expect(keys.length).toBeGreaterThan(1500);
    for (const key of keys) expect(i18nProvider.translate(key), key).not.toBe(key);
  });

  it.each([0, 1, 2, 7])('format every text alike, with its parameters and a count of %i', (count) => {
    for (const key of keys) {
      const params = { ...parametersOf(i18nProvider.translate(key)), smart_count: count };
      expect(translate(key, params), key).toBe(i18nProvider.translate(key, params));
    }
  });

  it('choose a plural text’s form by smart_count', () => {
    expect(translate('resources.teams.myTeam.playerCount', { smart_count: 1 })).toBe('1 player');
    expect(translate('resources.teams.myTeam.playerCount', { smart_count: 4 })).toBe('4 players');
  });
});

describe('i18nProvider', () => {
  it('keeps react-admin’s own English labels', () => {
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
  });
});

describe('i18nProvider: texts that are not in the catalogue', () => {
  it('shows a missing catalogue key as itself and warns about it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(i18nProvider.translate('resources.roles.fields.nowhere')).toBe('resources.roles.fields.nowhere');
      expect(warn).toHaveBeenCalledWith('Missing translation for key: "resources.roles.fields.nowhere"');
    } finally {
      warn.mockRestore();
    }
  });

  it("shows a server's own sentence as it came, without a warning", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const sentence = translate('app.errors.api.shuttingDown');
      expect(i18nProvider.translate(sentence)).toBe(sentence);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
