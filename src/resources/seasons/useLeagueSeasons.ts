import { ALL_ROWS_PAGE } from '@domain/paging';
import type { Season } from '@domain/seasons';
import { useGetList } from 'ra-core';
import { QUERY_RETRY } from '@/queryClient';
import { currentSeason } from './currentSeason';
import { SEASONS } from './resourceName';

/** Every season, newest start first (GET /seasons), and the league's current one among them. */
export function useLeagueSeasons() {
  const seasons = useGetList<Season>(
    SEASONS,
    { pagination: ALL_ROWS_PAGE, sort: { field: 'startsAt', order: 'DESC' } },
    QUERY_RETRY,
  );
  return { ...seasons, current: seasons.data ? currentSeason(seasons.data) : null };
}
