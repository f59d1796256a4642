import type { Queryable } from '@server/db/client';
import { deleteMatches } from '../matches/service';
import { findSeason } from '../seasons/service';
import { type ResolvedMatch, resolveBracket } from './bracket-state';
import { writeReadyMatches } from './draw';
import { playoffErrors } from './errors';
import {
  findPlayoffMatch,
  lockBracket,
  type PlayoffMatchRow,
  playoffMatchesOf,
  teamNamesOf,
} from './repository';

// After a playoff result is settled or corrected: the winner (and in double elimination the loser) move
// on, and a later match drawn from a result that has since changed is withdrawn.

/** A written match the results no longer give: other teams, or a grand-final reset no longer needed. */
function isStale(entry: ResolvedMatch, row: PlayoffMatchRow): boolean {
  return entry.needed !== true || entry.teams[0] !== row.teamAId || entry.teams[1] !== row.teamBId;
}

/**
 * Brings the bracket of playoff match `matchId` in line with its results; call it in the transaction that
 * confirms, corrects or voids the result. A later match written from a result that changed is deleted
 * while nothing was reported in it; one with a result refuses the change (409, nothing saved): the admin
 * corrects the bracket from its latest match back. Then every bracket match whose two teams are known gets
 * its match row (the grand-final reset only when the lower-bracket team won the grand final). The
 * division's bracket row is locked first, so two results settled at once in one bracket write each match
 * once. Does nothing for a league match. Returns the bracket keys written.
 */
export async function advancePlayoffBracket(tx: Queryable, matchId: number): Promise<string[]> {
  const match = await findPlayoffMatch(tx, matchId);
  if (match?.stage !== 'playoff') return [];
  const bracket = await lockBracket(tx, match.divisionId);
  if (!bracket) return [];
  const season = await findSeason(tx, match.seasonId);
  if (!season) return [];
  const played = await playoffMatchesOf(tx, [match.divisionId]);
  const rows = new Map(played.map((row) => [row.bracketKey, row]));
  const stale = resolveBracket(bracket.structure, played).matches.flatMap((entry) => {
    const row = rows.get(entry.match.key);
    return row && isStale(entry, row) ? [row] : [];
  });
  const reported = stale.find((row) => row.status !== 'Scheduled');
  if (reported) {
    const names = await teamNamesOf(tx, [reported.teamAId, reported.teamBId]);
    throw playoffErrors.laterMatchPlayed(`${names.get(reported.teamAId)} vs ${names.get(reported.teamBId)}`);
  }
  if (stale.length > 0) {
    await deleteMatches(
      tx,
      stale.map((row) => row.id),
    );
  }
  const kept = played.filter((row) => !stale.includes(row));
  return writeReadyMatches(tx, season, bracket, kept);
}
