import type { Match, MatchSession } from '@domain/matches';
import { canManageTeams } from '@domain/permissions';
import type { Db } from '@server/db/client';
import { teamPlayers } from '@server/db/schema';
import type { AuthPrincipal } from '@server/plugins/auth';
import { and, eq, inArray } from 'drizzle-orm';
import { findSession } from '../game-sessions/repository';
import { machineOf } from './machines';
import { latestMatchSessionId, playerStatsOf } from './repository';

// What GET /matches/{id} adds for a match played on a game server: its session (live score, players, and
// the join details for the two rosters' players and admins), the machine made for it, and the players'
// stats of its result.

async function mayJoin(db: Db, match: Match, principal: AuthPrincipal): Promise<boolean> {
  if (canManageTeams(principal)) return true;
  const [row] = await db
    .select({ teamId: teamPlayers.teamId })
    .from(teamPlayers)
    .where(
      and(
        eq(teamPlayers.userId, principal.id),
        inArray(teamPlayers.teamId, [match.teamA.id, match.teamB.id]),
      ),
    );
  return row !== undefined;
}

async function sessionOf(db: Db, match: Match, principal: AuthPrincipal, staleAfterMs: number) {
  const id = await latestMatchSessionId(db, match.id);
  const row = id === null ? null : await findSession(db, id, staleAfterMs);
  if (!row) return null;
  const joins = await mayJoin(db, match, principal);
  const state = row.gameState;
  const session: MatchSession = {
    id: row.id,
    status: row.status,
    code: joins ? row.code : null,
    slaveIp: joins ? row.slaveIp : null,
    slavePort: joins ? row.slavePort : null,
    score: state ? { teamA: state.teamA, teamB: state.teamB } : null,
    players: state?.players ?? [],
    lastUpdatedAt: row.lastUpdatedAt.toISOString(),
  };
  return session;
}

export function matchServerDetail(db: Db, staleAfterMs: number) {
  return async (match: Match, principal: AuthPrincipal): Promise<Partial<Match>> => {
    const [session, machine, players] = await Promise.all([
      sessionOf(db, match, principal, staleAfterMs),
      machineOf(db, match.id),
      match.result ? playerStatsOf(db, match.id) : Promise.resolve([]),
    ]);
    return {
      session,
      machine,
      ...(match.result && players.length > 0 ? { result: { ...match.result, players } } : {}),
    };
  };
}
