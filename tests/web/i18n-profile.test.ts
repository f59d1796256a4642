import { messages } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { translateUnder } from './helpers/translate';

const p = messages.profile;
const d = messages.discord;
const translate = translateUnder('app.profile');

describe('i18nProvider: app.profile from domain/messages', () => {
  it.each([
    ['title', p.title],
    ['fields.displayName', p.displayName],
    ['fields.email', p.email],
    ['fields.discord', p.discord],
    ['fields.oldPassword', p.oldPassword],
    ['fields.newPassword', p.newPassword],
    ['fields.confirmPassword', p.confirmPassword],
    ['action.edit', p.edit],
    ['action.update', p.update],
    ['action.cancel', p.cancel],
    ['action.changePassword', p.changePassword],
    ['action.back', p.back],
    ['action.submit', p.submit],
    ['action.deleteAccount', p.deleteAccount],
    ['deleteDialog.title', p.deleteTitle],
    ['deleteDialog.text', p.deleteText],
    ['discord.title', p.discord],
    ['discord.link', d.link],
    ['discord.unlink', d.unlink],
    ['discord.notLinked', d.notLinked],
    ['discord.notConfigured', d.notConfigured],
    ['notifications.updated', p.updated],
    ['notifications.updateFailed', p.updateFailed],
    ['notifications.passwordChanged', p.passwordChanged],
    ['notifications.passwordChangeFailed', p.passwordChangeFailed],
    ['notifications.deleteFailed', messages.users.deleteFailed],
    ['notifications.discordLinked', d.linked],
    ['notifications.discordUnlinked', d.unlinked],
    ['notifications.discordUnlinkFailed', d.unlinkFailed],
    ['notifications.discordStartFailed', d.startFailed],
  ])('%s is the catalogue’s text', (key, text) => {
    expect(translate(key)).toBe(text);
  });
});
