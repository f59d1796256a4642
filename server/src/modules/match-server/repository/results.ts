import type { Queryable } from '@server/db/client';
import { gameServerResults, matchPlayerStats, users } from '@server/db/schema';
import { asc, desc, eq } from 'drizzle-orm';

// Tables owned (no other module writes them): game_server_results, match_player_stats.
// Reads and writes of the results game servers send: the ids of results taken and the players' stats.

export async function receivedResult(db: Queryable, id: string) {
  const [row] = await db
    .select({ clientId: gameServerResults.clientId })
    .from(gameServerResults)
    .where(eq(gameServerResults.id, id));
  return row ?? null;
}

export async function playerStatsOf(db: Queryable, matchId: number) {
  return db
    .select({
      userId: matchPlayerStats.userId,
      displayName: users.displayName,
      team: matchPlayerStats.side,
      eliminations: matchPlayerStats.eliminations,
      deaths: matchPlayerStats.deaths,
      hits: matchPlayerStats.hits,
      shots: matchPlayerStats.shots,
      secondsPlayed: matchPlayerStats.secondsPlayed,
    })
    .from(matchPlayerStats)
    .innerJoin(users, eq(users.id, matchPlayerStats.userId))
    .where(eq(matchPlayerStats.matchId, matchId))
    .orderBy(asc(matchPlayerStats.side), desc(matchPlayerStats.eliminations), asc(matchPlayerStats.userId));
}

/** The match's players' stats, replaced by `rows`. */
export async function replacePlayerStats(
  tx: Queryable,
  matchId: number,
  rows: (typeof matchPlayerStats.$inferInsert)[],
): Promise<void> {
  await tx.delete(matchPlayerStats).where(eq(matchPlayerStats.matchId, matchId));
  await tx.insert(matchPlayerStats).values(rows);
}

/** Keeps the id of a result taken, so the same result delivered again is answered, not applied. */
export async function keepReceivedResult(
  tx: Queryable,
  row: typeof gameServerResults.$inferInsert,
): Promise<void> {
  await tx.insert(gameServerResults).values(row);
}
