import type { AnnouncementKind, DiscordEmbed } from '@domain/discord-announcements';
import type { Db, Queryable } from '@server/db/client';
import { discordAnnouncements } from '@server/db/schema';
import { and, asc, eq, lte } from 'drizzle-orm';

// The announcements queue table: rows in, one due row leased at a time, its outcome recorded.

export type QueuedAnnouncement = typeof discordAnnouncements.$inferSelect;

/** Queues an announcement, due at once; call it inside the transaction of the event it reports. */
export async function enqueueAnnouncement(
  tx: Queryable,
  kind: AnnouncementKind,
  embed: DiscordEmbed,
  now: Date,
): Promise<void> {
  await tx.insert(discordAnnouncements).values({ kind, embed, nextAttemptAt: now, createdAt: now });
}

/**
 * Takes the oldest due announcement and leases it until `leaseUntil` (its next_attempt_at moves there), so
 * that no other sender takes it while it is being posted. Rows another sender is leasing right now are
 * skipped (FOR UPDATE SKIP LOCKED). Null when nothing is due.
 */
export function leaseDueAnnouncement(
  db: Db,
  now: Date,
  leaseUntil: Date,
): Promise<QueuedAnnouncement | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(discordAnnouncements)
      .where(and(eq(discordAnnouncements.status, 'queued'), lte(discordAnnouncements.nextAttemptAt, now)))
      .orderBy(asc(discordAnnouncements.nextAttemptAt), asc(discordAnnouncements.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    await tx
      .update(discordAnnouncements)
      .set({ nextAttemptAt: leaseUntil })
      .where(eq(discordAnnouncements.id, due.id));
    return due;
  });
}

export type AnnouncementOutcome =
  | { status: 'sent'; attempts: number; sentAt: Date }
  | { status: 'queued'; attempts: number; nextAttemptAt: Date; lastError: string }
  | { status: 'failed'; attempts: number; lastError: string };

export async function recordOutcome(db: Db, id: number, outcome: AnnouncementOutcome): Promise<void> {
  await db.update(discordAnnouncements).set(outcome).where(eq(discordAnnouncements.id, id));
}
