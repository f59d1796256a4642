import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '@/dataProvider';
import { QUERY_RETRY } from '@/queryClient';

/** The key scope of the playoff reads: results that move a bracket on can invalidate it. */
export const PLAYOFFS = 'playoffs';

/** Every division's bracket of a season (GET /seasons/{id}/playoffs), top tier first. */
export function useSeasonPlayoffs(seasonId: number | null | undefined) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [PLAYOFFS, 'getSeasonPlayoffs', seasonId],
    queryFn: () => dataProvider.getSeasonPlayoffs(seasonId!),
    enabled: typeof seasonId === 'number' && seasonId > 0,
    ...QUERY_RETRY,
  });
}
