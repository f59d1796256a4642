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

// Current ratings, a match's rating changes, and the players and teams they are shown for.

/** The rating rows of these teams (none for a team never rated), in one query. */
export function teamRatingRows(db: Queryable, teamIds: readonly number[]) {
  return db
    .select()
    .from(teamRatings)
    .where(inArray(teamRatings.teamId, [...teamIds]));
}

/** The player's rating row, or undefined when they were never rated. */
export async function playerRatingRow(db: Queryable, userId: number) {
  const [row] = await db.select().from(playerRatings).where(eq(playerRatings.userId, userId));
  return row;
}

/**
 * The rating changes a match made, in the order they were written, with the team's name, the player's
 * name and the player's team: the game server's side (match_player_stats) when it reported one, else the
 * roster kept with the match.
 */
export function matchRatingChangeRows(db: Queryable, matchId: number) {
  return db
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
}

/** The player's id and display name, or undefined. */
export async function findRatedPlayer(db: Queryable, userId: number) {
  const [user] = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** The team's id and name, or undefined. */
export async function findRatedTeam(db: Queryable, teamId: number) {
  const [team] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return team;
}
