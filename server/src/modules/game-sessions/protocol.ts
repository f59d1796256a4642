import { GAME_MODES } from '@domain/constants';
import { GAME_SERVER_CLIENT_ID_PATTERN } from '@domain/game-servers';
import { JOIN_CODE_LENGTH } from '@domain/match-join-codes';
import { z } from 'zod';

// The game-server protocol (docs/game-server-protocol.md): every message in both directions as a zod schema.
// Nothing a game server sends is used before it passes these. Version 2 adds league matches (a session bound
// to a match, live player stats, the final result); a version-1 game server hosts plain sessions as before.

export const PROTOCOL_VERSION = 2;
/** The versions the gateway accepts; welcome answers with the one the hello declared. */
export const PROTOCOL_VERSIONS = [1, 2] as const;
export type ProtocolVersion = (typeof PROTOCOL_VERSIONS)[number];
/** The version from which a game server hosts league matches. */
export const MATCH_PROTOCOL_VERSION = 2;
export const GATEWAY_PATH = '/api/game-servers/ws';

/** Close codes the gateway uses (besides 1000 normal, 1001 going away and ws's own 1009 too large). */
export const CLOSE = {
  goingAway: 1001,
  tooLarge: 1009,
  unauthorized: 4001,
  protocolError: 4002,
  unsupportedVersion: 4003,
  rateLimited: 4008,
  replaced: 4009,
  silent: 4010,
  credentialNotReady: 4011,
} as const;

const clientIdSchema = z.string().regex(GAME_SERVER_CLIENT_ID_PATTERN);
const sessionId = z.int().positive().max(2_147_483_647);
const seq = z.int().positive().max(Number.MAX_SAFE_INTEGER);
const commandId = z.string().min(1).max(64);
const text = (max: number) => z.string().min(1).max(max);
const count = z.int().min(0).max(1_000_000);

// Game server -> API server.

export const helloSchema = z.strictObject({
  type: z.literal('hello'),
  protocol: z.int(),
  token: z.string().max(512).optional(),
  clientId: clientIdSchema,
  customId: text(100).optional(),
  /** The connection this one continues (informational: the server resumes by clientId). */
  resume: z.strictObject({ socketId: text(64) }).optional(),
  /** Version 2: how many sessions it hosts at once (1 when left out). */
  slots: z.int().min(1).max(64).optional(),
});

export const heartbeatSchema = z.strictObject({ type: z.literal('heartbeat') });

export const ACK_ERRORS = ['busy', 'code_in_use', 'unknown_session', 'invalid', 'internal'] as const;
export type AckError = (typeof ACK_ERRORS)[number];

export const ackSchema = z.strictObject({
  type: z.literal('ack'),
  id: commandId,
  ok: z.boolean(),
  error: z.enum(ACK_ERRORS).optional(),
  message: z.string().max(200).optional(),
});

export const gameStateSchema = z.strictObject({
  mode: text(32),
  playerCount: count,
  teamA: count,
  teamB: count,
});

const userId = z.int().positive().max(2_147_483_647);
const side = z.enum(['A', 'B']);

/** Version 2: one player's totals so far in a match session. */
export const livePlayerSchema = z.strictObject({
  userId,
  team: side,
  eliminations: count,
  deaths: count,
  hits: count,
  shots: count,
});

export const REPORTED_STATUSES = ['starting', 'running', 'ended'] as const;
export type ReportedStatus = (typeof REPORTED_STATUSES)[number];

export const stateSchema = z.strictObject({
  type: z.literal('state'),
  seq,
  sessionId,
  status: z.enum(REPORTED_STATUSES),
  serverStart: z.iso.datetime({ offset: true }).nullable(),
  slaveIp: z.union([z.ipv4(), z.ipv6()]).nullable(),
  slavePort: z.int().min(1).max(65535).nullable(),
  gameState: gameStateSchema,
  /** Version 2, match sessions: the players' live totals. */
  players: z.array(livePlayerSchema).max(64).optional(),
});

/** Version 2: the final result of a match session, sent once and repeated under its id until acked. */
export const resultSchema = z.strictObject({
  type: z.literal('result'),
  id: z.uuid(),
  seq,
  sessionId,
  matchId: z.int().positive().max(2_147_483_647),
  teamA: z.int().min(0).max(99),
  teamB: z.int().min(0).max(99),
  players: z
    .array(
      livePlayerSchema.extend({
        secondsPlayed: z
          .int()
          .min(0)
          .max(24 * 60 * 60),
      }),
    )
    .min(1)
    .max(64),
});

/**
 * Version 2: a player in the headset typed their personal join code; the league answers with an ack that
 * names the player and their side (or refuses the code). Only the game server hosting the session's match
 * redeems its codes, each once.
 */
