import { translate } from '@domain/i18n';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '@/i18n';
import { auditActor, describeAudit } from '@/pages/admin/auditText';
import { makeAuditEntry } from './fixtures';

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
    expect(describeAudit(entry({ role: 'Referee' }), tr)).toBe('Gave Ana the Referee role');
    expect(describeAudit(entry({}), tr)).toBe('Gave Ana a role');
    expect(describeAudit(entry({ role: '' }), tr)).toBe('Gave Ana a role');
  });

  it('reads an action without a text as itself and its target', () => {
    const entry = makeAuditEntry({ action: 'team', targetType: 'team', details: { name: 'Night Owls' } });
    expect(describeAudit(entry, tr)).toBe(
      translate('app.adminPanel.unknownAction', { action: 'team', target: 'Night Owls' }),
    );
  });

  it('names deleted accounts as the catalogue does', () => {
    const entry = makeAuditEntry({
      action: 'team.approve',
      actor: null,
      targetType: 'user',
      targetUser: null,
    });
    expect(auditActor(entry, tr)).toBe(translate('app.adminPanel.deletedActor'));
    expect(describeAudit(entry, tr)).toBe(
      translate('app.adminPanel.actions.team.approve', { target: translate('app.adminPanel.deletedUser') }),
    );
  });
});
