import { describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages';
import { i18nProvider } from '../../src/i18n';

const t = messages.roleAdmin;
const translate = (key: string, options?: Record<string, unknown>) =>
  i18nProvider.translate(`resources.roles.${key}`, options);

describe('i18nProvider: resources.roles from domain/messages', () => {
  it('gives the columns and inputs the catalogue’s labels', () => {
    expect(translate('fields.name')).toBe(t.columns.name);
    expect(translate('fields.description')).toBe(t.columns.description);
    expect(translate('fields.permissions')).toBe(t.columns.permissions);
    expect(translate('fields.memberCount')).toBe(t.columns.members);
    expect(translate('form.description')).toBe(t.description);
    expect(translate('name', { smart_count: 1 })).toBe(t.singular);
    expect(translate('name', { smart_count: 2 })).toBe(t.title);
  });

  it('fills parameterised texts exactly as the catalogue’s functions do', () => {
    const name = 'Referee';
    expect(translate('action.edit', { name })).toBe(t.edit(name));
    expect(translate('action.delete', { name })).toBe(t.delete(name));
    expect(translate('form.editTitle', { name })).toBe(t.editTitle(name));
    expect(translate('notifications.created', { name })).toBe(t.created(name));
    expect(translate('notifications.saved', { name })).toBe(t.saved(name));
    expect(translate('notifications.deleted', { name })).toBe(t.deleted(name));
  });

  it.each([0, 1, 2, 7])('picks the catalogue’s wording for %i members', (count) => {
    expect(translate('members', { smart_count: count })).toBe(messages.smallScreen.roleMembers(count));
    expect(translate('deleteDialog.text', { name: 'Coach', smart_count: count })).toBe(
      t.deleteText('Coach', count),
    );
  });

  it('keeps react-admin’s own English labels', () => {
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
  });
});

describe('i18nProvider: resources.sessions from domain/messages', () => {
  const s = messages.sessions;
  const translateSessions = (key: string, options?: Record<string, unknown>) =>
    i18nProvider.translate(`resources.sessions.${key}`, options);

  it('labels the columns and keeps each filter’s empty text', () => {
    expect(translateSessions('fields.serverName')).toBe(s.columns.server);
    expect(translateSessions('fields.serverStart')).toBe(s.columns.started);
    expect(translateSessions('fields.lastUpdatedAt')).toBe(s.columns.lastUpdate);
    expect(translateSessions('fields.players')).toBe(s.columns.players);
    for (const filter of ['all', 'active', 'inactive', 'pending', 'notActive'] as const) {
      expect(translateSessions(`empty.${filter}`)).toBe(s.empty[filter]);
    }
  });

  it('fills parameterised texts exactly as the catalogue’s functions do', () => {
    const names = { code: '4321', name: 'Arena One' };
    expect(translateSessions('action.stopLabel', names)).toBe(s.stopLabel('4321', 'Arena One'));
    expect(translateSessions('action.deleteLabel', names)).toBe(s.deleteLabel('4321', 'Arena One'));
    expect(translateSessions('dialogs.stopText', names)).toBe(s.stopText('4321', 'Arena One'));
    expect(translateSessions('dialogs.deleteText', names)).toBe(s.deleteText('4321', 'Arena One'));
    expect(translateSessions('notifications.created', names)).toBe(s.created('4321'));
    expect(translateSessions('notifications.stopped', names)).toBe(s.stopped('Arena One'));
    expect(translateSessions('notifications.deleted', names)).toBe(s.deleted('Arena One'));
    expect(translateSessions('score', { teamA: 3, teamB: 2 })).toBe(s.score(3, 2));
  });

  it.each([0, 1, 2, 7])('picks the catalogue’s wording for %i sessions or clients', (count) => {
    const options = { smart_count: count };
    expect(translateSessions('create.clientsConnected', options)).toBe(s.create.clientsConnected(count));
    expect(translateSessions('dialogs.stopAllText', options)).toBe(s.stopAllText(count));
    expect(translateSessions('notifications.stoppedAll', options)).toBe(s.stoppedAll(count));
  });
});
