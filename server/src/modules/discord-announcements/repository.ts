import type {
  AnnouncementKind,
  AnnouncementStatus,
  DiscordAnnouncement,
  DiscordEmbed,
} from '@domain/discord-announcements';
import type { Db, Queryable } from '@server/db/client';
import { orderFor, totalOf, totalRows, withPage } from '@server/db/lists';
import { discordAnnouncements, divisions, matches, seasons, teams } from '@server/db/schema';
import type { ListQuery } from '@server/http/list-params';
import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

// Tables owned (no other module writes them): discord_announcements.
// Reads and writes of announcements: the admins' list (a page is one query), the queue table (rows in,
// one due row leased at a time, its outcome recorded) and the facts an announcement is written from.

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

const teamA = alias(teams, 'announced_team_a');
const teamB = alias(teams, 'announced_team_b');

/** The names and facts a match's announcement is written from, as they are now; null when it is gone. */
export async function matchFacts(tx: Queryable, matchId: number) {
  const [row] = await tx
    .select({
      teamAId: matches.teamAId,
      teamA: teamA.name,
      teamBId: matches.teamBId,
      teamB: teamB.name,
      season: seasons.name,
      division: divisions.name,
      stage: matches.stage,
      week: matches.week,
      scheduledAt: matches.scheduledAt,
      roundsA: matches.roundsA,
      roundsB: matches.roundsB,
      forfeitKind: matches.forfeitKind,
      forfeitLoserTeamId: matches.forfeitLoserTeamId,
      resultSource: matches.resultSource,
      checkInMinutes: seasons.checkInMinutes,
      noShowGraceMinutes: seasons.noShowGraceMinutes,
    })
    .from(matches)
    .innerJoin(teamA, eq(teamA.id, matches.teamAId))
    .innerJoin(teamB, eq(teamB.id, matches.teamBId))
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .innerJoin(divisions, eq(divisions.id, matches.divisionId))
    .where(eq(matches.id, matchId));
  return row ?? null;
}

/** The season's name, or null when it is gone. */
export async function seasonName(tx: Queryable, seasonId: number): Promise<string | null> {
  const [season] = await tx.select({ name: seasons.name }).from(seasons).where(eq(seasons.id, seasonId));
  return season?.name ?? null;
}
