import type { Droplet } from '@domain/api';
import type { ServerCreatePayload } from '@domain/droplets';
import { useQueryClient } from '@tanstack/react-query';
import { useDelete } from 'ra-core';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { useAppDataProvider } from '@/dataProvider';
import { DROPLETS_RESOURCE, useDropletsTranslate } from './dropletsResource';
import { failureDetail } from './serverModel';
import { useAlertDialog } from './useAlertDialog';

/**
 * Create a server: the API takes it at its own path (POST /digital-ocean/droplets/create), so a custom
 * method; then react-admin's lists of the resource are asked again (its lookups are not).
 */
export function useCreateServer() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (payload: ServerCreatePayload) => dataProvider.createServer(payload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [DROPLETS_RESOURCE, 'getList'] }),
  });
}

/**
 * Delete a server with react-admin's delete (DELETE /digital-ocean/droplets/{id}), which takes it out of
 * the list; the outcome shows as an alert dialog. Used by the list, not the row: react-query drops a
 * call's onSuccess when its caller unmounts, and the row goes as soon as the delete succeeds.
 */
export function useDeleteServer() {
  const translate = useDropletsTranslate();
  const alert = useAlertDialog();
  const [remove, { isPending, variables }] = useDelete<Droplet>();
  const failed = translate('notifications.deleteFailed');
  // No call-time onSettled: it would replace react-admin's own, which refetches the list.
  const deleteServer = (droplet: Droplet) =>
    remove(
      DROPLETS_RESOURCE,
      { id: droplet.id, previousData: droplet },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => alert({ text: translate('notifications.deleted'), severity: 'success' }),
        onError: (error) => alert({ text: failed, detail: failureDetail(error, failed), severity: 'error' }),
      },
    );
  return { deleteServer, deletingId: isPending ? variables?.id : undefined };
}

/** What a row's Delete button needs from the list. */
export interface ServerDeletion {
  deleteServer: (droplet: Droplet) => void;
  deletingId: Droplet['id'] | undefined;
}
