import type { Queryable } from '@server/db/client';
import { auditLog } from '@server/db/schema';

export interface AuditEntry {
  actorUserId: number;
  /** '<area>.<verb>', e.g. 'team.approve'. */
  action: string;
  targetType: string;
  targetId: number;
  details?: Record<string, unknown>;
}

/** Records an action; call it inside the transaction that makes the change, so both land or neither. */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
