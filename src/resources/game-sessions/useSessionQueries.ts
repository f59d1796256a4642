import { SESSION_AUTO_REFRESH_MS } from '@domain/constants';
import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '@/dataProvider';

/** The resource whose cache every query of the screen lives under: refreshing it refreshes them all. */
export const SESSIONS = 'sessions';

/** Every 5000 ms while Auto Refresh is on (and the live stream is down), else never. */
export const autoRefreshInterval = (poll: boolean) => (poll ? SESSION_AUTO_REFRESH_MS : false);

/** The stats cards' counts over every session (GET /game-sessions/stats). */
export function useSessionStats(poll: boolean) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [SESSIONS, 'getGameSessionStats'],
    queryFn: () => dataProvider.getGameSessionStats(),
    refetchInterval: autoRefreshInterval(poll),
  });
}

/** The game servers connected now (GET /game-sessions/clients): the create forms' choices. */
export function useConnectedClients(poll: boolean) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [SESSIONS, 'getConnectedGameServers'],
    queryFn: () => dataProvider.getConnectedGameServers(),
    refetchInterval: autoRefreshInterval(poll),
  });
}
