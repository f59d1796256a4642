import { ROSTER_LOCKING_STATUSES } from '@domain/roster-changes';
import type { SeasonStatus } from '@domain/seasons';
import type { Queryable } from '@server/db/client';
import { latestSeasonEnteredIn } from './repository';

// The roster lock: a team's roster is locked while it is entered in a season that is Live or in
// its Playoffs and has no transfer window open (domain/roster-changes.ts locksRosters, the same rule).

export interface LockingSeason {
  id: number;
  name: string;
  status: SeasonStatus;
}

/**
 * The season that locks the team's roster at `now`, or null when its roster may change. Called under the
 * team's row lock: a season going Live writes every entered team's row (its division), so it waits for a
 * roster change in progress, and a roster change that comes after sees the season Live. The season's own
 * row is not locked here: that would deadlock with a season move waiting for this team's row.
 */
export async function rosterLockOf(db: Queryable, teamId: number, now: Date): Promise<LockingSeason | null> {
  return latestSeasonEnteredIn(db, teamId, {
    statuses: ROSTER_LOCKING_STATUSES,
    transferWindowClosedAt: now,
  });
}
