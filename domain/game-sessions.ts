import { GAME_MODES } from './constants';
import { z } from './zod';

// Game servers' live connections and the game sessions they host:
// the records the API sends and the Game Session Manager's rules and payloads, shared by both sides.

export const GAME_SESSION_STATUSES = ['Pending', 'Active', 'Not Active'] as const;
export type GameSessionStatus = (typeof GAME_SESSION_STATUSES)[number];

/** A game server holding a live connection: id, clientId, customId, socketId. */
export const connectedClientSchema = z
  .object({
    id: z.number().int(),
    /** The id the game server announces in its hello (stable across reconnects). */
    clientId: z.string(),
    /** A human-friendly name the game server may announce (e.g. its droplet name). */
    customId: z.string().nullable(),
    /** The current connection's id; changes on every reconnect. */
    socketId: z.string(),
    upToDate: z.boolean(),
    lastSeenAt: z.string(),
  })
  .meta({ id: 'ConnectedClient' });
export type ConnectedClient = z.infer<typeof connectedClientSchema>;

export const gameStateSchema = z.object({
  mode: z.string(),
  playerCount: z.number(),
  /** Team A's score. */
  teamA: z.number(),
  /** Team B's score. */
  teamB: z.number(),
  /** A match session's live player totals (protocol 2). */
  players: z
    .array(
      z.object({
        userId: z.number().int(),
        team: z.enum(['A', 'B']),
        eliminations: z.number().int(),
        deaths: z.number().int(),
        hits: z.number().int(),
        shots: z.number().int(),
      }),
    )
    .optional(),
});
export type GameState = z.infer<typeof gameStateSchema>;

export const gameSessionSchema = z
  .object({
    id: z.number().int(),
    clientId: z.string(),
    serverName: z.string(),
    status: z.enum(GAME_SESSION_STATUSES),
    mode: z.string(),
    isPublic: z.boolean(),
    /** The league match the session hosts, if any. */
    matchId: z.number().int().nullable(),
    /**
     * The join code; with the address and port, null for a session hosting a league match unless the reader
     * plays for one of its two teams or is an admin.
     */
    code: z.string().nullable(),
    serverStart: z.string().nullable(),
    slaveIp: z.string().nullable(),
    slavePort: z.number().int().nullable(),
    upToDate: z.boolean(),
    lastUpdatedAt: z.string(),
    gameState: gameStateSchema.nullable(),
  })
  .meta({ id: 'GameSession' });
export type GameSession = z.infer<typeof gameSessionSchema>;

/** Inactive means Not Active or Pending. */
export const INACTIVE_SESSION_STATUSES = [
  'Not Active',
  'Pending',
] as const satisfies readonly GameSessionStatus[];

export const isInactiveStatus = (status: GameSessionStatus): boolean =>
  (INACTIVE_SESSION_STATUSES as readonly GameSessionStatus[]).includes(status);

/** The `status` filter of GET /game-sessions: one status, or every active or inactive one. */
export const SESSION_STATUS_FILTERS = {
  Active: ['Active'],
  Pending: ['Pending'],
  'Not Active': ['Not Active'],
  active: ['Active'],
  inactive: INACTIVE_SESSION_STATUSES,
} as const satisfies Record<string, readonly GameSessionStatus[]>;

export type SessionStatusFilter = keyof typeof SESSION_STATUS_FILTERS;

export const sessionStatusFilterSchema = z.enum(
  Object.keys(SESSION_STATUS_FILTERS) as [SessionStatusFilter, ...SessionStatusFilter[]],
);

/** POST /game-sessions/client?clientId= body. The code is described as 4-digit but not checked. */
export const sessionCreatePayloadSchema = z.object({
  code: z.string().trim().min(1).max(32),
  isPublic: z.boolean().default(false),
  mode: z.enum(GAME_MODES),
});
export type SessionCreatePayload = z.output<typeof sessionCreatePayloadSchema>;

/** POST /game-sessions/client's query: the connected game server that hosts the session. */
export const sessionCreateQuerySchema = z.object({ clientId: z.string().min(1).max(64) });

/** The create form: the query's client and the body's fields, each checked by the rule the API applies. */
export const sessionCreateFormSchema = sessionCreatePayloadSchema.extend(sessionCreateQuerySchema.shape);
export type SessionCreateForm = z.output<typeof sessionCreateFormSchema>;

/**
 * GET /game-sessions/stats: the stats cards over every session, whatever page or filter the list shows.
 * `players` sums the playerCount of the Active sessions only: a stopped session's last count is nobody
 * playing now.
 */
export const gameSessionStatsSchema = z
  .object({
    active: z.number().int(),
    inactive: z.number().int(),
    players: z.number(),
  })
  .meta({ id: 'GameSessionStats' });
export type GameSessionStats = z.output<typeof gameSessionStatsSchema>;
