import type { Queryable } from '@server/db/client';
import { findSeason } from '../seasons/repository';
import { writeReadyMatches } from './draw';
import { findPlayoffMatch, lockBracket, playoffMatchesOf } from './repository';

// After a playoff result is confirmed: the winner (and in double elimination the loser) move on.

/**
 * Moves a bracket on after the result of playoff match `matchId` was confirmed: every bracket match
 * whose two teams are now known gets its match row (the grand-final reset only when the lower-bracket
 * team won the grand final). Call it in the transaction that confirms the result. The division's
 * bracket row is locked first, so two results confirmed at once in one bracket write each match once.
 * Does nothing for a league match, a match not Confirmed, or a result without a winner.
 * Returns the bracket keys of the matches written.
 */
export async function advancePlayoffBracket(tx: Queryable, matchId: number): Promise<string[]> {
  const match = await findPlayoffMatch(tx, matchId);
  if (match?.stage !== 'playoff' || match.status !== 'Confirmed') return [];
  const bracket = await lockBracket(tx, match.divisionId);
  if (!bracket) return [];
  const season = await findSeason(tx, match.seasonId);
  if (!season) return [];
  return writeReadyMatches(tx, season, bracket, await playoffMatchesOf(tx, [match.divisionId]));
}
