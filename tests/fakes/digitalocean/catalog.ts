// What the DigitalOcean fake offers: a few real size, region and distribution slugs with their
// documented shapes (https://docs.digitalocean.com/reference/api/api-reference/).

export const FAKE_REGIONS = [
  { slug: 'nyc1', name: 'New York 1', available: true, features: ['metadata'], sizes: ['s-1vcpu-1gb'] },
  { slug: 'ams3', name: 'Amsterdam 3', available: true, features: ['metadata'], sizes: ['s-1vcpu-1gb'] },
  { slug: 'sfo1', name: 'San Francisco 1', available: false, features: [], sizes: [] },
];

const size = (slug: string, memory: number, vcpus: number, disk: number, monthly: number) => ({
  slug,
  description: 'Basic',
  memory,
  vcpus,
  disk,
  transfer: memory / 1024,
  price_monthly: monthly,
  price_hourly: Number((monthly / 672).toFixed(5)),
  regions: ['nyc1', 'ams3'],
  available: true,
});

export const FAKE_SIZES = [
  size('s-1vcpu-512mb-10gb', 512, 1, 10, 4),
  size('s-1vcpu-1gb', 1024, 1, 25, 6),
  size('s-2vcpu-4gb', 4096, 2, 80, 24),
];

export const FAKE_DISTRIBUTIONS = ['debian-12-x64', 'ubuntu-24-04-x64'];

export type FakeSize = (typeof FAKE_SIZES)[number];
export type FakeRegion = (typeof FAKE_REGIONS)[number];

export interface FakeSnapshot {
  id: string;
  name: string;
  created_at: string;
  regions: string[];
  resource_id: string;
  resource_type: 'droplet' | 'volume';
  min_disk_size: number;
  size_gigabytes: number;
  tags: string[];
}

export interface FakeDropletRecord {
  id: number;
  name: string;
  size: FakeSize;
  region: FakeRegion;
  image: number | string;
  tags: string[];
  userData?: string;
  createdAt: number;
  /** A test's change to the wire body (a null or missing field), applied last. */
  alter?: (body: Record<string, unknown>) => void;
}

/** The droplet as GET /v2/droplets shows it: new until `activeAfterMs` has passed, then active with addresses. */
export function dropletBody(record: FakeDropletRecord, now: number, activeAfterMs: number) {
  const active = now - record.createdAt >= activeAfterMs;
  const host = (record.id % 250) + 2;
  const body: Record<string, unknown> = {
    id: record.id,
    name: record.name,
    memory: record.size.memory,
    vcpus: record.size.vcpus,
    disk: record.size.disk,
    locked: false,
    status: active ? 'active' : 'new',
    created_at: new Date(record.createdAt).toISOString(),
    features: [],
    size_slug: record.size.slug,
    size: record.size,
    region: record.region,
    image: typeof record.image === 'number' ? { id: record.image } : { slug: record.image },
    tags: record.tags,
    networks: active
      ? {
          v4: [
            {
              ip_address: `203.0.113.${host}`,
              netmask: '255.255.255.0',
              gateway: '203.0.113.1',
              type: 'public',
            },
            { ip_address: `10.10.0.${host}`, netmask: '255.255.0.0', gateway: '10.10.0.1', type: 'private' },
          ],
          v6: [{ ip_address: `2001:db8::${host}`, netmask: 64, gateway: '2001:db8::1', type: 'public' }],
        }
      : { v4: [], v6: [] },
  };
  record.alter?.(body);
  return body;
}
