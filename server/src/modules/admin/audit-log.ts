import { count, desc, eq } from 'drizzle-orm';
import type { AuditEntry } from '../../../../domain/api';
import type { Queryable } from '../../db/client';
import { totalOf, totalRows, withPage } from '../../db/lists';
import { auditLog, users } from '../../db/schema';
import type { ListQuery } from '../../http/list-params';

// The audit log, newest first, with each actor's display name joined in: a page is one query.

export interface AuditFilter {
  action?: string;
}

export async function listAuditEntries(
  db: Queryable,
  { range, filter }: Pick<ListQuery<string, AuditFilter>, 'range' | 'filter'>,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = filter?.action ? eq(auditLog.action, filter.action) : undefined;
  const rows = await withPage(
    db
      .select({
        id: auditLog.id,
        actorId: users.id,
        actorName: users.displayName,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
        total: totalRows,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .$dynamic(),
    range,
  );
  const total = await totalOf(rows, range, async () => {
    const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
    return counted.total;
  });
  const entries = rows.map(({ total: _, actorId, actorName, targetId, createdAt, ...row }) => ({
    ...row,
    actor: actorId !== null && actorName !== null ? { id: actorId, displayName: actorName } : null,
    targetId: targetId === null ? null : String(targetId),
    createdAt: createdAt.toISOString(),
  }));
  return { entries, total };
}
