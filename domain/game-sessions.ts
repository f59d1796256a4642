import { z } from 'zod';

// Game servers' live connections and the game sessions they host (SPEC section 3, DESIGN section 5),
// as the API sends them.

export const GAME_SESSION_STATUSES = ['Pending', 'Active', 'Not Active'] as const;
export type GameSessionStatus = (typeof GAME_SESSION_STATUSES)[number];

/** A game server holding a live connection (SPEC: id, clientId, customId, socketId). */
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
    code: z.string(),
    serverStart: z.string().nullable(),
    slaveIp: z.string().nullable(),
    slavePort: z.number().int().nullable(),
    upToDate: z.boolean(),
    lastUpdatedAt: z.string(),
    gameState: gameStateSchema.nullable(),
  })
  .meta({ id: 'GameSession' });
export type GameSession = z.infer<typeof gameSessionSchema>;
