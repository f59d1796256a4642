import { z } from 'zod';
import type { GameSessionStatus } from './api';
import { GAME_MODES } from './constants';

// The Game Session Manager's rules and payloads, shared by the server and the browser (SPEC sections 3-5).

export const GAME_SESSION_STATUSES = [
  'Pending',
  'Active',
  'Not Active',
] as const satisfies readonly GameSessionStatus[];

/** SPEC section 4: inactive means Not Active or Pending. */
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

/** POST /game-sessions/client?clientId= body. The code is described as 4-digit but not checked (SPEC 5). */
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
