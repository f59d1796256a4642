import type { ConnectedClient, GameSession } from '@domain/api';
import type { GameSessionStats, SessionCreatePayload } from '@domain/game-sessions';
import type { ApiRequest } from './apiRequest';

/** The Game Session Manager's calls beyond simple REST (the `sessions` resource is /game-sessions). */
export function gameSessionsMethods(request: ApiRequest) {
  const stopGameSession = (id: number) => request<GameSession>('PUT', `/game-sessions/${id}/stop`);
  return {
    /** The game servers connected now (GET /game-sessions/clients). */
    getConnectedGameServers: () => request<ConnectedClient[]>('GET', '/game-sessions/clients'),
    /** The stats cards over every session (GET /game-sessions/stats). */
    getGameSessionStats: () => request<GameSessionStats>('GET', '/game-sessions/stats'),
    /** Creates a session on a connected game server; answers once the game server acknowledged it. */
    createGameSession: (clientId: string, payload: SessionCreatePayload) =>
      request<GameSession>('POST', `/game-sessions/client?clientId=${encodeURIComponent(clientId)}`, payload),
    stopGameSession,
    /** Stops each session, one request each; resolves with how many stopped, rejects if any did not. */
    stopAllGameSessions: async (ids: readonly number[]): Promise<number> => {
      const results = await Promise.allSettled(ids.map(stopGameSession));
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      return results.length;
    },
  };
}
