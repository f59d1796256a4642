import type { Snapshot } from '@domain/api';
import { formatDisk, formatMemory, formatPrice } from '@domain/droplets';
import { clientLabel } from '../game-sessions/sessionModel';
import { useConnectedClients } from '../game-sessions/useSessionQueries';
import { useDropletsTranslate } from './dropletsResource';
import type { SelectOption } from './OptionSelect';
import { type Lookup, useLoadFailureAlerts } from './useLoadFailureAlerts';
import { useServerRegions, useServerSizes, useServerSnapshots } from './useServerLookups';

export interface FormLookups {
  snapshots: readonly Snapshot[];
  regions: SelectOption[];
  sizes: SelectOption[];
  clients: SelectOption[];
}

const lookup = (
  query: { isPending: boolean; isError: boolean; errorUpdatedAt: number },
  failure: string,
): Lookup => ({
  isPending: query.isPending,
  isError: query.isError,
  errorUpdatedAt: query.errorUpdatedAt,
  failure,
});

/** The create form's choices (snapshots, regions, sizes, connected clients); a failed load raises its alert. */
export function useFormLookups(): FormLookups {
  const translate = useDropletsTranslate();
  const snapshots = useServerSnapshots();
  const sizes = useServerSizes();
  const regions = useServerRegions();
  const clients = useConnectedClients(false);
  useLoadFailureAlerts([
    lookup(clients, translate('notifications.loadClientsFailed')),
    lookup(snapshots, translate('notifications.loadSnapshotsFailed')),
    lookup(sizes, translate('notifications.loadSizesFailed')),
    lookup(regions, translate('notifications.loadRegionsFailed')),
  ]);
  return {
    snapshots: snapshots.data ?? [],
    regions: (regions.data ?? [])
      .filter((region) => region.available)
      .map((region) => ({ value: region.slug, label: `${region.name} (${region.slug})` })),
    sizes: (sizes.data ?? []).map((size) => ({
      value: size.slug,
      label: translate('create.sizeLabel', {
        slug: size.slug,
        specs: translate('create.specs', {
          memory: formatMemory(size.memory),
          vcpus: size.vcpus,
          disk: formatDisk(size.disk),
          price: formatPrice(size),
        }),
      }),
    })),
    clients: (clients.data ?? []).map((client) => ({ value: client.clientId, label: clientLabel(client) })),
  };
}
