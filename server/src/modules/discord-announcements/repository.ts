import type {
  AnnouncementKind,
  AnnouncementStatus,
  DiscordAnnouncement,
} from '@domain/discord-announcements';
import type { Queryable } from '@server/db/client';
import { orderFor, totalOf, totalRows, withPage } from '@server/db/lists';
import { discordAnnouncements } from '@server/db/schema';
import type { ListQuery } from '@server/http/list-params';
import { and, count, desc, eq } from 'drizzle-orm';

// The admins' list of announcements: a page is one query.

export type AnnouncementSortField = 'createdAt' | 'nextAttemptAt' | 'status' | 'id';
export interface AnnouncementFilter {
  status?: AnnouncementStatus;
  kind?: AnnouncementKind;
}

const SORTABLE = {
  createdAt: discordAnnouncements.createdAt,
  nextAttemptAt: discordAnnouncements.nextAttemptAt,
  status: discordAnnouncements.status,
  id: discordAnnouncements.id,
};

type Row = typeof discordAnnouncements.$inferSelect;

function present({ nextAttemptAt, createdAt, sentAt, ...row }: Row): DiscordAnnouncement {
  return {
    ...row,
    nextAttemptAt: nextAttemptAt.toISOString(),
    createdAt: createdAt.toISOString(),
    sentAt: sentAt?.toISOString() ?? null,
  };
}

/** Newest first unless sorted otherwise. */
export async function listAnnouncements(
  db: Queryable,
  { sort, range, filter }: ListQuery<AnnouncementSortField, AnnouncementFilter>,
): Promise<{ announcements: DiscordAnnouncement[]; total: number }> {
  const where = and(
    filter?.status ? eq(discordAnnouncements.status, filter.status) : undefined,
    filter?.kind ? eq(discordAnnouncements.kind, filter.kind) : undefined,
  );
  const rows = await withPage(
    db
      .select({ row: discordAnnouncements, total: totalRows })
      .from(discordAnnouncements)
      .where(where)
      .orderBy(...orderFor(sort, SORTABLE, [desc(discordAnnouncements.id)]))
      .$dynamic(),
    range,
  );
  const total = await totalOf(rows, range, async () => {
    const [counted] = await db.select({ total: count() }).from(discordAnnouncements).where(where);
    return counted.total;
  });
  return { announcements: rows.map(({ row }) => present(row)), total };
}

/** Announcements waiting to be posted (queued, due or not). */
export async function countQueuedAnnouncements(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ queued: count() })
    .from(discordAnnouncements)
    .where(eq(discordAnnouncements.status, 'queued'));
  return row?.queued ?? 0;
}
