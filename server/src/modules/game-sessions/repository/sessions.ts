import type { GameSessionStatus } from '@domain/api';
import {
  type GameSessionStats,
  INACTIVE_SESSION_STATUSES,
  SESSION_STATUS_FILTERS,
  type SessionStatusFilter,
} from '@domain/game-sessions';
import type { Queryable } from '@server/db/client';
import { containsPattern, orderFor, totalOf, totalRows, withPage } from '@server/db/lists';
import { gameServerConnections, gameSessions, matchMachines } from '@server/db/schema';
import type { ListQuery } from '@server/http/list-params';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import { MATCH_PROTOCOL_VERSION, type StateReport } from '../protocol';
import { isConnected, isUpToDate } from './connections';

// Game sessions: their game servers' state reports, the sessions list, and the sessions hosting league
// matches.

/** The sessions of one game server, for the connection that now speaks for it. */
export async function sessionsOfClient(db: Queryable, clientId: string) {
  return db
    .select({
      id: gameSessions.id,
      code: gameSessions.code,
      status: gameSessions.status,
      lastSeq: gameSessions.lastSeq,
    })
    .from(gameSessions)
    .where(eq(gameSessions.clientId, clientId))
    .orderBy(asc(gameSessions.id));
}

// State reports.

export interface QueuedReport extends StateReport {
  clientId: string;
}

/**
 * Applies the latest report of each session in one statement. A report only lands on its own game
 * server's session and only when its seq is newer; a stopped session stays Not Active.
 */
export async function applyReports(db: Queryable, reports: readonly QueuedReport[]): Promise<void> {
  if (reports.length === 0) return;
  // A match session's live player totals are kept with its game state.
  const stateOf = (r: QueuedReport) => (r.players ? { ...r.gameState, players: r.players } : r.gameState);
  const rows = reports.map(
    (r) =>
      sql`(${r.sessionId}::integer, ${r.clientId}, ${r.seq}::bigint, ${r.status}, ${r.serverStart}::timestamptz, ${r.slaveIp}, ${r.slavePort}::integer, ${JSON.stringify(stateOf(r))}::jsonb)`,
  );
  await db.execute(sql`
    update ${gameSessions} as s set
      status = case
        when s.status = 'Not Active' then s.status
        when v.status = 'running' then 'Active'::game_session_status
        when v.status = 'ended' then 'Not Active'::game_session_status
        else s.status end,
      server_start = v.server_start, slave_ip = v.slave_ip, slave_port = v.slave_port,
      game_state = v.game_state, last_seq = v.seq, last_updated_at = now()
    from (values ${sql.join(rows, sql`, `)})
      as v(id, client_id, seq, status, server_start, slave_ip, slave_port, game_state)
    where s.id = v.id and s.client_id = v.client_id and s.last_seq < v.seq`);
}

// Sessions.

const sessionColumns = {
  id: gameSessions.id,
  clientId: gameSessions.clientId,
  serverName: sql<string>`coalesce(${gameServerConnections.customId}, ${gameSessions.clientId})`,
  status: gameSessions.status,
  mode: gameSessions.mode,
  isPublic: gameSessions.isPublic,
  matchId: gameSessions.matchId,
  code: gameSessions.code,
  serverStart: gameSessions.serverStart,
  slaveIp: gameSessions.slaveIp,
  slavePort: gameSessions.slavePort,
  lastUpdatedAt: gameSessions.lastUpdatedAt,
  gameState: gameSessions.gameState,
  createdAt: gameSessions.createdAt,
};

function selectSessions<Extra extends Record<string, SQL>>(
  db: Queryable,
  staleAfterMs: number,
  extra: Extra,
) {
  return db
    .select({ ...sessionColumns, upToDate: isUpToDate(staleAfterMs), ...extra })
    .from(gameSessions)
    .leftJoin(gameServerConnections, eq(gameServerConnections.clientId, gameSessions.clientId));
}

export type SessionRow = Awaited<ReturnType<typeof findSession>> & {};

export async function findSession(db: Queryable, id: number, staleAfterMs: number) {
  const [row] = await selectSessions(db, staleAfterMs, {}).where(eq(gameSessions.id, id));
  return row ?? null;
}

export type SessionSortField =
  | 'id'
  | 'code'
  | 'status'
  | 'mode'
  | 'serverName'
  | 'createdAt'
  | 'serverStart'
  | 'lastUpdatedAt';
export interface SessionFilter {
  q?: string;
  status?: SessionStatusFilter;
  /** Whether `q` may match the codes of sessions hosting league matches (codes the reader may not see do not). */
  qMatchesMatchCodes?: boolean;
}

const SORTABLE: Record<SessionSortField, SQLWrapper> = {
  id: gameSessions.id,
  code: gameSessions.code,
  status: gameSessions.status,
  mode: gameSessions.mode,
  serverName: sessionColumns.serverName,
  createdAt: gameSessions.createdAt,
  serverStart: gameSessions.serverStart,
  lastUpdatedAt: gameSessions.lastUpdatedAt,
};

const isStatus = (statuses: readonly GameSessionStatus[]) => inArray(gameSessions.status, [...statuses]);

