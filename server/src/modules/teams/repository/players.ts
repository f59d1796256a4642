import type { Queryable } from '@server/db/client';
import { teamPlayers, users } from '@server/db/schema';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';

// Reads and writes of teams' players (team_players): the players of a page of teams are one query.

export interface PlayerRow {
  id: number;
  teamId: number;
  userId: number;
  displayName: string;
  email: string;
  isCaptain: boolean;
  isCoCaptain: boolean;
  status: 'active';
  createdAt: Date;
}

/** The players of the given teams, captain first, then by when they joined. */
export async function playersOf(db: Queryable, teamIds: readonly number[]): Promise<PlayerRow[]> {
  if (teamIds.length === 0) return [];
  return db
    .select({
      id: teamPlayers.id,
      teamId: teamPlayers.teamId,
      userId: teamPlayers.userId,
      displayName: users.displayName,
      email: users.email,
      isCaptain: teamPlayers.isCaptain,
      isCoCaptain: teamPlayers.isCoCaptain,
      status: teamPlayers.status,
      createdAt: teamPlayers.createdAt,
    })
    .from(teamPlayers)
    .innerJoin(users, eq(users.id, teamPlayers.userId))
    .where(inArray(teamPlayers.teamId, [...teamIds]))
    .orderBy(desc(teamPlayers.isCaptain), desc(teamPlayers.isCoCaptain), asc(teamPlayers.id));
}

export interface Membership {
  playerId: number;
  teamId: number;
  isCaptain: boolean;
  isCoCaptain: boolean;
}

/** The team a user plays in, and their rank there; null when they are in none. */
export async function membershipOf(db: Queryable, userId: number): Promise<Membership | null> {
  const [row] = await db
    .select({
      playerId: teamPlayers.id,
      teamId: teamPlayers.teamId,
      isCaptain: teamPlayers.isCaptain,
      isCoCaptain: teamPlayers.isCoCaptain,
    })
    .from(teamPlayers)
    .where(eq(teamPlayers.userId, userId));
  return row ?? null;
}

export async function countPlayers(db: Queryable, teamId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(teamPlayers).where(eq(teamPlayers.teamId, teamId));
  return row.total;
}

/** Parts of a roster: everyone, the captain and co-captains, or the plain players. */
export type Audience = 'members' | 'leads' | 'players';

const AUDIENCES: Record<Audience, SQL | undefined> = {
  members: undefined,
  leads: or(eq(teamPlayers.isCaptain, true), eq(teamPlayers.isCoCaptain, true)),
  players: and(eq(teamPlayers.isCaptain, false), eq(teamPlayers.isCoCaptain, false)),
};

export async function memberIds(
  db: Queryable,
  teamId: number,
  audience: Audience = 'members',
): Promise<number[]> {
  const rows = await db
    .select({ userId: teamPlayers.userId })
    .from(teamPlayers)
    .where(and(eq(teamPlayers.teamId, teamId), AUDIENCES[audience]));
  return rows.map((row) => row.userId);
}

export async function findPlayer(db: Queryable, teamId: number, playerId: number) {
  const [row] = await db
    .select({
      id: teamPlayers.id,
      userId: teamPlayers.userId,
      displayName: users.displayName,
      isCaptain: teamPlayers.isCaptain,
    })
    .from(teamPlayers)
    .innerJoin(users, eq(users.id, teamPlayers.userId))
    .where(and(eq(teamPlayers.teamId, teamId), eq(teamPlayers.id, playerId)));
  return row ?? null;
}

/** Inserts a player row; a user already on a team throws the database's unique violation. */
export async function insertPlayer(
  tx: Queryable,
  player: { teamId: number; userId: number; isCaptain?: boolean },
): Promise<void> {
  await tx.insert(teamPlayers).values(player);
}

/** Deletes the team_players row `playerId` (one player's membership of one team). */
export async function deletePlayer(tx: Queryable, playerId: number): Promise<void> {
  await tx.delete(teamPlayers).where(eq(teamPlayers.id, playerId));
}

/** Sets the player's captain and co-captain flags (given ones only). */
export async function setPlayerRank(
  tx: Queryable,
  playerId: number,
  rank: { isCaptain?: boolean; isCoCaptain?: boolean },
): Promise<void> {
  await tx.update(teamPlayers).set(rank).where(eq(teamPlayers.id, playerId));
}

/**
 * Who takes over the captaincy from `leavingUserId`: the co-captain, else the earliest-joined member; null
 * when nobody else is on the team.
 */
export async function nextCaptainOf(tx: Queryable, teamId: number, leavingUserId: number) {
  const [row] = await tx
    .select({ id: teamPlayers.id, userId: teamPlayers.userId, displayName: users.displayName })
    .from(teamPlayers)
    .innerJoin(users, eq(users.id, teamPlayers.userId))
    .where(and(eq(teamPlayers.teamId, teamId), ne(teamPlayers.userId, leavingUserId)))
    .orderBy(desc(teamPlayers.isCoCaptain), asc(teamPlayers.createdAt), asc(teamPlayers.id))
    .limit(1);
  return row ?? null;
}
