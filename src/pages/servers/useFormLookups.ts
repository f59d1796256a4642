import type { Snapshot } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { formatDisk, formatMemory, formatPrice } from '../../../domain/servers';
import { useRegions, useSizes, useSnapshots } from '../../resources/droplets/queries';
import { clientLabel } from '../../resources/sessions/sessionModel';
import { useConnectedClients } from '../../resources/sessions/useSessionQueries';
import type { SelectOption } from './OptionSelect';
import { type Lookup, useLoadFailureAlerts } from './useLoadFailureAlerts';

const t = messages.servers;

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
  const snapshots = useSnapshots();
  const sizes = useSizes();
  const regions = useRegions();
  const clients = useConnectedClients(false);
  useLoadFailureAlerts([
    lookup(clients, t.loadClientsFailed),
    lookup(snapshots, t.loadSnapshotsFailed),
    lookup(sizes, t.loadSizesFailed),
    lookup(regions, t.loadRegionsFailed),
  ]);
  return {
    snapshots: snapshots.data ?? [],
    regions: (regions.data ?? [])
      .filter((region) => region.available)
      .map((region) => ({ value: region.slug, label: `${region.name} (${region.slug})` })),
    sizes: (sizes.data ?? []).map((size) => ({
      value: size.slug,
      label: t.create.sizeLabel(
        size.slug,
        t.create.specs(formatMemory(size.memory), size.vcpus, formatDisk(size.disk), formatPrice(size)),
      ),
    })),
    clients: (clients.data ?? []).map((client) => ({ value: client.clientId, label: clientLabel(client) })),
  };
}
