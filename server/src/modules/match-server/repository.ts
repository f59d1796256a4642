import type { Queryable } from '@server/db/client';
import {
  gameServerResults,
  gameSessions,
  matches,
  matchPlayerStats,
  teamPlayers,
  teams,
  users,
} from '@server/db/schema';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { MatchBrief } from '../game-sessions/protocol';
import type { MatchRecord } from '../matches/parties';
import type { RosterSides } from './player-rules';

// Reads and writes of matches played on game servers: the rosters a session is told, the session hosting
// a match, the results received and the players' stats.

/** Both teams with their players now (team_players), as createSession's `match` carries them. */
export async function matchBrief(db: Queryable, match: MatchRecord, bestOf: number): Promise<MatchBrief> {
  const teamIds = [match.teamAId, match.teamBId];
  const [names, players] = await Promise.all([
    db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds)),
    db
      .select({ teamId: teamPlayers.teamId, userId: teamPlayers.userId, displayName: users.displayName })
      .from(teamPlayers)
      .innerJoin(users, eq(users.id, teamPlayers.userId))
      .where(inArray(teamPlayers.teamId, teamIds))
      .orderBy(asc(teamPlayers.userId)),
  ]);
  const team = (id: number) => ({
    id,
    name: names.find((row) => row.id === id)?.name ?? '',
    players: players
      .filter((row) => row.teamId === id)
      .map(({ userId, displayName }) => ({ userId, displayName })),
  });
  return {
    id: match.id,
    bestOf,
    startsAt: match.scheduledAt.toISOString(),
    teamA: team(match.teamAId),
    teamB: team(match.teamBId),
  };
}

/** The user ids on each side's roster now. */
export async function rosterSides(db: Queryable, match: MatchRecord) {
  const rows = await db
    .select({ teamId: teamPlayers.teamId, userId: teamPlayers.userId })
    .from(teamPlayers)
    .where(inArray(teamPlayers.teamId, [match.teamAId, match.teamBId]));
  const side = (teamId: number) =>
    new Set(rows.filter((row) => row.teamId === teamId).map((row) => row.userId));
  return { A: side(match.teamAId), B: side(match.teamBId) };
}

/** The rosters of the matches these sessions host, by session id (a session hosting no match is left out). */
export async function rosterSidesOfSessions(
  db: Queryable,
  sessionIds: readonly number[],
): Promise<Map<number, RosterSides>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({
      sessionId: gameSessions.id,
      userId: teamPlayers.userId,
      side: sql<'A' | 'B'>`case when ${teamPlayers.teamId} = ${matches.teamAId} then 'A' else 'B' end`,
    })
    .from(gameSessions)
    .innerJoin(matches, eq(matches.id, gameSessions.matchId))
    .leftJoin(
      teamPlayers,
      or(eq(teamPlayers.teamId, matches.teamAId), eq(teamPlayers.teamId, matches.teamBId)),
    )
    .where(inArray(gameSessions.id, [...sessionIds]));
  const bySession = new Map<number, { A: Set<number>; B: Set<number> }>();
  for (const row of rows) {
    const sides = bySession.get(row.sessionId) ?? { A: new Set<number>(), B: new Set<number>() };
    if (row.userId !== null) sides[row.side].add(row.userId);
    bySession.set(row.sessionId, sides);
  }
  return bySession;
}

/** The matches among `matchIds` whose team A or team B has `userId` on its roster. */
export async function matchesPlayedBy(db: Queryable, userId: number, matchIds: readonly number[]) {
  const rows = await db
    .selectDistinct({ id: matches.id })
    .from(matches)
    .innerJoin(
      teamPlayers,
      and(
        eq(teamPlayers.userId, userId),
        or(eq(teamPlayers.teamId, matches.teamAId), eq(teamPlayers.teamId, matches.teamBId)),
      ),
    )
    .where(inArray(matches.id, [...matchIds]));
  return new Set(rows.map((row) => row.id));
}

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

export async function receivedResult(db: Queryable, id: string) {
  const [row] = await db
    .select({ clientId: gameServerResults.clientId })
    .from(gameServerResults)
    .where(eq(gameServerResults.id, id));
  return row ?? null;
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
