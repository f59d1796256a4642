import type { Region, SizeOption, Snapshot } from '@domain/api';

// What the simulated provider offers: a few of DigitalOcean's regions and basic sizes, and two game-server
// snapshots, with DigitalOcean's figures.

export const SIMULATED_REGIONS: readonly Region[] = [
  { slug: 'nyc1', name: 'New York 1', available: true },
  { slug: 'nyc3', name: 'New York 3', available: true },
  { slug: 'sfo3', name: 'San Francisco 3', available: true },
  { slug: 'ams3', name: 'Amsterdam 3', available: true },
  { slug: 'fra1', name: 'Frankfurt 1', available: true },
  { slug: 'lon1', name: 'London 1', available: true },
  { slug: 'sgp1', name: 'Singapore 1', available: true },
];

const everywhere = SIMULATED_REGIONS.map((region) => region.slug);

function size(
  slug: string,
  description: string,
  memory: number,
  vcpus: number,
  disk: number,
  transfer: number,
  priceMonthly: number,
): SizeOption {
  return {
    slug,
    description,
    memory,
    vcpus,
    disk,
    transfer,
    price_monthly: priceMonthly,
    price_hourly: Math.round((priceMonthly / 672) * 100_000) / 100_000,
    regions: everywhere,
    available: true,
  };
}

export const SIMULATED_SIZES: readonly SizeOption[] = [
  size('s-1vcpu-512mb-10gb', 'Basic', 512, 1, 10, 0.5, 4),
  size('s-1vcpu-1gb', 'Basic', 1024, 1, 25, 1, 6),
  size('s-1vcpu-2gb', 'Basic', 2048, 1, 50, 2, 12),
  size('s-2vcpu-2gb', 'Basic', 2048, 2, 60, 3, 18),
  size('s-2vcpu-4gb', 'Basic', 4096, 2, 80, 4, 24),
  size('s-4vcpu-8gb', 'Basic', 8192, 4, 160, 5, 48),
];

export const SIMULATED_SNAPSHOTS: readonly Snapshot[] = [
  {
    id: 170_000_001,
    name: 'vr-paintball-server-2026-10-01',
    created_at: '2026-10-01T09:00:00Z',
    min_disk_size: 25,
    regions: everywhere,
  },
  {
    id: 170_000_002,
    name: 'vr-paintball-server-2026-11-01',
    created_at: '2026-11-01T09:00:00Z',
    min_disk_size: 25,
    regions: everywhere,
  },
];
