import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '@/dataProvider';

/** The Admin Panel's counts and audit entries stay live: refreshed every 30 s. */
export const ADMIN_OVERVIEW_REFRESH_MS = 30_000;

/** GET /admin/overview through the dataProvider, every ADMIN_OVERVIEW_REFRESH_MS. */
export function useAdminOverview() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    // react-admin's key scheme: [resource, method]; the overview belongs to no resource but the panel.
    queryKey: ['admin', 'getAdminOverview'],
    queryFn: () => dataProvider.getAdminOverview(),
    refetchInterval: ADMIN_OVERVIEW_REFRESH_MS,
  });
}
