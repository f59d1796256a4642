import {
  DROPLET_STATUSES,
  dropletSchema,
  regionSchema,
  sizeOptionSchema,
  snapshotSchema,
} from '@domain/droplets';
import { listQuerySchema } from '@server/http/list-params';
import { idSchema } from '@server/http/params';
import { z } from 'zod';

// Parameter schemas of the cloud routes, and the records they answer with (domain/droplets.ts).

export { dropletSchema, regionSchema, sizeOptionSchema as sizeSchema, snapshotSchema };

export const dropletParams = z.object({ id: idSchema });

/** The list's filter: `q` (part of the name, any case) and `status`. */
export const dropletListFilter = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(DROPLET_STATUSES).optional(),
});
export type DropletListFilter = z.output<typeof dropletListFilter>;

export const dropletListQuery = listQuerySchema(['created_at', 'name', 'status'], dropletListFilter);
