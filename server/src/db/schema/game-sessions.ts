import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { GameState } from '../../../../domain/api';
import { GAME_SESSION_STATUSES } from '../../../../domain/game-sessions';
import { users } from './users';

// Game servers that connect over the gateway (one row per clientId, kept across reconnects) and the
// sessions they host. Every API instance reads both, so any instance can answer for any game server.

export const gameServers = pgTable(
  'game_servers',
  {
    id: serial().primaryKey(),
    clientId: text().notNull().unique(),
    customId: text(),
    /** The current (or last) connection's id; a replaced connection no longer matches. */
    socketId: text().notNull(),
    /** The API instance holding the connection; commands are routed there. */
    instanceId: text().notNull(),
    connectedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when the connection closes; null while it is open. */
    disconnectedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('game_servers_socket_idx').on(table.socketId)],
);

export const gameSessionStatus = pgEnum('game_session_status', GAME_SESSION_STATUSES);

export const gameSessions = pgTable(
  'game_sessions',
  {
    id: serial().primaryKey(),
    clientId: text()
      .notNull()
      .references(() => gameServers.clientId),
    code: text().notNull(),
    mode: text().notNull(),
    isPublic: boolean().notNull().default(false),
    status: gameSessionStatus().notNull().default('Pending'),
    serverStart: timestamp({ withTimezone: true }),
    slaveIp: text(),
    slavePort: integer(),
    gameState: jsonb().$type<GameState>(),
    /** The seq of the last state report applied; older or repeated reports are ignored. */
    lastSeq: bigint({ mode: 'number' }).notNull().default(0),
    lastUpdatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('game_sessions_client_idx').on(table.clientId),
    index('game_sessions_status_idx').on(table.status),
  ],
);
