import type { AuditEntry } from '@domain/api';
import { messages } from '@domain/messages';

const t = messages.adminPanel;

type KnownAction = keyof typeof t.actions;

const isKnown = (action: string): action is KnownAction => Object.hasOwn(t.actions, action);

const text = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** What the entry is about: a user by display name, anything else by the name its details carry. */
function targetName({ details, targetType, targetId, targetUser }: AuditEntry): string {
  if (targetType === 'user') return targetUser?.displayName ?? t.deletedUser;
  return (
    text(details.name) ??
    text(details.displayName) ??
    text(details.userDisplayName) ??
    text(details.code) ??
    `${targetType} #${targetId ?? '?'}`
  );
}

/** 'team.approve' on team X reads 'Approved team X'; a role change names the role. */
export function describeAudit(entry: AuditEntry): string {
  const target = targetName(entry);
  if (!isKnown(entry.action)) return t.unknownAction(entry.action, target);
  return t.actions[entry.action](target, text(entry.details.role));
}

/** Who did it: the actor's display name; every entry has an actor, so none means the account is deleted. */
export const auditActor = (entry: AuditEntry): string => entry.actor?.displayName ?? t.deletedActor;
