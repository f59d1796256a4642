import { roleSchema } from '@domain/roles';
import { listQuerySchema } from '@server/http/list-params';
import { z } from 'zod';

export { roleSchema };

export const roleListQuery = listQuerySchema(
  ['id', 'name', 'memberCount'],
  z.object({ q: z.string().trim().max(100).optional() }),
);
