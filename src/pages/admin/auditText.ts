import type { AuditEntry } from '@domain/api';
import type { TranslateFunction } from 'ra-core';

const text = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** What the entry is about: a user by display name, anything else by the name its details carry. */
function targetName({ details, targetType, targetId, targetUser }: AuditEntry, translate: TranslateFunction) {
  if (targetType === 'user') return targetUser?.displayName ?? translate('app.adminPanel.deletedUser');
  return (
    text(details.name) ??
    text(details.displayName) ??
    text(details.userDisplayName) ??
    text(details.code) ??
    `${targetType} #${targetId ?? '?'}`
  );
}

/**
 * 'team.approve' on team X reads 'Approved team X'; a role change names the role when the entry does. An
 * action without a readable text reads as itself, followed by the target.
 */
export function describeAudit(entry: AuditEntry, translate: TranslateFunction): string {
  const target = targetName(entry, translate);
  const role = text(entry.details.role);
  // polyglot's `_` is the text of a key it lacks: an empty one means "no such action" here.
  const phrase = (group: 'actions' | 'actionsWithoutRole') =>
    translate(`app.adminPanel.${group}.${entry.action}`, { target, role, _: '' });
  return (
    (role ? '' : phrase('actionsWithoutRole')) ||
    phrase('actions') ||
    translate('app.adminPanel.unknownAction', { action: entry.action, target })
  );
}

/** Who did it: the actor's display name; every entry has an actor, so none means the account is deleted. */
export const auditActor = (entry: AuditEntry, translate: TranslateFunction): string =>
  entry.actor?.displayName ?? translate('app.adminPanel.deletedActor');
