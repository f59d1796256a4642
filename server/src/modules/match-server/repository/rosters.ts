import type { Queryable } from '@server/db/client';
import { gameSessions, matches, teamPlayers, teams, users } from '@server/db/schema';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { MatchBrief } from '../../game-sessions/protocol';
import type { MatchRecord } from '../../matches/parties';
import type { RosterSides } from '../player-rules';

// Reads of the two rosters of a match played on a game server: what its session is told, and who plays on
// which side.

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
