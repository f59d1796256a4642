import type { Droplet } from '@domain/api';
import type { ListQuery } from '@server/http/list-params';
import type { DropletListFilter } from './schemas';

// The droplet list with the simple-REST filter, sort and range. The provider answers with every managed
// droplet at once (DigitalOcean filters only by tag), so the page is cut here.

export type DropletSortField = 'created_at' | 'name' | 'status';

function matches(droplet: Droplet, filter: DropletListFilter | undefined): boolean {
  const q = filter?.q?.toLowerCase();
  if (q && !droplet.name.toLowerCase().includes(q)) return false;
  return !filter?.status || droplet.status === filter.status;
}

export function pageOfDroplets(
  droplets: Droplet[],
  query: ListQuery<DropletSortField, DropletListFilter>,
): { droplets: Droplet[]; total: number } {
  const { field, order } = query.sort ?? { field: 'created_at', order: 'DESC' };
  const direction = order === 'ASC' ? 1 : -1;
  const sorted = droplets
    .filter((droplet) => matches(droplet, query.filter))
    .sort((a, b) => direction * ((a[field] ?? '').localeCompare(b[field] ?? '') || a.id - b.id));
  const offset = query.range?.offset ?? 0;
  const limit = query.range?.limit ?? sorted.length;
  return { droplets: sorted.slice(offset, offset + limit), total: sorted.length };
}
