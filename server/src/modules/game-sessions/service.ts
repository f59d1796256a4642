import { randomUUID } from 'node:crypto';
import type { ConnectedClient, GameSession } from '@domain/api';
import type { GameSessionStats, SessionCreatePayload } from '@domain/game-sessions';
import { canManageTeams } from '@domain/permissions';
import type { Db, Queryable } from '@server/db/client';
import { violatedUniqueConstraint } from '@server/db/errors';
import { HttpError } from '@server/http/http-error';
import type { ListQuery } from '@server/http/list-params';
import type { AuthPrincipal } from '@server/plugins/auth';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../audit/service';
import type { CommandBus } from './bus';
import { commandError, sessionErrors } from './errors';
import type { MatchBrief } from './protocol';
import {
  connectedHolder,
  deleteSession,
  endSession,
  endSessionsOn,
  findSession,
  insertSession,
  listConnectedClients,
  listSessions,
  lockFreeMatchServer,
  type SessionFilter,
  type SessionRow,
  type SessionSortField,
  sessionStats,
} from './repository';
import type { GatewaySettings } from './settings';

// What other modules use of this module's tables, in their own transactions.
export { findSession, matchOfOpenSession, openSessionOfMatch, type QueuedReport } from './repository';

// The Game Session Manager: sessions are created, stopped and deleted here, and the command reaches the
// game server through the bus, whichever instance holds its socket.

export type SessionCreateInput = SessionCreatePayload;

export interface MatchSessionInput extends SessionCreatePayload {
  match: MatchBrief;
  /** The game server to use (the machine made for the match); any free one when absent. */
  clientId?: string;
  /** The captain or admin who started it; null when the league started it by itself. */
  createdBy: number | null;
}

type Timings = Pick<GatewaySettings, 'staleAfterMs' | 'dropAfterMs' | 'commandTimeoutMs'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Game servers a match session is offered to before the start is refused (each found gone is passed over). */
const MATCH_SERVER_TRIES = 3;

function present({ createdAt: _, serverStart, lastUpdatedAt, ...row }: SessionRow): GameSession {
  return { ...row, serverStart: iso(serverStart), lastUpdatedAt: lastUpdatedAt.toISOString() };
}

/**
 * The matches among `matchIds` whose sessions' join details (code, address, port) `principal` may see: the
 * players of the two teams and admins (match-server knows the rosters).
 */
export type JoinDetailsRule = (
  principal: AuthPrincipal,
  matchIds: readonly number[],
) => Promise<ReadonlySet<number>>;

export interface GameSessionService {
  clients(): Promise<ConnectedClient[]>;
  stats(): Promise<GameSessionStats>;
  /** Sessions as `principal` may see them: a league match's join details only under the join-details rule. */
  page(
    principal: AuthPrincipal,
    query: ListQuery<SessionSortField, Omit<SessionFilter, 'qMatchesMatchCodes'>>,
  ): Promise<{ sessions: GameSession[]; total: number }>;
  /** Who may see a league match session's join details (until set: nobody, here). */
  revealJoinDetailsWith(rule: JoinDetailsRule): void;
  /** `principal` is the user the session is created for (the caller, or the admin who created a droplet). */
  create(
    principal: Pick<AuthPrincipal, 'id'>,
    clientId: string,
    input: SessionCreateInput,
  ): Promise<GameSession>;
  /**
   * A session hosting a league match on a connected protocol-2 game server with a free slot, bound to the
   * match (one open session per match: 409 otherwise; 409 NO_GAME_SERVER when no server is free).
   */
  createForMatch(input: MatchSessionInput): Promise<GameSession>;
  stop(principal: AuthPrincipal, id: number): Promise<GameSession>;
  /**
   * Ends every live session of a game server that is gone for good (its machine deleted), in the caller's
   * transaction: nothing is left Active or Stale, nor counted, for a server that cannot report again.
   */
  endAllOnGoneServer(tx: Queryable, clientId: string): Promise<number>;
  remove(principal: AuthPrincipal, id: number): Promise<{ id: number }>;
}

