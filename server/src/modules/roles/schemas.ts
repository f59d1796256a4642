import { z } from 'zod';
import { roleSchema } from '../../../../domain/roles';
import { listQuerySchema } from '../../http/list-params';

export { roleSchema };

export const roleListQuery = listQuerySchema(
  ['id', 'name', 'memberCount'],
  z.object({ q: z.string().trim().max(100).optional() }),
);
