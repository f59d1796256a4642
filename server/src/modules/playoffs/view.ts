import type { BracketMatchView, BracketSlot, DivisionPlayoffs } from '@domain/playoffs';
import type { Queryable } from '@server/db/client';
import type { SlotSource } from '../fixtures/playoff-bracket';
import { seasonErrors } from '../seasons/errors';
import { findSeason } from '../seasons/service';
import { resolveBracket } from './bracket-state';
import { bracketsOfSeason, type PlayoffMatchRow, playoffMatchesOf, teamNamesOf } from './repository';

// GET /seasons/{id}/playoffs: every division's bracket with its teams and matches, read in four queries
// (season, brackets, matches, team names) whatever the number of divisions and matches.

function slotOf(source: SlotSource, teamId: number | null, names: ReadonlyMap<number, string>): BracketSlot {
  const team = teamId === null ? null : { id: teamId, name: names.get(teamId) ?? '' };
  if ('seed' in source) return { team, source: 'seed', ref: source.seed };
  if ('winnerOf' in source) return { team, source: 'winnerOf', ref: source.winnerOf };
  return { team, source: 'loserOf', ref: source.loserOf };
}

function matchOf(row: PlayoffMatchRow | null): BracketMatchView['match'] {
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    scheduledAt: row.scheduledAt.toISOString(),
    result: row.roundsA === null || row.roundsB === null ? null : { teamA: row.roundsA, teamB: row.roundsB },
    forfeit: row.forfeitKind === null ? null : { kind: row.forfeitKind, loserTeamId: row.forfeitLoserTeamId },
    liveScore: row.liveScore,
  };
}

/** The season's brackets, top tier first; an empty list before the season moves to Playoffs. */
export async function seasonPlayoffs(db: Queryable, seasonId: number): Promise<DivisionPlayoffs[]> {
  if (!(await findSeason(db, seasonId))) throw seasonErrors.seasonNotFound();
  const brackets = await bracketsOfSeason(db, seasonId);
  const [played, names] = await Promise.all([
    playoffMatchesOf(
      db,
      brackets.map((bracket) => bracket.divisionId),
    ),
    teamNamesOf(
      db,
      brackets.flatMap((bracket) => bracket.seeds),
    ),
  ]);
  return brackets.map((bracket) => {
    const own = played.filter((row) => row.divisionId === bracket.divisionId);
    const rowOf = new Map(own.map((row) => [row.bracketKey, row]));
    const state = resolveBracket(bracket.structure, own);
    const team = (id: number) => ({ id, name: names.get(id) ?? '' });
    return {
      division: { id: bracket.divisionId, name: bracket.divisionName },
      format: bracket.format,
      seeds: bracket.seeds.map((id, index) => ({ seed: index + 1, team: team(id) })),
      matches: state.matches.map(({ match, teams }) => ({
        key: match.key,
        side: match.side,
        round: match.round,
        position: match.position,
        slots: [slotOf(match.slots[0], teams[0], names), slotOf(match.slots[1], teams[1], names)],
        onlyIfLowerBracketWins: match.onlyIfLowerBracketWins ?? null,
        match: matchOf(rowOf.get(match.key) ?? null),
      })),
      champion: state.champion === null ? null : team(state.champion),
    };
  });
}
