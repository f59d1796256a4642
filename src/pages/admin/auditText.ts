import type { AuditEntry } from '../../../domain/api';
import { messages } from '../../../domain/messages';

const t = messages.adminPanel;

type KnownAction = keyof typeof t.actions;

const isKnown = (action: string): action is KnownAction => Object.hasOwn(t.actions, action);

const text = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** What the entry is about, by the name its details carry, else by its type and id. */
function targetName({ details, targetType, targetId }: AuditEntry): string {
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

/** Who did it: the actor's display name, or 'System' when no user did. */
export const auditActor = (entry: AuditEntry): string => entry.actor?.displayName ?? t.system;