export async function listSessions(
  db: Queryable,
  staleAfterMs: number,
  { sort, range, filter }: ListQuery<SessionSortField, SessionFilter>,
): Promise<{ rows: SessionRow[]; total: number }> {
  const pattern = filter?.q ? containsPattern(filter.q) : undefined;
  const where = and(
    filter?.status ? isStatus(SESSION_STATUS_FILTERS[filter.status]) : undefined,
    pattern
      ? or(
          and(
            ilike(gameSessions.code, pattern),
            filter?.qMatchesMatchCodes ? undefined : isNull(gameSessions.matchId),
          ),
          ilike(gameSessions.clientId, pattern),
          ilike(gameServerConnections.customId, pattern),
        )
      : undefined,
  );
  const rows = await withPage(
    selectSessions(db, staleAfterMs, { total: totalRows })
      .where(where)
      .orderBy(...orderFor(sort, SORTABLE, [desc(gameSessions.createdAt), desc(gameSessions.id)]))
      .$dynamic(),
    range,
  );
  const total = await totalOf(rows, range, async () => {
    const [counted] = await db
      .select({ total: count() })
      .from(gameSessions)
      .leftJoin(gameServerConnections, eq(gameServerConnections.clientId, gameSessions.clientId))
      .where(where);
    return counted.total;
  });
  return { rows: rows.map(({ total: _, ...row }) => row), total };
}

/** The stats cards in one statement over every session. */
export async function sessionStats(db: Queryable): Promise<GameSessionStats> {
  const active = isStatus(['Active']);
  const [row] = await db
    .select({
      active: sql<number>`cast(count(*) filter (where ${active}) as integer)`,
      inactive: sql<number>`cast(count(*) filter (where ${isStatus(INACTIVE_SESSION_STATUSES)}) as integer)`,
      players: sql<number>`cast(coalesce(sum((${gameSessions.gameState} ->> 'playerCount')::numeric) filter (where ${active}), 0) as double precision)`,
    })
    .from(gameSessions);
  return row;
}

export async function insertSession(
  db: Queryable,
  values: typeof gameSessions.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(gameSessions).values(values).returning({ id: gameSessions.id });
  return row.id;
}

/** Marks a session Not Active; true when it was not already. */
export async function endSession(db: Queryable, id: number): Promise<boolean> {
  const ended = await db
    .update(gameSessions)
    .set({ status: 'Not Active', lastUpdatedAt: sql`now()` })
    .where(and(eq(gameSessions.id, id), sql`${gameSessions.status} <> 'Not Active'`))
    .returning({ id: gameSessions.id });
  return ended.length > 0;
}

/** Ends every live session of game server `clientId`; answers how many. */
export async function endSessionsOn(db: Queryable, clientId: string): Promise<number> {
  const ended = await db
    .update(gameSessions)
    .set({ status: 'Not Active', lastUpdatedAt: sql`now()` })
    .where(and(eq(gameSessions.clientId, clientId), sql`${gameSessions.status} <> 'Not Active'`))
    .returning({ id: gameSessions.id });
  return ended.length;
}

export async function deleteSession(db: Queryable, id: number): Promise<boolean> {
  const deleted = await db
    .delete(gameSessions)
    .where(eq(gameSessions.id, id))
    .returning({ id: gameSessions.id });
  return deleted.length > 0;
}

// Match sessions (protocol 2).

/**
 * Locks a connected protocol-2 game server with a free slot for a match session (the first by clientId, its
 * row locked for the transaction so two matches started at once cannot both take its last slot): `clientId`
 * when given (the machine made for the match), else any but the machines made for other matches and those in
 * `passedOver`. Null when none is free.
 */
export async function lockFreeMatchServer(
  db: Queryable,
  dropAfterMs: number,
  clientId?: string,
  passedOver: readonly string[] = [],
) {
  const reservedForMatches = db
    .select({ clientId: matchMachines.clientId })
    .from(matchMachines)
    .where(and(inArray(matchMachines.status, ['booting', 'hosting']), isNotNull(matchMachines.clientId)));
  const candidates = await db
    .select({ clientId: gameServerConnections.clientId })
    .from(gameServerConnections)
    .where(
      and(
        isConnected(dropAfterMs),
        gte(gameServerConnections.protocol, MATCH_PROTOCOL_VERSION),
        clientId === undefined
          ? notInArray(gameServerConnections.clientId, reservedForMatches)
          : eq(gameServerConnections.clientId, clientId),
        passedOver.length > 0 ? notInArray(gameServerConnections.clientId, [...passedOver]) : undefined,
      ),
    )
    .orderBy(asc(gameServerConnections.clientId));
  for (const candidate of candidates) {
    const [locked] = await db
      .select({
        clientId: gameServerConnections.clientId,
        instanceId: gameServerConnections.instanceId,
        slots: gameServerConnections.slots,
      })
      .from(gameServerConnections)
      .where(and(eq(gameServerConnections.clientId, candidate.clientId), isConnected(dropAfterMs)))
      .for('update');
    if (!locked) continue;
    const [open] = await db
      .select({ sessions: count() })
      .from(gameSessions)
      .where(and(eq(gameSessions.clientId, candidate.clientId), ne(gameSessions.status, 'Not Active')));
    if (open.sessions < locked.slots) return locked;
  }
  return null;
}

/** The open (Pending or Active) session hosting the match, or null. */
export async function openSessionOfMatch(db: Queryable, matchId: number) {
  const [row] = await db
    .select({ id: gameSessions.id, clientId: gameSessions.clientId })
    .from(gameSessions)
    .where(and(eq(gameSessions.matchId, matchId), ne(gameSessions.status, 'Not Active')));
  return row ?? null;
}

/** The match an open session of game server `clientId` hosts, or null (no such open session, or no match). */
export async function matchOfOpenSession(
  db: Queryable,
  sessionId: number,
  clientId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ matchId: gameSessions.matchId })
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.id, sessionId),
        eq(gameSessions.clientId, clientId),
        ne(gameSessions.status, 'Not Active'),
      ),
    );
  return row?.matchId ?? null;
}