export const redeemJoinCodeSchema = z.strictObject({
  type: z.literal('redeemJoinCode'),
  id: z.uuid(),
  sessionId,
  /** Case and surrounding spaces do not matter: players type it on a virtual keyboard. */
  code: z
    .string()
    .min(1)
    .max(JOIN_CODE_LENGTH * 2),
});

export const inboundSchema = z.discriminatedUnion('type', [
  helloSchema,
  heartbeatSchema,
  ackSchema,
  stateSchema,
  resultSchema,
  redeemJoinCodeSchema,
]);

export type Hello = z.infer<typeof helloSchema>;
export type Ack = z.infer<typeof ackSchema>;
export type StateReport = z.infer<typeof stateSchema>;
export type ResultReport = z.infer<typeof resultSchema>;
export type RedeemJoinCode = z.infer<typeof redeemJoinCodeSchema>;
export type Inbound = z.infer<typeof inboundSchema>;

// API server -> game server.

const teamSchema = z.strictObject({
  id: z.int().positive(),
  name: z.string(),
  players: z.array(z.strictObject({ userId, displayName: z.string() })),
});

export const createSessionCommandSchema = z.strictObject({
  type: z.literal('createSession'),
  id: commandId,
  sessionId,
  code: text(32),
  isPublic: z.boolean(),
  mode: z.enum(GAME_MODES),
  /** Version 2: the league match this session hosts, with both teams' rosters. */
  match: z
    .strictObject({
      id: z.int().positive(),
      bestOf: z.int().positive(),
      /**
       * Kick-off (ISO 8601 UTC): the session is a lobby until then (reported `starting`) and plays from
       * then (`running`); a result from before it is refused.
       */
      startsAt: z.iso.datetime(),
      teamA: teamSchema,
      teamB: teamSchema,
    })
    .optional(),
});
export type MatchBrief = NonNullable<z.infer<typeof createSessionCommandSchema>['match']>;

export const stopSessionCommandSchema = z.strictObject({
  type: z.literal('stopSession'),
  id: commandId,
  sessionId,
});

export const commandSchema = z.discriminatedUnion('type', [
  createSessionCommandSchema,
  stopSessionCommandSchema,
]);
export type Command = z.infer<typeof commandSchema>;

/** A command before it gets its id. */
export type CommandBody = Command extends infer C ? (C extends Command ? Omit<C, 'id'> : never) : never;

export const welcomeSchema = z.strictObject({
  type: z.literal('welcome'),
  protocol: z.union([z.literal(1), z.literal(2)]),
  socketId: z.string(),
  heartbeatMs: z.int().positive(),
  staleAfterMs: z.int().positive(),
  maxMessageBytes: z.int().positive(),
  rate: z.strictObject({ perSecond: z.number().positive(), burst: z.int().positive() }),
  /** The highest seq applied for this game server: continue numbering above it. */
  lastSeq: z.int().min(0),
  /** Sessions the server believes this game server hosts (Pending or Active). */
  sessions: z.array(z.strictObject({ sessionId, code: z.string(), status: z.enum(['Pending', 'Active']) })),
});
export type Welcome = z.infer<typeof welcomeSchema>;

export const SERVER_ERRORS = ['unknown_session'] as const;
export const errorMessageSchema = z.strictObject({
  type: z.literal('error'),
  error: z.enum(SERVER_ERRORS),
  message: z.string(),
  sessionId: sessionId.optional(),
});
export type ErrorMessage = z.infer<typeof errorMessageSchema>;

/** Version 2: the answer to a result (the same ack a command gets from a game server). */
export const resultAckSchema = ackSchema;
export type ResultAck = z.infer<typeof resultAckSchema>;

/** Version 2: the answer to redeemJoinCode; when ok, the player it seats and their side. */
export const joinCodeAckSchema = ackSchema.extend({
  player: z.strictObject({ userId, displayName: z.string(), team: side }).optional(),
});
export type JoinCodeAck = z.infer<typeof joinCodeAckSchema>;

export const outboundSchema = z.discriminatedUnion('type', [
  welcomeSchema,
  joinCodeAckSchema,
  createSessionCommandSchema,
  stopSessionCommandSchema,
  errorMessageSchema,
]);
export type Outbound = z.infer<typeof outboundSchema>;

export type ParseResult = { ok: true; message: Inbound } | { ok: false; reason: string };

/** A text frame from a game server, parsed and validated; the reason names what was wrong. */
export function parseInbound(raw: string): ParseResult {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'malformed JSON' };
  }
  const parsed = inboundSchema.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  return { ok: false, reason: `invalid message${where}: ${issue?.message ?? 'unknown'}`.slice(0, 120) };
}
