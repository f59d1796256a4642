import { z } from 'zod';
import {
  connectedClientSchema,
  gameSessionSchema,
  sessionStatusFilterSchema,
} from '../../../../domain/game-sessions';
import { listQuerySchema } from '../../http/list-params';
import { idSchema } from '../../http/params';

export { connectedClientSchema, gameSessionSchema };

export const sessionListQuery = listQuerySchema(
  ['id', 'code', 'status', 'mode', 'serverName', 'createdAt', 'serverStart', 'lastUpdatedAt'],
  z.object({
    q: z.string().trim().max(100).optional(),
    status: sessionStatusFilterSchema.optional(),
  }),
);

export const sessionParams = z.object({ id: idSchema });
