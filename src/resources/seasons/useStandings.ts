import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '@/dataProvider';
import { SEASONS } from './resourceName';

/** A season's standings, every division or only `divisionId`'s (GET /seasons/{id}/standings). */
export function useStandings(seasonId: number, divisionId: number | undefined) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [SEASONS, 'getSeasonStandings', seasonId, divisionId ?? null],
    queryFn: () => dataProvider.getSeasonStandings(seasonId, divisionId),
  });
}
