import { SCHEDULING_DEADLINE_BEFORE_DEFAULT_MS } from '@domain/match-scheduling';
import { AWAITING_RESULT_STATUSES } from '@domain/matches';
import type { Db } from '@server/db/client';
import { matchEvents, matches, matchProposals } from '@server/db/schema';
import { and, asc, eq, exists, inArray, lte, not } from 'drizzle-orm';

// The scheduling sweep (every minute, from the plugin's timer): Open proposals past their expiresAt become
// Expired, and a match whose scheduling deadline passed with no time agreed gets one defaultTimeStands
// step. Several server instances may sweep at once: rows another sweep (or a captain) holds are skipped
// (FOR UPDATE SKIP LOCKED) and taken next time, and every write re-checks what it changes, so a step is
// never recorded twice.

/** Rows per transaction: a backlog is worked through in short transactions. */
export const SWEEP_BATCH = 500;

export interface SweepOutcome {
  /** Proposals marked Expired. */
  expired: number;
  /** Matches that got their defaultTimeStands step. */
  defaultTimes: number;
}

/** Expires one batch of lapsed Open proposals: how many it looked at. */
function expireBatch(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: matchProposals.id })
      .from(matchProposals)
      .where(and(eq(matchProposals.status, 'Open'), lte(matchProposals.expiresAt, now)))
      .orderBy(asc(matchProposals.expiresAt))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    const expired = await tx
      .update(matchProposals)
      .set({ status: 'Expired' })
      .where(and(inArray(matchProposals.id, due), eq(matchProposals.status, 'Open')))
      .returning({ id: matchProposals.id, matchId: matchProposals.matchId, time: matchProposals.time });
    if (expired.length > 0) {
      await tx.insert(matchEvents).values(
        expired.map((proposal) => ({
          matchId: proposal.matchId,
          kind: 'proposalExpired' as const,
          details: { proposalId: proposal.id, time: proposal.time.toISOString() },
        })),
      );
    }
    return expired.length;
  });
}

/** A time was agreed (a proposal accepted, or set by an admin) or the default time already stands. */
const SETTLED_KINDS = ['timeAccepted', 'defaultTimeStands'] as const;

/** Records defaultTimeStands for one batch of matches past their deadline: [looked at, recorded]. */
function defaultTimeBatch(db: Db, now: Date): Promise<[number, number]> {
  return db.transaction(async (tx) => {
    const settled = tx
      .select({ id: matchEvents.id })
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, matches.id), inArray(matchEvents.kind, [...SETTLED_KINDS])));
    const due = await tx
      .select({ id: matches.id, defaultTime: matches.defaultTime })
      .from(matches)
      .where(
        and(
          inArray(matches.status, [...AWAITING_RESULT_STATUSES]),
          // schedulingDeadline(defaultTime) <= now
          lte(matches.defaultTime, new Date(now.getTime() + SCHEDULING_DEADLINE_BEFORE_DEFAULT_MS)),
          not(exists(settled)),
        ),
      )
      .orderBy(asc(matches.defaultTime), asc(matches.id))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [0, 0];
    // Read again now that the rows are ours: a sweep that held one until just now may have recorded it.
    const done = await tx
      .selectDistinct({ matchId: matchEvents.matchId })
      .from(matchEvents)
      .where(
        and(
          inArray(
            matchEvents.matchId,
            due.map((match) => match.id),
          ),
          inArray(matchEvents.kind, [...SETTLED_KINDS]),
        ),
      );
    const recorded = new Set(done.map((row) => row.matchId));
    const fresh = due.filter((match) => !recorded.has(match.id));
    if (fresh.length > 0) {
      await tx.insert(matchEvents).values(
        fresh.map((match) => ({
          matchId: match.id,
          kind: 'defaultTimeStands' as const,
          details: { time: match.defaultTime.toISOString() },
        })),
      );
    }
    return [due.length, fresh.length];
  });
}

/** One sweep at `now`; idempotent: a second sweep at the same time changes nothing. */
export async function sweepSchedules(db: Db, now: Date): Promise<SweepOutcome> {
  let expired = 0;
  for (;;) {
    const count = await expireBatch(db, now);
    expired += count;
    if (count < SWEEP_BATCH) break;
  }
  let defaultTimes = 0;
  for (;;) {
    const [seen, recorded] = await defaultTimeBatch(db, now);
    defaultTimes += recorded;
    if (seen < SWEEP_BATCH) break;
  }
  return { expired, defaultTimes };
}
