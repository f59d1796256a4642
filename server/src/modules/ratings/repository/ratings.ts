import type { Queryable } from '@server/db/client';
import { playerRatings, teamRatings, teams, users } from '@server/db/schema';
import { eq, inArray } from 'drizzle-orm';

// Current ratings, and the players and teams they are shown for.

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
