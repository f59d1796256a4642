import type { PerformanceStats } from '@domain/ratings';
import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '@/dataProvider';
import { QUERY_RETRY } from '@/queryClient';

/** GET /users/{id}/stats or GET /teams/{id}/stats. */
export function usePerformanceStats(kind: 'player' | 'team', id: number, enabled = true) {
  const dataProvider = useAppDataProvider();
  return useQuery<PerformanceStats, Error>({
    queryKey: ['ratings', kind, id],
    queryFn: () => (kind === 'player' ? dataProvider.getPlayerStats(id) : dataProvider.getTeamStats(id)),
    enabled,
    ...QUERY_RETRY,
  });
}