export function createGameSessionService(deps: {
  db: Db;
  bus: CommandBus;
  settings: Timings;
  log: FastifyBaseLogger;
}): GameSessionService {
  const { db, bus, settings, log } = deps;
  let joinDetailsRule: JoinDetailsRule = async () => new Set();

  /** The sessions with the join details of league matches `principal` may not join left out. */
  async function shownTo(principal: AuthPrincipal, rows: readonly SessionRow[]): Promise<GameSession[]> {
    const matchIds = [...new Set(rows.flatMap((row) => (row.matchId === null ? [] : [row.matchId])))];
    const revealed = matchIds.length > 0 ? await joinDetailsRule(principal, matchIds) : new Set<number>();
    return rows.map((row) =>
      row.matchId === null || revealed.has(row.matchId)
        ? present(row)
        : { ...present(row), code: null, slaveIp: null, slavePort: null },
    );
  }

  async function read(queryable: Queryable, id: number): Promise<GameSession> {
    const row = await findSession(queryable, id, settings.staleAfterMs);
    if (!row) throw sessionErrors.sessionNotFound();
    return present(row);
  }

  /** Tells the game server to stop a session; a server that is away hears it when it reports the session. */
  async function deliverStop(clientId: string, sessionId: number): Promise<void> {
    const holder = await connectedHolder(db, clientId, settings.dropAfterMs);
    if (!holder) return;
    const command = { type: 'stopSession' as const, id: randomUUID(), sessionId };
    const result = await bus.send(holder.instanceId, clientId, command, settings.commandTimeoutMs);
    if (result.outcome !== 'ok')
      log.info({ clientId, sessionId, result }, 'stop not confirmed by the game server');
  }

  /** Ends a live session (with its audit entry); true when this call ended it. */
  async function end(principal: AuthPrincipal, row: SessionRow, action: string): Promise<boolean> {
    if (row.status === 'Not Active') return false;
    return db.transaction(async (tx) => {
      const ended = await endSession(tx, row.id);
      if (ended) await audit(tx, principal, action, row);
      return ended;
    });
  }

  function audit(
    tx: Queryable,
    principal: Pick<AuthPrincipal, 'id'>,
    action: string,
    row: Pick<SessionRow, 'id' | 'clientId' | 'code'>,
  ) {
    return recordAudit(tx, {
      actorUserId: principal.id,
      action,
      targetType: 'gameSession',
      targetId: row.id,
      details: { clientId: row.clientId, code: row.code },
    });
  }

  /**
   * Takes a slot of a free game server (not one of `passedOver`) for the match and writes its session, in one
   * transaction; 409 when none is free or the match already has an open session.
   */
  async function placeMatchSession(
    { match, createdBy, clientId, ...input }: MatchSessionInput,
    passedOver: readonly string[],
  ): Promise<{ id: number; clientId: string; instanceId: string }> {
    try {
      return await db.transaction(async (tx) => {
        const server = await lockFreeMatchServer(tx, settings.dropAfterMs, clientId, passedOver);
        if (!server) throw sessionErrors.noFreeServer();
        const values = { clientId: server.clientId, ...input, matchId: match.id, createdBy };
        const id = await insertSession(tx, values);
        if (createdBy !== null) await audit(tx, { id: createdBy }, 'gameSession.create', { id, ...values });
        return { id, clientId: server.clientId, instanceId: server.instanceId };
      });
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'game_sessions_one_open_per_match')
        throw sessionErrors.matchSessionOpen();
      throw error;
    }
  }

  /**
   * Sends the create command. A session the game server refused, or could not be asked for, is deleted; one it
   * did not answer for in time is ended (its code is free again either way).
   */
  async function deliverCreate(
    instanceId: string,
    clientId: string,
    sessionId: number,
    input: SessionCreatePayload & { match?: MatchBrief },
  ): Promise<GameSession> {
    const command = { type: 'createSession' as const, id: randomUUID(), sessionId, ...input };
    const result = await bus.send(instanceId, clientId, command, settings.commandTimeoutMs);
    if (result.outcome === 'refused' || result.outcome === 'offline')
      // The game server holds no such session: no row is left behind for it.
      await deleteSession(db, sessionId);
    // No answer in time: the game server may have started it late, so it stays, ended, to be stopped.
    else if (result.outcome === 'timeout') await endSession(db, sessionId);
    if (result.outcome !== 'ok') throw commandError(result);
    return read(db, sessionId);
  }

  return {
    async clients() {
      const rows = await listConnectedClients(db, settings);
      return rows.map((row) => ({ ...row, lastSeenAt: row.lastSeenAt.toISOString() }));
    },

    stats: () => sessionStats(db),

    async page(principal, query) {
      const filter = { ...query.filter, qMatchesMatchCodes: canManageTeams(principal) };
      const { rows, total } = await listSessions(db, settings.staleAfterMs, { ...query, filter });
      return { sessions: await shownTo(principal, rows), total };
    },

    revealJoinDetailsWith(rule) {
      joinDetailsRule = rule;
    },

    async create(principal, clientId, input) {
      const holder = await connectedHolder(db, clientId, settings.dropAfterMs);
      if (!holder) throw sessionErrors.offline();
      const sessionId = await db.transaction(async (tx) => {
        const id = await insertSession(tx, { clientId, ...input, createdBy: principal.id });
        await audit(tx, principal, 'gameSession.create', { id, clientId, code: input.code });
        return id;
      });
      return deliverCreate(holder.instanceId, clientId, sessionId, input);
    },

    async createForMatch({ match, createdBy, clientId, ...input }) {
      // A game server whose connection closed a moment ago can still look connected; when it turns out gone,
      // the next free one hosts the match (unless the match asked for that one, its own machine).
      const gone: string[] = [];
      for (;;) {
        const placed = await placeMatchSession({ match, createdBy, clientId, ...input }, gone);
        try {
          return await deliverCreate(placed.instanceId, placed.clientId, placed.id, { ...input, match });
        } catch (error) {
          const offline = error instanceof HttpError && error.code === 'GAME_SERVER_OFFLINE';
          if (!offline || clientId !== undefined || gone.length + 1 >= MATCH_SERVER_TRIES) throw error;
          gone.push(placed.clientId);
        }
      }
    },

    async stop(principal, id) {
      const row = await findSession(db, id, settings.staleAfterMs);
      if (!row) throw sessionErrors.sessionNotFound();
      if (await end(principal, row, 'gameSession.stop')) await deliverStop(row.clientId, id);
      const stopped = await findSession(db, id, settings.staleAfterMs);
      if (!stopped) throw sessionErrors.sessionNotFound();
      const [shown] = await shownTo(principal, [stopped]);
      return shown!;
    },

    endAllOnGoneServer: endSessionsOn,

    async remove(principal, id) {
      const row = await findSession(db, id, settings.staleAfterMs);
      if (!row) return { id };
      const wasLive = row.status !== 'Not Active';
      const deleted = await db.transaction(async (tx) => {
        const gone = await deleteSession(tx, id);
        if (gone) await audit(tx, principal, 'gameSession.delete', row);
        return gone;
      });
      if (deleted && wasLive) await deliverStop(row.clientId, id);
      return { id };
    },
  };
}
