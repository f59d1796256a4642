import type { Droplet } from '@domain/api';
import { machineSpecFields } from '@domain/droplets';
import { z } from 'zod';

// DigitalOcean API v2 wire formats (https://docs.digitalocean.com/reference/api/api-reference/) read
// with zod, and their mapping to our types. Unknown fields are ignored; what we act on must be there,
// what we only show may be null or missing.

/** {"id": "not_found", "message": "..."} of every failed call. */
export const errorBodySchema = z.object({ id: z.string(), message: z.string() });

/** links.pages of a list; any part may be missing, and links itself is {} on a single page. */
export const pageLinksSchema = z
  .object({ links: z.object({ pages: z.object({ next: z.string().optional() }).nullish() }).nullish() })
  .transform((body) => body.links?.pages?.next);

/**
 * A field we only show: a value of the wrong type, null or missing is read as absent, so one odd field
 * never loses the droplet (a private address's gateway is null, for one).
 */
const shown = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** A list we only show: the entries that parse; an odd entry, or an odd list, is left out. */
const shownList = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((entries) =>
      entries.flatMap((entry): z.output<T>[] => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      }),
    );

const addressSchema = z.object({
  ip_address: z.string(),
  type: z.string(),
  gateway: shown(z.string()),
  // IPv6 netmasks are prefix lengths (64), IPv4 ones dotted quads.
  netmask: shown(z.union([z.string(), z.number()]).transform(String)),
});

/**
 * A droplet. What the app acts on must be there (id, name, status, tags: which droplets are ours, what
 * is deleted, whether the list polls); everything else is only shown and read leniently.
 */
export const dropletSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  status: z.enum(['new', 'active', 'off', 'archive']),
  tags: z.array(z.string()),
  memory: shown(z.number()),
  vcpus: shown(z.number()),
  disk: shown(z.number()),
  created_at: shown(z.string()),
  size_slug: shown(z.string()),
  region: shown(z.object({ slug: z.string(), name: z.string() })),
  size: shown(
    z.object({
      transfer: shown(z.number()),
      price_monthly: shown(z.number()),
      price_hourly: shown(z.number()),
    }),
  ),
  networks: shown(z.object({ v4: shownList(addressSchema), v6: shownList(addressSchema) })),
});
export type WireDroplet = z.infer<typeof dropletSchema>;

/** Our object without the keys whose value is absent. */
function withoutAbsent<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

export function toDroplet(wire: WireDroplet): Droplet {
  const { size, networks, ...rest } = wire;
  return withoutAbsent({
    ...rest,
    transfer: size?.transfer,
    price_monthly: size?.price_monthly,
    price_hourly: size?.price_hourly,
    networks: {
      v4: (networks?.v4 ?? []).map(withoutAbsent),
      v6: (networks?.v6 ?? []).map(withoutAbsent),
    },
  });
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
  ...machineSpecFields,
  regions: z.array(z.string()).default([]),
  available: z.boolean(),
});

export const regionSchema = z.object({ slug: z.string(), name: z.string(), available: z.boolean() });
