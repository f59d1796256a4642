import { SCHEDULING_DEADLINE_BEFORE_DEFAULT_MS } from '@domain/match-rules';
import { AWAITING_RESULT_STATUSES } from '@domain/matches';
import type { Db } from '@server/db/client';
import { insertMatchEvents } from '../matches/service';
import { expireLapsedProposals, lockMatchesPastDeadline, matchesWithStepOf } from './repository';

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
    const expired = await expireLapsedProposals(tx, now, SWEEP_BATCH);
    if (expired.length > 0) {
      await insertMatchEvents(
        tx,
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
    const due = await lockMatchesPastDeadline(
      tx,
      AWAITING_RESULT_STATUSES,
      // schedulingDeadline(defaultTime) <= now
      new Date(now.getTime() + SCHEDULING_DEADLINE_BEFORE_DEFAULT_MS),
      SETTLED_KINDS,
      SWEEP_BATCH,
    );
    if (due.length === 0) return [0, 0];
    // Read again now that the rows are ours: a sweep that held one until just now may have recorded it.
    const recorded = await matchesWithStepOf(
      tx,
      due.map((match) => match.id),
      SETTLED_KINDS,
    );
    const fresh = due.filter((match) => !recorded.has(match.id));
    if (fresh.length > 0) {
      await insertMatchEvents(
        tx,
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
