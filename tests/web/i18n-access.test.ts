import { messages } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { translateUnder } from './helpers/translate';

const translate = translateUnder('app.access');

describe('i18nProvider: app.access from domain/messages', () => {
  it.each(['gate', 'login', 'register'] as const)(
    'gives the %s screen every text of the catalogue',
    (screen) => {
      const texts = Object.entries(messages[screen]);
      expect(texts.length).toBeGreaterThan(0);
      for (const [key, text] of texts) expect(translate(`${screen}.${key}`)).toBe(text);
    },
  );

  it('gives the Discord callback the catalogue’s texts', () => {
    const discord = messages.discord;
    expect(translate('discordCallback.linking')).toBe(discord.linking);
    expect(translate('discordCallback.noCode')).toBe(discord.noCode);
    expect(translate('discordCallback.linkFailed')).toBe(discord.linkFailed);
    expect(translate('discordCallback.accessDenied')).toBe(discord.accessDenied);
    expect(translate('discordCallback.backToProfile')).toBe(discord.backToProfile);
  });
});
