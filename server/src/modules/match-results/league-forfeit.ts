import type { Queryable } from '@server/db/client';
import { setOutcome } from '../matches/service';
import type { Outcome } from './outcome';

/**
 * Confirms a forfeit the league itself decided (a disbanded team, a no-show) on a locked match, at `now`:
 * resultSource 'admin', of RESULT_SOURCES the one that is neither a captain's report nor the game server,
 * with no reporter and no confirming person (confirmedBy stays null: no one decided it). The caller records
 * the step and runs afterSettled.
 */
export async function confirmLeagueForfeit(
  tx: Queryable,
  matchId: number,
  outcome: Outcome,
  now: Date,
): Promise<void> {
  await setOutcome(tx, matchId, {
    ...outcome,
    status: 'Confirmed',
    resultSource: 'admin',
    reportedByTeamId: null,
    reportedByUserId: null,
    reportedAt: null,
    confirmedByUserId: null,
    confirmedAt: now,
  });
}
