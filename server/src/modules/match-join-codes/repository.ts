import type { Queryable } from '@server/db/client';
import { matches, matchJoinCodes, teamPlayers, users } from '@server/db/schema';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';

// Tables owned (no other module writes them): match_join_codes.
// Rows of join codes, and the roster side of a match's player.

export type MatchSide = 'A' | 'B';

/** The match's teams, status and kick-off, or null. */
export async function matchOf(db: Queryable, matchId: number) {
  const [row] = await db
    .select({
      id: matches.id,
      teamAId: matches.teamAId,
      teamBId: matches.teamBId,
      status: matches.status,
      scheduledAt: matches.scheduledAt,
    })
    .from(matches)
    .where(eq(matches.id, matchId));
  return row ?? null;
}
export type JoinCodeMatch = NonNullable<Awaited<ReturnType<typeof matchOf>>>;

/** The user's side in the match (the roster they are on now) with their team and name, or null. */
export async function rosterSideOf(db: Queryable, match: JoinCodeMatch, userId: number) {
  const [row] = await db
    .select({ teamId: teamPlayers.teamId, displayName: users.displayName })
    .from(teamPlayers)
    .innerJoin(users, eq(users.id, teamPlayers.userId))
    .where(and(eq(teamPlayers.userId, userId), inArray(teamPlayers.teamId, [match.teamAId, match.teamBId])));
  if (!row) return null;
  const side: MatchSide = row.teamId === match.teamAId ? 'A' : 'B';
  return { side, teamId: row.teamId, displayName: row.displayName };
}

/** The player's open (unused) code for the match, as a condition. */
const openCodeOfPlayer = (matchId: number, userId: number) =>
  and(eq(matchJoinCodes.matchId, matchId), eq(matchJoinCodes.userId, userId), isNull(matchJoinCodes.usedAt));

/** The player's open (unused) code for the match, or null. */
export async function openCodeOf(db: Queryable, matchId: number, userId: number) {
  const [row] = await db
    .select({ id: matchJoinCodes.id, seed: matchJoinCodes.seed, expiresAt: matchJoinCodes.expiresAt })
    .from(matchJoinCodes)
    .where(openCodeOfPlayer(matchId, userId));
  return row ?? null;
}

/** Drops the player's open code for the match if it expired by `now` (a new one takes its place). */
export async function dropExpiredCode(db: Queryable, matchId: number, userId: number, now: Date) {
  await db
    .delete(matchJoinCodes)
    .where(and(openCodeOfPlayer(matchId, userId), lte(matchJoinCodes.expiresAt, now)));
}

/**
 * Inserts the player's open code unless they have one (the unique index on open codes per player decides,
 * so two requests at once leave one row). A hash taken by another open code fails with a unique violation
 * of match_join_codes_open_hash_unique: the caller picks another seed.
 */
export async function insertOpenCode(
  db: Queryable,
  values: { matchId: number; userId: number; codeHash: string; seed: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(matchJoinCodes)
    .values(values)
    .onConflictDoNothing({
      target: [matchJoinCodes.matchId, matchJoinCodes.userId],
      where: sql`${matchJoinCodes.usedAt} is null`,
    });
}

/** The open code with this hash, locked until the transaction ends (a code is redeemed once), or null. */
export async function lockOpenCode(tx: Queryable, codeHash: string) {
  const [row] = await tx
    .select({
      id: matchJoinCodes.id,
      matchId: matchJoinCodes.matchId,
      userId: matchJoinCodes.userId,
      expiresAt: matchJoinCodes.expiresAt,
    })
    .from(matchJoinCodes)
    .where(and(eq(matchJoinCodes.codeHash, codeHash), isNull(matchJoinCodes.usedAt)))
    .for('update');
  return row ?? null;
}

export async function markRedeemed(tx: Queryable, id: number, sessionId: number, now: Date) {
  await tx
    .update(matchJoinCodes)
    .set({ usedAt: now, usedInSessionId: sessionId })
    .where(eq(matchJoinCodes.id, id));
}
