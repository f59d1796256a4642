import {
  type MatchRatingChanges,
  ordinalOf,
  PROVISIONAL_MATCHES,
  RATING_DEFAULT_MU,
  RATING_DEFAULT_SIGMA,
  type Rating,
} from '@domain/ratings';
import type { Queryable } from '@server/db/client';
import {
  matches,
  matchPlayerStats,
  matchRosters,
  playerRatings,
  ratingChanges,
  teamRatings,
  teams,
  users,
} from '@server/db/schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

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
  const rows =
    teamIds.length === 0
      ? []
      : await db
          .select()
          .from(teamRatings)
          .where(inArray(teamRatings.teamId, [...teamIds]));
  const found = new Map(rows.map((row) => [row.teamId, row]));
  return new Map(teamIds.map((id) => [id, presentRating(found.get(id))]));
}

export async function playerRatingOf(db: Queryable, userId: number): Promise<Rating> {
  const [row] = await db.select().from(playerRatings).where(eq(playerRatings.userId, userId));
  return presentRating(row);
}

const values = (mu: number, sigma: number) => ({ mu, sigma, ordinal: ordinalOf({ mu, sigma }) });

/**
 * The rating changes a match made, teams then players; null when it made none. A player's side is the
 * game server's (match_player_stats) when it reported one, else the roster kept with the match.
 */
export async function matchRatingChanges(db: Queryable, matchId: number): Promise<MatchRatingChanges | null> {
  const rows = await db
    .select({
      teamId: ratingChanges.teamId,
      userId: ratingChanges.userId,
      muBefore: ratingChanges.muBefore,
      sigmaBefore: ratingChanges.sigmaBefore,
      muAfter: ratingChanges.muAfter,
      sigmaAfter: ratingChanges.sigmaAfter,
      teamName: teams.name,
      displayName: users.displayName,
      playerTeamId: sql<
        number | null
      >`case ${matchPlayerStats.side} when 'A' then ${matches.teamAId} when 'B' then ${matches.teamBId} else ${matchRosters.teamId} end`,
    })
    .from(ratingChanges)
    .innerJoin(matches, eq(matches.id, ratingChanges.matchId))
    .leftJoin(teams, eq(teams.id, ratingChanges.teamId))
    .leftJoin(users, eq(users.id, ratingChanges.userId))
    .leftJoin(
      matchPlayerStats,
      and(
        eq(matchPlayerStats.matchId, ratingChanges.matchId),
        eq(matchPlayerStats.userId, ratingChanges.userId),
      ),
    )
    .leftJoin(
      matchRosters,
      and(eq(matchRosters.matchId, ratingChanges.matchId), eq(matchRosters.userId, ratingChanges.userId)),
    )
    .where(eq(ratingChanges.matchId, matchId))
    .orderBy(asc(ratingChanges.id));
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
