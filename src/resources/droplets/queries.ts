import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { serverKeys } from '../../api/queryKeys';
import { useApiRequest } from '../../api/useApiRequest';
import { createDropletsApi, DROPLETS_RESOURCE, type DropletsApi } from './dropletsApi';

export function useDropletsApi(): DropletsApi {
  const request = useApiRequest();
  return useMemo(() => createDropletsApi(request), [request]);
}

/** The snapshots a server can be created from (GET /digital-ocean/snapshots). */
export function useSnapshots() {
  const api = useDropletsApi();
  return useQuery({ queryKey: serverKeys.snapshots, queryFn: api.listSnapshots });
}

/** The machine sizes (GET /digital-ocean/sizes). */
export function useSizes() {
  const api = useDropletsApi();
  return useQuery({ queryKey: serverKeys.sizes, queryFn: api.listSizes });
}

/** The regions (GET /digital-ocean/regions). */
export function useRegions() {
  const api = useDropletsApi();
  return useQuery({ queryKey: serverKeys.regions, queryFn: api.listRegions });
}

/** A change to the servers, then react-admin's droplet list is asked again. */
function useDropletMutation<TArg, TData>(run: (arg: TArg) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [DROPLETS_RESOURCE] }),
  });
}

export function useCreateDroplet() {
  return useDropletMutation(useDropletsApi().createDroplet);
}

export function useDeleteDroplet() {
  return useDropletMutation(useDropletsApi().deleteDroplet);
}
