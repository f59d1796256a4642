import { z } from 'zod';
import {
  connectedClientSchema,
  GAME_SESSION_STATUSES,
  gameSessionSchema,
} from '../../../../domain/game-sessions';
import { listQuerySchema } from '../../http/list-params';
import { idSchema } from '../../http/params';

export { connectedClientSchema, gameSessionSchema };

export const sessionListQuery = listQuerySchema(
  ['id', 'code', 'status', 'mode', 'serverName', 'createdAt', 'lastUpdatedAt'],
  z.object({
    q: z.string().trim().max(100).optional(),
    status: z.enum([...GAME_SESSION_STATUSES, 'active', 'inactive']).optional(),
  }),
);

export const createSessionQuery = z.object({ clientId: z.string().min(1).max(64) });

export const sessionParams = z.object({ id: idSchema });
