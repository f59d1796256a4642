import { messages } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '@/i18n';
import { auditActor, describeAudit } from '@/pages/admin/auditText';
import { makeAuditEntry } from './fixtures';
import { translateUnder } from './helpers/translate';

const t = messages.adminPanel;
const translate = translateUnder('app.adminPanel');

describe('i18nProvider: app.adminPanel from domain/messages', () => {
  it.each([
    ['title', t.title],
    ['loadFailed', t.loadFailed],
    ['countPending', t.countPending],
    ['screens', t.screens],
    ['audit', t.audit],
    ['auditLabel', t.auditLabel],
    ['noAudit', t.noAudit],
    ['columns.who', t.columns.who],
    ['columns.what', t.columns.what],
    ['columns.when', t.columns.when],
    ['deletedActor', t.deletedActor],
    ['deletedUser', t.deletedUser],
  ])('%s is the catalogue’s text', (key, text) => {
    expect(translate(key)).toBe(text);
  });

  it('names every admin screen and count as the catalogue does', () => {
    for (const [key, text] of Object.entries(t.links)) expect(translate(`links.${key}`)).toBe(text);
    for (const [key, text] of Object.entries(t.counts)) expect(translate(`counts.${key}`)).toBe(text);
  });

  it.each(Object.entries(t.actions))('reads the audit action %s as the catalogue does', (action, text) => {
    expect(translate(`actions.${action}`, { target: 'Night Owls', role: 'Referee' })).toBe(
      text('Night Owls', 'Referee'),
    );
  });

  it('words a role change whose role is not named as the catalogue does', () => {
    for (const action of ['role.assign', 'role.remove'] as const) {
      expect(translate(`actionsWithoutRole.${action}`, { target: 'Ana' })).toBe(
        t.actions[action]('Ana', null),
      );
    }
  });

  it('fills the unknown action’s text as the catalogue’s function does', () => {
    expect(translate('unknownAction', { action: 'match.play', target: 'Arena' })).toBe(
      t.unknownAction('match.play', 'Arena'),
    );
  });
});

describe('the audit log’s texts through the i18nProvider', () => {
  const tr = i18nProvider.translate;

  it('names the role when the entry does, and says “a role” when it does not', () => {
    const entry = (details: Record<string, unknown>) =>
      makeAuditEntry({
        action: 'role.assign',
        targetType: 'user',
        targetUser: { id: 2, displayName: 'Ana' },
        details,
      });
    expect(describeAudit(entry({ role: 'Referee' }), tr)).toBe(t.actions['role.assign']('Ana', 'Referee'));
    expect(describeAudit(entry({}), tr)).toBe(t.actions['role.assign']('Ana', null));
    expect(describeAudit(entry({ role: '' }), tr)).toBe(t.actions['role.assign']('Ana', ''));
  });

  it('reads an action without a text as itself and its target', () => {
    const entry = makeAuditEntry({ action: 'team', targetType: 'team', details: { name: 'Night Owls' } });
    expect(describeAudit(entry, tr)).toBe(t.unknownAction('team', 'Night Owls'));
  });

  it('names deleted accounts as the catalogue does', () => {
    const entry = makeAuditEntry({
      action: 'team.approve',
      actor: null,
      targetType: 'user',
      targetUser: null,
    });
    expect(auditActor(entry, tr)).toBe(t.deletedActor);
    expect(describeAudit(entry, tr)).toBe(t.actions['team.approve'](t.deletedUser));
  });
});
