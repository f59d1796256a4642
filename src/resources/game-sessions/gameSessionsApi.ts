import type { z } from 'zod';
import type { ConnectedClient, GameSession } from '../../../domain/api';
import type { sessionCreatePayloadSchema } from '../../../domain/validation';
import type { ApiRequest } from '../../api/request';
import { isHttpError } from '../../dataProvider/fetchJson';

/** POST /game-sessions/client?clientId= body: code, isPublic and mode. */
export type SessionCreatePayload = z.output<typeof sessionCreatePayloadSchema>;

/** The game-session calls of the issue 6 API contract (SPEC section 7, Game sessions). */
export function createGameSessionsApi(request: ApiRequest) {
  return {
    listSessions: () => request<GameSession[]>('GET', '/game-sessions'),
    listClients: () => request<ConnectedClient[]>('GET', '/game-sessions/clients'),
    createSession: (clientId: string, payload: SessionCreatePayload) =>
      request<GameSession>('POST', `/game-sessions/client?clientId=${encodeURIComponent(clientId)}`, payload),
    stopSession: (id: number) => request<GameSession>('PUT', `/game-sessions/${id}/stop`),
    /** A session already gone (404) counts as deleted. */
    deleteSession: async (id: number) => {
      try {
        return await request<{ id: number }>('DELETE', `/game-sessions/${id}`);
      } catch (error) {
        if (isHttpError(error) && error.status === 404) return { id };
        throw error;
      }
    },
  };
}

export type GameSessionsApi = ReturnType<typeof createGameSessionsApi>;
