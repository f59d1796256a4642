import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { userAdminKeys } from '../../api/queryKeys';
import { useApiRequest } from '../../api/useApiRequest';
import { createUserAdminApi, type UserAdminApi } from './userAdminApi';

/** The Admin Panel's counts and audit entries stay live: refreshed every 30 s. */
export const ADMIN_OVERVIEW_REFRESH_MS = 30_000;

export function useUserAdminApi(): UserAdminApi {
  const request = useApiRequest();
  return useMemo(() => createUserAdminApi(request), [request]);
}

/** One user with their roles and team (GET /users/{id}). */
export function useAdminUser(id: number) {
  const api = useUserAdminApi();
  return useQuery({ queryKey: userAdminKeys.user(id), queryFn: () => api.getUser(id) });
}

/** GET /admin/overview, every ADMIN_OVERVIEW_REFRESH_MS. */
export function useAdminOverview() {
  const api = useUserAdminApi();
  return useQuery({
    queryKey: userAdminKeys.overview,
    queryFn: api.overview,
    refetchInterval: ADMIN_OVERVIEW_REFRESH_MS,
  });
}
