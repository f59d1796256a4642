import { connectedClientSchema, gameSessionSchema, sessionStatusFilterSchema } from '@domain/game-sessions';
import { listQuerySchema } from '@server/http/list-params';
import { idSchema } from '@server/http/params';
import { z } from 'zod';

export { connectedClientSchema, gameSessionSchema };

export const sessionListQuery = listQuerySchema(
  ['id', 'code', 'status', 'mode', 'serverName', 'createdAt', 'serverStart', 'lastUpdatedAt'],
  z.object({
    q: z.string().trim().max(100).optional(),
    status: sessionStatusFilterSchema.optional(),
  }),
);

export const sessionParams = z.object({ id: idSchema });
