import type { AppNotification } from '@domain/api';
import { translate } from '@domain/i18n';
import type { Queryable } from '@server/db/client';
import { orderFor, totalOf, totalRows, withPage } from '@server/db/lists';
import { notifications } from '@server/db/schema';
import type { ListQuery } from '@server/http/list-params';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';

// Tables owned (no other module writes them): notifications.

type NotificationRow = typeof notifications.$inferSelect;

/** Stores new notifications, one row per recipient. */
export async function insertNotifications(
  tx: Queryable,
  rows: (typeof notifications.$inferInsert)[],
): Promise<void> {
  await tx.insert(notifications).values(rows);
}

function toApiNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    type: row.type,
    message: translate(`resources.notifications.text.${row.type}`, {
      team: row.teamName,
      player: row.playerName,
    }),
    teamId: row.teamId,
    matchId: row.matchId,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

const NEWEST_FIRST = [desc(notifications.createdAt), desc(notifications.id)];
const SORTABLE = { createdAt: notifications.createdAt };

/** A user's notifications (newest first unless sorted otherwise), with how many there are in all. */
export async function listNotifications(
  db: Queryable,
  userId: number,
  { sort, range }: ListQuery<'createdAt', unknown>,
): Promise<{ rows: AppNotification[]; total: number }> {
  const own = eq(notifications.userId, userId);
  const rows = await withPage(
    db
      .select({ row: notifications, total: totalRows })
      .from(notifications)
      .where(own)
      .orderBy(...orderFor(sort, SORTABLE, NEWEST_FIRST))
      .$dynamic(),
    range,
  );
  const total = await totalOf(rows, range, async () => {
    const [counted] = await db.select({ total: count() }).from(notifications).where(own);
    return counted.total;
  });
  return { rows: rows.map(({ row }) => toApiNotification(row)), total };
}

export async function countUnread(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row.total;
}

/** Marks one of the user's own notifications read; null when the user has no such notification. */
export async function markRead(db: Queryable, userId: number, id: number): Promise<AppNotification | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ? toApiNotification(row) : null;
}

/** Marks all the user's unread notifications read; answers how many changed. */
export async function markAllRead(db: Queryable, userId: number): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return marked.length;
}
