import { z } from 'zod';
import type { Droplet } from '../../../../domain/api';

// DigitalOcean API v2 wire formats (https://docs.digitalocean.com/reference/api/api-reference/) read
// with zod, and their mapping to our types. Unknown fields are ignored; what we need must be there.

/** {"id": "not_found", "message": "..."} of every failed call. */
export const errorBodySchema = z.object({ id: z.string(), message: z.string() });

/** links.pages of a list; any part may be missing, and links itself is {} on a single page. */
export const pageLinksSchema = z
  .object({ links: z.object({ pages: z.object({ next: z.string().optional() }).nullish() }).nullish() })
  .transform((body) => body.links?.pages?.next);

const addressSchema = z.object({
  ip_address: z.string(),
  type: z.string(),
  gateway: z.string().default(''),
  // IPv6 netmasks are prefix lengths (64), IPv4 ones dotted quads.
  netmask: z.union([z.string(), z.number()]).transform(String),
});

export const dropletSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(['new', 'active', 'off', 'archive']),
  memory: z.number(),
  vcpus: z.number(),
  disk: z.number(),
  created_at: z.string(),
  size_slug: z.string(),
  region: z.object({ slug: z.string(), name: z.string() }),
  size: z.object({ transfer: z.number(), price_monthly: z.number(), price_hourly: z.number() }),
  tags: z.array(z.string()).default([]),
  networks: z
    .object({ v4: z.array(addressSchema).default([]), v6: z.array(addressSchema).default([]) })
    .default({ v4: [], v6: [] }),
});
export type WireDroplet = z.infer<typeof dropletSchema>;

export function toDroplet(wire: WireDroplet): Droplet {
  const { size, ...rest } = wire;
  return {
    ...rest,
    transfer: size.transfer,
    price_monthly: size.price_monthly,
    price_hourly: size.price_hourly,
  };
}

/** /v2/snapshots gives ids as strings; droplet snapshots are images with numeric ids. */
export const snapshotSchema = z.object({
  id: z.union([z.string().regex(/^\d+$/), z.number().int()]).transform(Number),
  name: z.string(),
  created_at: z.string(),
  min_disk_size: z.number().optional(),
  regions: z.array(z.string()).optional(),
});

export const sizeSchema = z.object({
  slug: z.string(),
  description: z.string().default(''),
  memory: z.number(),
  vcpus: z.number(),
  disk: z.number(),
  transfer: z.number(),
  price_monthly: z.number(),
  price_hourly: z.number(),
  regions: z.array(z.string()).default([]),
  available: z.boolean(),
});

export const regionSchema = z.object({ slug: z.string(), name: z.string(), available: z.boolean() });
