import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '@/dataProvider';
import { DROPLETS_RESOURCE } from './dropletsResource';

/** The snapshots a server can be created from (GET /digital-ocean/snapshots). */
export function useServerSnapshots() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [DROPLETS_RESOURCE, 'getServerSnapshots'],
    queryFn: () => dataProvider.getServerSnapshots(),
  });
}

/** The machine sizes (GET /digital-ocean/sizes). */
export function useServerSizes() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [DROPLETS_RESOURCE, 'getServerSizes'],
    queryFn: () => dataProvider.getServerSizes(),
  });
}

/** The regions (GET /digital-ocean/regions). */
export function useServerRegions() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [DROPLETS_RESOURCE, 'getServerRegions'],
    queryFn: () => dataProvider.getServerRegions(),
  });
}
