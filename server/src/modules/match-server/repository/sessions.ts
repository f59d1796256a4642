import type { Queryable } from '@server/db/client';
import { gameSessions, matches } from '@server/db/schema';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';

// Reads of the game sessions that host matches.

/** Whether `sessionId` is a session of game server `clientId` hosting match `matchId`. */
export async function hostsMatch(db: Queryable, sessionId: number, clientId: string, matchId: number) {
  const [row] = await db
    .select({ id: gameSessions.id })
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.id, sessionId),
        eq(gameSessions.clientId, clientId),
        eq(gameSessions.matchId, matchId),
      ),
    );
  return row !== undefined;
}

/** The newest session that hosted the match (open or not), or null. */
export async function latestMatchSessionId(db: Queryable, matchId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: gameSessions.id })
    .from(gameSessions)
    .where(eq(gameSessions.matchId, matchId))
    .orderBy(desc(gameSessions.id))
    .limit(1);
  return row?.id ?? null;
}

/** The public state of the newest session of each of these matches, in one query. */
export async function newestSessionsOfMatches(db: Queryable, matchIds: readonly number[]) {
  return db
    .selectDistinctOn([gameSessions.matchId], {
      matchId: gameSessions.matchId,
      id: gameSessions.id,
      status: gameSessions.status,
      gameState: gameSessions.gameState,
      lastUpdatedAt: gameSessions.lastUpdatedAt,
    })
    .from(gameSessions)
    .where(inArray(gameSessions.matchId, [...matchIds]))
    .orderBy(asc(gameSessions.matchId), desc(gameSessions.id));
}

/** Each of these sessions with the match it hosts (null fields for a plain session). */
export async function sessionsWithTheirMatches(db: Queryable, sessionIds: number[]) {
  return db
    .select({
      sessionId: gameSessions.id,
      sessionStatus: gameSessions.status,
      matchId: matches.id,
      matchStatus: matches.status,
      scheduledAt: matches.scheduledAt,
    })
    .from(gameSessions)
    .leftJoin(matches, eq(matches.id, gameSessions.matchId))
    .where(inArray(gameSessions.id, sessionIds));
}
