import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '@/dataProvider';
import { SERVERS_RESOURCE } from './serversResource';

/** The snapshots a server can be created from (GET /digital-ocean/snapshots). */
export function useServerSnapshots() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [SERVERS_RESOURCE, 'getServerSnapshots'],
    queryFn: () => dataProvider.getServerSnapshots(),
  });
}

/** The machine sizes (GET /digital-ocean/sizes). */
export function useServerSizes() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [SERVERS_RESOURCE, 'getServerSizes'],
    queryFn: () => dataProvider.getServerSizes(),
  });
}

/** The regions (GET /digital-ocean/regions). */
export function useServerRegions() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [SERVERS_RESOURCE, 'getServerRegions'],
    queryFn: () => dataProvider.getServerRegions(),
  });
}
