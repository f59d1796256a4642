import { z } from 'zod';
import { DROPLET_STATUSES } from '../../../../domain/servers';
import { listQuerySchema } from '../../http/list-params';
import { idSchema } from '../../http/params';

// Response and parameter schemas of the cloud routes (domain/api.ts types, DigitalOcean's field names).

const specs = {
  memory: z.number(),
  vcpus: z.number(),
  disk: z.number(),
  transfer: z.number(),
  price_monthly: z.number(),
  price_hourly: z.number(),
};

const addressSchema = z.object({
  ip_address: z.string(),
  type: z.string(),
  gateway: z.string().optional(),
  netmask: z.string().optional(),
});

/** A droplet's figures are only shown: absent when the provider sent them null or odd. */
const shownSpecs = {
  memory: z.number().optional(),
  vcpus: z.number().optional(),
  disk: z.number().optional(),
  transfer: z.number().optional(),
  price_monthly: z.number().optional(),
  price_hourly: z.number().optional(),
};

export const dropletSchema = z
  .object({
    ...shownSpecs,
    id: z.number().int(),
    name: z.string(),
    status: z.enum(DROPLET_STATUSES),
    region: z.object({ slug: z.string(), name: z.string() }).optional(),
    size_slug: z.string().optional(),
    created_at: z.string().optional(),
    tags: z.array(z.string()),
    networks: z.object({ v4: z.array(addressSchema), v6: z.array(addressSchema) }),
  })
  .meta({ id: 'Droplet' });

export const snapshotSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    created_at: z.string(),
    min_disk_size: z.number().optional(),
    regions: z.array(z.string()).optional(),
  })
  .meta({ id: 'Snapshot' });

export const sizeSchema = z
  .object({
    ...specs,
    slug: z.string(),
    description: z.string(),
    regions: z.array(z.string()),
    available: z.boolean(),
  })
  .meta({ id: 'SizeOption' });

export const regionSchema = z
  .object({ slug: z.string(), name: z.string(), available: z.boolean() })
  .meta({ id: 'Region' });

export const dropletParams = z.object({ id: idSchema });

/** The list's filter: `q` (part of the name, any case) and `status`. */
export const dropletListFilter = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(DROPLET_STATUSES).optional(),
});
export type DropletListFilter = z.output<typeof dropletListFilter>;

export const dropletListQuery = listQuerySchema(['created_at', 'name', 'status'], dropletListFilter);
