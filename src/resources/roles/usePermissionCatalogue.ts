import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '@/dataProvider';

/** The permission catalogue (GET /permissions), which never changes while the app runs. */
export function usePermissionCatalogue() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    // react-admin's key scheme: [resource, method].
    queryKey: ['roles', 'getPermissionCatalogue'],
    queryFn: () => dataProvider.getPermissionCatalogue(),
    staleTime: Infinity,
  });
}
