import { ALL_ROWS_PAGE } from '@domain/paging';
import type { Season } from '@domain/seasons';
import { useGetList } from 'ra-core';
import { QUERY_RETRY } from '@/queryClient';
import { currentSeason } from './currentSeason';
import { SEASONS } from './resourceName';

/**
 * How long a read of the seasons serves another part of the same page (a season filter) without a second
 * request: seasons change only by an admin's hand, and a tab that regains focus later reads them again.
 */
export const LEAGUE_SEASONS_FRESH_MS = 30_000;

/**
 * The league's read of its seasons: every one, newest start first. A season filter that asks with these same
 * parameters shares the request (react-query keys a list by them).
 */
export const LEAGUE_SEASONS_QUERY = {
  pagination: ALL_ROWS_PAGE,
  sort: { field: 'startsAt', order: 'DESC' },
} as const;

/** Every season, newest start first (GET /seasons), and the league's current one among them. */
export function useLeagueSeasons() {
  const seasons = useGetList<Season>(SEASONS, LEAGUE_SEASONS_QUERY, QUERY_RETRY);
  return { ...seasons, current: seasons.data ? currentSeason(seasons.data) : null };
}
