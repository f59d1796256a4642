import type { Queryable } from '@server/db/client';
import { auditLog } from '@server/db/schema';

// Tables owned (no other module writes them): audit_log.

export interface AuditEntry {
  /** Null: the league itself (a scheduled job), not a person. */
  actorUserId: number | null;
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
