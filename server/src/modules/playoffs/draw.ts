import { weekWindow } from '@domain/matches';
import { DOUBLE_ELIMINATION_MIN_TEAMS, type SeasonStatus } from '@domain/seasons';
import type { Queryable } from '@server/db/client';
import { playoffBracket } from '../fixtures/playoff-bracket';
import { insertPlayoffMatches, type NewPlayoffMatch } from '../matches/service';
import { findSeason, type LockedSeason } from '../seasons/service';
import { seasonStandings } from '../standings/season-standings';
import { type PlayedMatch, resolveBracket } from './bracket-state';
import { type BracketRow, insertBracket } from './repository';

// Drawing the brackets when a season moves to Playoffs, and writing a bracket's matches once both of
// their teams are known (at the draw, and after each confirmed result: advance.ts).

/**
 * Writes a match row for every bracket match whose two teams are known and that has none yet: slot 1 is
 * teamA, slot 2 teamB; week = the season's weeks + the round it is played in (its depth in the bracket),
 * with that week's window and default time. Returns the bracket keys written.
 */
export async function writeReadyMatches(
  tx: Queryable,
  season: { id: number; startsAt: Date; weeks: number },
  bracket: Pick<BracketRow, 'divisionId' | 'structure'>,
  played: readonly PlayedMatch[],
): Promise<string[]> {
  const { ready } = resolveBracket(bracket.structure, played);
  const rows = ready.map(({ match, teams, depth }): NewPlayoffMatch => {
    const week = season.weeks + depth;
    const { start, end, defaultTime } = weekWindow(season.startsAt, week);
    return {
      seasonId: season.id,
      divisionId: bracket.divisionId,
      stage: 'playoff',
      bracketKey: match.key,
      week,
      windowStart: start,
      windowEnd: end,
      defaultTime,
      scheduledAt: defaultTime,
      teamAId: teams[0]!,
      teamBId: teams[1]!,
    };
  });
  await insertPlayoffMatches(tx, rows);
  return rows.map((row) => row.bracketKey!);
}

/**
 * The season-moved listener: on the move to Playoffs, each division's top min(playoffTeams, teams) of its
 * final standings, disbanded teams left out, (Confirmed league results) are seeded 1..N into the season's bracket format; a division
 * with fewer than 2 teams gets none, and one with 2 plays a single final whatever the format (double
 * elimination needs 3). Round 1 (and a top seed's match after its bye) is written at once.
 */
export async function drawBrackets(tx: Queryable, locked: LockedSeason, to: SeasonStatus) {
  if (to !== 'Playoffs') return undefined;
  const season = await findSeason(tx, locked.id);
  if (!season) return undefined;
  const drawn: { divisionId: number; format: string; seeds: number[]; matches: number }[] = [];
  for (const { division, rows } of await seasonStandings(tx, season.id)) {
    // A disbanded team has no players to send: the next team in the table takes its place.
    const seeds = rows
      .filter((row) => !row.team.disbanded)
      .slice(0, season.playoffTeams)
      .map((row) => row.team.id);
    if (seeds.length < 2) continue;
    const format = seeds.length < DOUBLE_ELIMINATION_MIN_TEAMS ? 'singleElimination' : season.playoffFormat;
    const structure = await playoffBracket(seeds, format);
    const bracket = { seasonId: season.id, divisionId: division.id, format, seeds, structure };
    await insertBracket(tx, bracket);
    const written = await writeReadyMatches(tx, season, bracket, []);
    drawn.push({ divisionId: division.id, format, seeds, matches: written.length });
  }
  return { brackets: drawn };
}
