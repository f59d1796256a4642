import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { GAME_SESSION_STATUSES, type GameState } from '../../../../domain/game-sessions';
import { instant, serialId, writtenAt } from './columns';
import { matches, ownedByMatch } from './matches';
import { users } from './users';

// Game servers' connections over the gateway (one row per clientId, kept across reconnects) and the
// sessions they host. Every API instance reads both, so any instance can answer for any game server.

export const gameServerConnections = pgTable(
  'game_server_connections',
  {
    id: serialId(),
    clientId: text().notNull().unique(),
    customId: text(),
    /** The current (or last) connection's id; a replaced connection no longer matches. */
    socketId: text().notNull(),
    /** The API instance holding the connection; commands are routed there. */
    instanceId: text().notNull(),
    connectedAt: writtenAt(),
    lastSeenAt: writtenAt(),
    /** Set when the connection closes; null while it is open. */
    disconnectedAt: instant(),
    /** The protocol version its hello declared: 2 hosts league matches. */
    protocol: integer().notNull().default(1),
    /** How many sessions it hosts at once (its hello's `slots`, else 1): matches go where one is free. */
    slots: integer().notNull().default(1),
  },
  (table) => [index('game_server_connections_socket_idx').on(table.socketId)],
);

export const gameSessionStatus = pgEnum('game_session_status', GAME_SESSION_STATUSES);

export const gameSessions = pgTable(
  'game_sessions',
  {
    id: serialId(),
    clientId: text()
      .notNull()
      .references(() => gameServerConnections.clientId),
    code: text().notNull(),
    mode: text().notNull(),
    isPublic: boolean().notNull().default(false),
    status: gameSessionStatus().notNull().default('Pending'),
    serverStart: instant(),
    slaveIp: text(),
    slavePort: integer(),
    gameState: jsonb().$type<GameState>(),
    /** The seq of the last state report applied; older or repeated reports are ignored. */
    lastSeq: bigint({ mode: 'number' }).notNull().default(0),
    lastUpdatedAt: writtenAt(),
    createdAt: writtenAt(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The league match this session hosts (protocol 2); null for a plain session. */
    matchId: integer().references(() => matches.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('game_sessions_client_idx').on(table.clientId),
    index('game_sessions_status_idx').on(table.status),
    // A match has at most one session that is not over.
    uniqueIndex('game_sessions_one_open_per_match')
      .on(table.matchId)
      .where(sql`${table.matchId} is not null and ${table.status} <> 'Not Active'`),
  ],
);

/**
 * Match results game servers delivered and the league accepted (protocol 2), by the id the game server
 * picked: a result sent again under the same id gets the same ack and changes nothing.
 */
export const gameServerResults = pgTable('game_server_results', {
  id: uuid().primaryKey(),
  clientId: text().notNull(),
  sessionId: integer().references(() => gameSessions.id, { onDelete: 'set null' }),
  matchId: ownedByMatch(),
  receivedAt: writtenAt(),
});
