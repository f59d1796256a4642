import type { DivisionStandings } from '@domain/standings';
import type { Queryable } from '@server/db/client';
import { type CountedResultRow, countedResultsOf } from '../matches/service';
import { seasonErrors } from '../seasons/errors';
import { divisionsOf, findSeason } from '../seasons/service';
import { entriesOf } from './repository';
import { computeStandings, type StandingsResult } from './table';

// GET /seasons/{id}/standings: the table of each division from its entries and counted results, read in
// two queries (entries, results) whatever the number of teams and matches.

function toResult(row: CountedResultRow): StandingsResult {
  const base = {
    teamA: row.teamAId,
    teamB: row.teamBId,
    roundsA: row.roundsA ?? 0,
    roundsB: row.roundsB ?? 0,
  };
  if (row.forfeitKind === null) return base;
  // The table's check constraint leaves the loser null exactly for a mutual forfeit.
  return { ...base, forfeit: { loser: row.forfeitLoserTeamId ?? 'both' } };
}

/** Every division of the season (top tier first), or only `divisionId`, with its rows in rank order. */
export async function seasonStandings(
  db: Queryable,
  seasonId: number,
  divisionId?: number,
): Promise<DivisionStandings[]> {
  const season = await findSeason(db, seasonId);
  if (!season) throw seasonErrors.seasonNotFound();
  // One division is read alone: a season of a large league has hundreds.
  const divisions = await divisionsOf(db, [seasonId], divisionId);
  if (divisions.length === 0 && divisionId !== undefined) throw seasonErrors.divisionNotInSeason();
  const ids = divisions.map((division) => division.id);
  const [entries, results] = await Promise.all([entriesOf(db, seasonId, ids), countedResultsOf(db, ids)]);
  const rules = {
    win: season.pointsWin,
    draw: season.pointsDraw,
    loss: season.pointsLoss,
    forfeit: season.pointsForfeit,
  };
  return divisions.map((division) => {
    const teams = entries.filter((entry) => entry.divisionId === division.id);
    const entered = new Set(teams.map((team) => team.id));
    return {
      division: { id: division.id, name: division.name },
      rows: computeStandings({
        teams,
        // A team an admin moved to another division takes no place here: its games here no longer count.
        results: results
          .filter(
            (row) => row.divisionId === division.id && entered.has(row.teamAId) && entered.has(row.teamBId),
          )
          .map(toResult),
        rules,
        tiebreakers: season.tiebreakers,
      }),
    };
  });
}
