import { z } from 'zod';
import type { Role } from '../../../../domain/api';
import { listQuerySchema } from '../../http/list-params';

/** domain/api.ts Role as a response schema. */
export const roleSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    builtIn: z.boolean(),
    description: z.string().nullable(),
    permissions: z.array(z.string()),
    memberCount: z.number().int(),
  })
  .meta({ id: 'Role' }) satisfies z.ZodType<Role>;

export const roleListQuery = listQuerySchema(
  ['id', 'name', 'memberCount'],
  z.object({ q: z.string().trim().max(100).optional() }),
);
