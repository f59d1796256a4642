import type { AuditEntry } from '@domain/api';
import type { Queryable } from '@server/db/client';
import { totalBeside, withPage } from '@server/db/lists';
import { auditLog, users } from '@server/db/schema';
import type { ListQuery } from '@server/http/list-params';
import { and, count, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

// Reads of the Admin Panel: the overview's counts (pending teams, users, roles, active sessions) in one
// query, and the audit log, newest first, with the display names of each entry's actor and target user
// joined in: a page is one query.

// Qualified names: the outer query has no joins, so Drizzle would leave column names bare.
const pendingTeams = sql<number>`(select cast(count(*) as integer) from teams t where t.status = 'Pending')`;
const activeSessions = sql<number>`(select cast(count(*) as integer) from game_sessions s where s.status = 'Active')`;
const roleCount = sql<number>`(select cast(count(*) as integer) from roles r)`;

/** Pending teams, users, roles and active sessions, in one query. */
export async function overviewCounts(db: Queryable) {
  const [counts] = await db
    .select({ pendingTeams, users: count(), roles: roleCount, activeSessions })
    .from(users);
  return counts;
}

const targetUsers = alias(users, 'target_users');

/** A joined user, or null when the join found none (a deleted account, or a target that is no user). */
const named = (id: number | null, displayName: string | null) =>
  id !== null && displayName !== null ? { id, displayName } : null;

export interface AuditFilter {
  actorId?: number;
  action?: string;
  since?: string;
  until?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A day (YYYY-MM-DD) filters by the whole UTC day: since from its first instant, until up to its last. */
function sinceInstant(value: string): Date {
  return new Date(DAY.test(value) ? `${value}T00:00:00Z` : value);
}
function untilExclusive(value: string): { at: Date; exclusive: boolean } {
  if (!DAY.test(value)) return { at: new Date(value), exclusive: false };
  return { at: new Date(new Date(`${value}T00:00:00Z`).getTime() + DAY_MS), exclusive: true };
}

function whereOf(filter: AuditFilter | undefined): SQL | undefined {
  if (!filter) return undefined;
  const conditions: SQL[] = [];
  if (filter.actorId !== undefined) conditions.push(eq(auditLog.actorUserId, filter.actorId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.since) conditions.push(gte(auditLog.createdAt, sinceInstant(filter.since)));
  if (filter.until) {
    const { at, exclusive } = untilExclusive(filter.until);
    conditions.push(exclusive ? lt(auditLog.createdAt, at) : lte(auditLog.createdAt, at));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listAuditEntries(
  db: Queryable,
  { range, filter }: Pick<ListQuery<string, AuditFilter>, 'range' | 'filter'>,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = whereOf(filter);
  const rows = await withPage(
    db
      .select({
        id: auditLog.id,
        actorId: users.id,
        actorName: users.displayName,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        targetUserId: targetUsers.id,
        targetUserName: targetUsers.displayName,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .leftJoin(targetUsers, and(eq(auditLog.targetType, 'user'), eq(targetUsers.id, auditLog.targetId)))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .$dynamic(),
    range,
  );
  // Read on its own, the page comes straight off audit_log_created_idx: newest first, stopping at its end.
  const total = await totalBeside(rows, range, async () => {
    const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
    return counted?.total ?? 0;
  });
  const entries = rows.map(
    ({ actorId, actorName, targetId, targetUserId, targetUserName, createdAt, ...row }) => ({
      ...row,
      actor: named(actorId, actorName),
      targetId: targetId === null ? null : String(targetId),
      targetUser: named(targetUserId, targetUserName),
      createdAt: createdAt.toISOString(),
    }),
  );
  return { entries, total };
}
