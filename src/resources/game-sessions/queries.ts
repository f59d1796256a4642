import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SESSION_AUTO_REFRESH_MS } from '../../../domain/constants';
import { gameSessionKeys } from '../../api/queryKeys';
import { useApiRequest } from '../../api/useApiRequest';
import { createGameSessionsApi, type GameSessionsApi } from './gameSessionsApi';

export function useGameSessionsApi(): GameSessionsApi {
  const request = useApiRequest();
  return useMemo(() => createGameSessionsApi(request), [request]);
}

/** SPEC section 4: every 5000 ms while Auto Refresh is on, never while it is off. */
const refetchInterval = (autoRefresh: boolean) => (autoRefresh ? SESSION_AUTO_REFRESH_MS : false);

/** Every game session, newest first (GET /game-sessions). */
export function useGameSessions(autoRefresh: boolean) {
  const api = useGameSessionsApi();
  return useQuery({
    queryKey: gameSessionKeys.sessions,
    queryFn: api.listSessions,
    refetchInterval: refetchInterval(autoRefresh),
  });
}

/** The game servers connected now (GET /game-sessions/clients). */
export function useConnectedClients(autoRefresh: boolean) {
  const api = useGameSessionsApi();
  return useQuery({
    queryKey: gameSessionKeys.clients,
    queryFn: api.listClients,
    refetchInterval: refetchInterval(autoRefresh),
  });
}
