import type { GameServerCredential } from '@domain/api';
import type { ApiRequest } from './apiRequest';

/** The game-server credentials' calls beyond simple REST (listing and issuing are simple REST). */
export function gameServersMethods(request: ApiRequest) {
  return {
    /** Revokes at once; the server closes a connection that uses the credential. */
    revokeGameServerCredential: (id: number) =>
      request<GameServerCredential>('POST', `/game-servers/credentials/${id}/revoke`),
  };
}
