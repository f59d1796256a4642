import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDelete } from 'ra-core';
import type { Droplet } from '../../../domain/api';
import type { ServerCreatePayload } from '../../../domain/servers';
import { useAppDataProvider } from '../../dataProvider';
import { SERVERS_RESOURCE } from './serversResource';

/**
 * Create a server: the API takes it at its own path (POST /digital-ocean/droplets/create), so a custom
 * method; then react-admin's lists of the resource are asked again (its lookups are not).
 */
export function useCreateServer() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ServerCreatePayload) => dataProvider.createServer(payload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SERVERS_RESOURCE, 'getList'] }),
  });
}

interface Outcome {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/** Delete a server with react-admin's delete (DELETE /digital-ocean/droplets/{id}), which refreshes the list. */
export function useDeleteServer() {
  const [remove, { isPending }] = useDelete<Droplet>();
  // No call-time onSettled: it would replace react-admin's own, which refetches the list.
  const deleteServer = (droplet: Pick<Droplet, 'id' | 'name'>, { onSuccess, onError }: Outcome) =>
    remove(
      SERVERS_RESOURCE,
      { id: droplet.id, previousData: droplet as Droplet },
      { mutationMode: 'pessimistic', onSuccess, onError },
    );
  return { deleteServer, isPending };
}
