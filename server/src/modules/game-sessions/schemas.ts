import { z } from 'zod';
import type { ConnectedClient, GameSession } from '../../../../domain/api';
import { GAME_SESSION_STATUSES, sessionStatusFilterSchema } from '../../../../domain/game-sessions';
import { listQuerySchema } from '../../http/list-params';
import { idSchema } from '../../http/params';

export const connectedClientSchema = z
  .object({
    id: z.number().int(),
    clientId: z.string(),
    customId: z.string().nullable(),
    socketId: z.string(),
    upToDate: z.boolean(),
    lastSeenAt: z.string(),
  })
  .meta({ id: 'ConnectedClient' }) satisfies z.ZodType<ConnectedClient>;

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
    gameState: z
      .object({ mode: z.string(), playerCount: z.number(), teamA: z.number(), teamB: z.number() })
      .nullable(),
  })
  .meta({ id: 'GameSession' }) satisfies z.ZodType<GameSession>;

export const sessionListQuery = listQuerySchema(
  ['id', 'code', 'status', 'mode', 'serverName', 'createdAt', 'serverStart', 'lastUpdatedAt'],
  z.object({
    q: z.string().trim().max(100).optional(),
    status: sessionStatusFilterSchema.optional(),
  }),
);

export const sessionParams = z.object({ id: idSchema });
