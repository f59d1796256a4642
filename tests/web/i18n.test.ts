import { messages } from '@domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '@/i18n';
import { translateUnder } from './helpers/translate';

const t = messages.roleAdmin;
const translate = translateUnder('resources.roles');

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

describe('i18nProvider: resources.users from domain/messages', () => {
  const u = messages.userAdmin;
  const translate = translateUnder('resources.users');

  it('gives the columns and inputs the catalogue’s labels', () => {
    expect(translate('fields.displayName')).toBe(u.columns.displayName);
    expect(translate('fields.email')).toBe(u.columns.email);
    expect(translate('fields.discord')).toBe(u.columns.discord);
    expect(translate('fields.roles')).toBe(u.columns.roles);
    expect(translate('fields.team')).toBe(u.columns.team);
    expect(translate('fields.createdAt')).toBe(u.columns.createdAt);
    expect(translate('empty')).toBe(u.noUsers);
    expect(translate('name', { smart_count: 1 })).toBe(u.singular);
    expect(translate('name', { smart_count: 2 })).toBe(u.title);
  });

  it('fills parameterised texts exactly as the catalogue’s functions do', () => {
    expect(translate('roles.remove', { role: 'Referee' })).toBe(u.removeRole('Referee'));
    expect(translate('deleteDialog.text', { name: "O'Neil" })).toBe(u.deleteText("O'Neil"));
    expect(translate('notifications.saved', { name: 'Pete' })).toBe(u.saved('Pete'));
    expect(translate('notifications.deleted', { name: 'Pete' })).toBe(u.deleted('Pete'));
    expect(translate('notifications.roleAssigned', { role: 'Referee', user: 'Pete' })).toBe(
      u.roleAssigned('Referee', 'Pete'),
    );
    expect(translate('notifications.roleRemoved', { role: 'Referee', user: 'Pete' })).toBe(
      u.roleRemoved('Referee', 'Pete'),
    );
    expect(translate('notifications.searchFailed')).toBe(messages.users.searchFailed);
  });
});

describe('i18nProvider: resources["admin/game-servers"] from domain/messages', () => {
  const g = messages.gameServers;
  const translate = translateUnder('resources.admin/game-servers');

  it('gives the columns and inputs the catalogue’s labels', () => {
    expect(translate('fields.clientId')).toBe(g.columns.clientId);
    expect(translate('fields.lastUsedAt')).toBe(g.columns.lastUsedAt);
    expect(translate('issue.label')).toBe(g.issue.label);
    expect(translate('statuses.revoked')).toBe(g.statuses.revoked);
    expect(translate('sources.droplet')).toBe(g.sources.droplet);
  });

  it('fills parameterised texts exactly as the catalogue’s functions do', () => {
    expect(translate('secret.text', { clientId: 'arena-1' })).toBe(g.secret.text('arena-1'));
    expect(translate('revoke.label', { clientId: 'arena-1' })).toBe(g.revokeLabel('arena-1'));
    expect(translate('revoke.text', { clientId: 'arena-1' })).toBe(g.revokeText('arena-1'));
    expect(translate('notifications.revoked', { clientId: 'arena-1' })).toBe(g.revoked('arena-1'));
  });
});

describe('i18nProvider: resources.admin/league-management from domain/messages', () => {
  const lm = messages.leagueManagement;
  // The resource's name holds a slash; polyglot keys are plain strings, so it needs no escaping.
  const translate = translateUnder('resources.admin/league-management');

  it('gives the columns the catalogue’s labels, and the list its title and empty text', () => {
    expect(translate('name')).toBe(lm.title);
    expect(translate('title')).toBe(lm.title);
    expect(translate('empty')).toBe(lm.noTeams);
    expect(translate('fields.name')).toBe(messages.teams.name);
    expect(translate('fields.status')).toBe(lm.status);
    expect(translate('fields.playerCount')).toBe(messages.teams.players);
    expect(translate('fields.createdAt')).toBe(lm.createdAt);
    expect(translate('filters.all')).toBe(lm.all);
    expect(translate('denyDialog.reason')).toBe(lm.reason);
  });

  it('fills parameterised texts exactly as the catalogue’s functions do', () => {
    const name = 'New Blood';
    expect(translate('notifications.approved', { name })).toBe(lm.approved(name));
    expect(translate('notifications.denied', { name })).toBe(lm.denied(name));
    expect(translate('denyDialog.title', { name })).toBe(lm.denyTitle(name));
  });

  it.each([0, 1, 2, 7])('gives a team of %i players the phone list’s summary', (count) => {
    expect(translate('summary', { code: 'RDV', smart_count: count })).toBe(
      messages.smallScreen.teamSummary('RDV', count),
    );
  });
});

describe('i18nProvider: resources["admin/digital-ocean"] from domain/messages', () => {
  const s = messages.droplets;
  // The resource's name holds a slash: polyglot splits keys on dots only, so the texts are found.
  const translateServers = translateUnder('resources.admin/digital-ocean');

  it('labels the columns and the filter', () => {
    expect(translateServers('fields.name')).toBe(s.list.columns.name);
    expect(translateServers('fields.region.name')).toBe(s.list.columns.region);
    expect(translateServers('fields.size_slug')).toBe(s.list.columns.size);
    expect(translateServers('fields.created_at')).toBe(s.list.columns.createdAt);
    expect(translateServers('filters.search')).toBe(s.list.search);
    expect(translateServers('empty')).toBe(s.empty);
  });

  it('fills parameterised texts exactly as the catalogue’s functions do', () => {
    expect(translateServers('list.deleteLabel', { name: 'arena-1' })).toBe(s.list.deleteLabel('arena-1'));
    expect(translateServers('list.deleteText', { name: 'arena-1' })).toBe(s.list.deleteText('arena-1'));
    expect(translateServers('list.copyLabel', { ip: '203.0.113.7' })).toBe(s.list.copyLabel('203.0.113.7'));
    expect(translateServers('details.title', { name: 'arena-1' })).toBe(s.details.title('arena-1'));
    const specs = s.create.specs('1.0 GB', 2, '25 GB', '$6.00/mo');
    expect(
      translateServers('create.specs', { memory: '1.0 GB', vcpus: 2, disk: '25 GB', price: '$6.00/mo' }),
    ).toBe(specs);
    expect(translateServers('create.sizeLabel', { slug: 's-1vcpu-1gb', specs })).toBe(
      s.create.sizeLabel('s-1vcpu-1gb', specs),
    );
  });
});

describe('i18nProvider: resources.sessions from domain/messages', () => {
  const s = messages.gameSessions;
  const translateSessions = translateUnder('resources.sessions');

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
      const sentence = messages.api.shuttingDown;
      expect(i18nProvider.translate(sentence)).toBe(sentence);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
