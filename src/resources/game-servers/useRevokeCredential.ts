import type { GameServerCredential } from '@domain/api';
import { useNotify, useRefresh } from 'ra-core';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { useAppDataProvider } from '@/dataProvider';

/** Revokes a credential (custom dataProvider method), notifies the outcome and reloads the list. */
export function useRevokeCredential() {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  return useGuardedMutation({
    mutationFn: (credential: Pick<GameServerCredential, 'id'>) =>
      dataProvider.revokeGameServerCredential(credential.id),
    onSuccess: (revoked) =>
      notify('resources.admin/game-servers.notifications.revoked', {
        type: 'success',
        messageArgs: { clientId: revoked.clientId ?? `#${revoked.id}` },
      }),
    onError: () => notify('resources.admin/game-servers.notifications.revokeFailed', { type: 'error' }),
    onSettled: () => refresh(),
  });
}
