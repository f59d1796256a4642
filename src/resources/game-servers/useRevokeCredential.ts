import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'ra-core';
import type { GameServerCredential } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { useApiRequest } from '../../api/useApiRequest';
import { revokePath } from '.';

const t = messages.gameServerCredentials;

/** POST /game-server-credentials/:id/revoke; notifies the outcome and reloads the list. */
export function useRevokeCredential() {
  const request = useApiRequest();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (credential: Pick<GameServerCredential, 'id'>) =>
      request<GameServerCredential>('POST', revokePath(credential.id)),
    onSuccess: (revoked) => notify(t.revoked(revoked.clientId ?? `#${revoked.id}`), { type: 'success' }),
    onError: () => notify(t.revokeFailed, { type: 'error' }),
    onSettled: () => refresh(),
  });
}
