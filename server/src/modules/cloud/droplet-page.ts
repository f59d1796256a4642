import type { Droplet } from '../../../../domain/api';
import type { ListQuery } from '../../http/list-params';

// The droplet list with the simple-REST sort and range (the provider answers with every managed droplet).

export type DropletSortField = 'created_at' | 'name' | 'status';

export function pageOfDroplets(
  droplets: Droplet[],
  query: ListQuery<DropletSortField, object>,
): { droplets: Droplet[]; total: number } {
  const { field, order } = query.sort ?? { field: 'created_at', order: 'DESC' };
  const direction = order === 'ASC' ? 1 : -1;
  const sorted = [...droplets].sort(
    (a, b) => direction * ((a[field] ?? '').localeCompare(b[field] ?? '') || a.id - b.id),
  );
  const offset = query.range?.offset ?? 0;
  const limit = query.range?.limit ?? sorted.length;
  return { droplets: sorted.slice(offset, offset + limit), total: sorted.length };
}
