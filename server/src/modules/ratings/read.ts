import {
  type MatchRatingChanges,
  ordinalOf,
  PROVISIONAL_MATCHES,
  RATING_DEFAULT_MU,
  RATING_DEFAULT_SIGMA,
  type Rating,
} from '@domain/ratings';
import type { Queryable } from '@server/db/client';
import { playerRatingRow, teamRatingRows } from './repository/ratings';
import { matchRatingChangeRows } from './repository/stats';

// Ratings as the API shows them: current ratings and a match's changes.

export function presentRating(
  state: { mu: number; sigma: number; ratedMatches: number } | undefined,
): Rating {
  const { mu, sigma, ratedMatches } = state ?? {
    mu: RATING_DEFAULT_MU,
    sigma: RATING_DEFAULT_SIGMA,
    ratedMatches: 0,
  };
  return { mu, sigma, ordinal: ordinalOf({ mu, sigma }), provisional: ratedMatches < PROVISIONAL_MATCHES };
}

/** The ratings of these teams in one query (the default for a team never rated). */
export async function teamRatingsOf(db: Queryable, teamIds: readonly number[]): Promise<Map<number, Rating>> {
  const rows = teamIds.length === 0 ? [] : await teamRatingRows(db, teamIds);
  const found = new Map(rows.map((row) => [row.teamId, row]));
  return new Map(teamIds.map((id) => [id, presentRating(found.get(id))]));
}

export async function playerRatingOf(db: Queryable, userId: number): Promise<Rating> {
  return presentRating(await playerRatingRow(db, userId));
}

const values = (mu: number, sigma: number) => ({ mu, sigma, ordinal: ordinalOf({ mu, sigma }) });

/**
 * The rating changes a match made, teams then players; null when it made none. A player's side is the
 * game server's (match_player_stats) when it reported one, else the roster kept with the match.
 */
export async function matchRatingChanges(db: Queryable, matchId: number): Promise<MatchRatingChanges | null> {
  const rows = await matchRatingChangeRows(db, matchId);
  if (rows.length === 0) return null;
  const change = (row: (typeof rows)[number]) => ({
    before: values(row.muBefore, row.sigmaBefore),
    after: values(row.muAfter, row.sigmaAfter),
  });
  return {
    teams: rows
      .filter((row) => row.teamId !== null)
      .map((row) => ({ team: { id: row.teamId as number, name: row.teamName ?? '' }, ...change(row) })),
    players: rows
      .filter((row) => row.userId !== null && row.playerTeamId !== null)
      .map((row) => ({
        player: { id: row.userId as number, displayName: row.displayName ?? '' },
        teamId: Number(row.playerTeamId),
        ...change(row),
      })),
  };
}
