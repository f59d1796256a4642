import { messages } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { translateUnder } from './helpers/translate';

const shell = messages.shell;
const translate = translateUnder('app.layout');

describe('i18nProvider: app.layout from domain/messages', () => {
  it('gives the shell the catalogue’s texts', () => {
    expect(translate('title')).toBe(messages.app.name);
    expect(translate('sponsors')).toBe(messages.app.sponsorsLabel);
    expect(translate('logoHome')).toBe(shell.logoHome);
    expect(translate('login')).toBe(shell.login);
    expect(translate('logout')).toBe(shell.logout);
    expect(translate('account')).toBe(shell.account);
    expect(translate('toggleDrawer')).toBe(shell.toggleDrawer);
    expect(translate('navigation')).toBe(shell.navigation);
    expect(translate('loading')).toBe(shell.loading);
    expect(translate('confirmDialog.confirm')).toBe(messages.myTeam.confirm);
    expect(translate('confirmDialog.cancel')).toBe(messages.myTeam.cancel);
  });

  it('fills parameterised texts exactly as the catalogue’s functions do', () => {
    expect(translate('copyright', { year: 2031 })).toBe(messages.app.copyright(2031));
    expect(translate('sponsorLink', { name: 'Splat & Co' })).toBe(shell.sponsorLink('Splat & Co'));
  });
});
