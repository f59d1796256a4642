import type { MatchLiveSession } from '@domain/live';
import type { Match, MatchSession } from '@domain/matches';
import { canManageTeams } from '@domain/permissions';
import type { Db } from '@server/db/client';
import type { AuthPrincipal } from '@server/plugins/auth';
import { findSession } from '../game-sessions/service';
import { machineOf } from './machines';
import { playerStatsOf } from './repository/results';
import { matchesPlayedBy } from './repository/rosters';
import { latestMatchSessionId, newestSessionsOfMatches } from './repository/sessions';

// What GET /matches/{id} adds for a match played on a game server: its session (live score, players, and
// the join details for the two rosters' players and admins), the machine made for it, and the players'
// stats of its result.

/**
 * The matches among `matchIds` whose session join details (code, address, port) `principal` may see: the
 * players of the two teams and admins. GET /matches/{id} and GET /game-sessions both follow it.
 */
export function joinDetailsRule(db: Db) {
  return async (principal: AuthPrincipal, matchIds: readonly number[]): Promise<ReadonlySet<number>> =>
    canManageTeams(principal) ? new Set(matchIds) : matchesPlayedBy(db, principal.id, matchIds);
}

/** What any viewer of the match sees of its session (GET /matches/{id} and the live view's state events). */
function publicSession(row: {
  id: number;
  status: MatchSession['status'];
  gameState: { teamA: number; teamB: number; players?: MatchSession['players'] } | null;
  lastUpdatedAt: Date;
}): MatchLiveSession {
  const state = row.gameState;
  return {
    id: row.id,
    status: row.status,
    score: state ? { teamA: state.teamA, teamB: state.teamB } : null,
    players: state?.players ?? [],
    lastUpdatedAt: row.lastUpdatedAt.toISOString(),
  };
}

async function sessionOf(db: Db, match: Match, principal: AuthPrincipal, staleAfterMs: number) {
  const id = await latestMatchSessionId(db, match.id);
  const row = id === null ? null : await findSession(db, id, staleAfterMs);
  if (!row) return null;
  const joins = (await joinDetailsRule(db)(principal, [match.id])).has(match.id);
  const session: MatchSession = {
    ...publicSession(row),
    code: joins ? row.code : null,
    slaveIp: joins ? row.slaveIp : null,
    slavePort: joins ? row.slavePort : null,
  };
  return session;
}

/** The live view's reader: the public state of the newest session of each match, in one query. */
export function matchLiveSessions(db: Db) {
  return async (matchIds: readonly number[]): Promise<Map<number, MatchLiveSession>> => {
    const rows = await newestSessionsOfMatches(db, matchIds);
    return new Map(rows.map((row) => [row.matchId ?? 0, publicSession(row)]));
  };
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
