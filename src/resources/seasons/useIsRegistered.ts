import type { Team } from '@domain/api';
import type { Season, SeasonEntry } from '@domain/seasons';
import { useGetManyReference } from 'ra-core';
import { QUERY_RETRY } from '@/queryClient';
import { SEASON_ENTRIES } from './resourceName';

/**
 * Whether the team is among a season's entries (searched by its name, matched by its id); nothing is
 * asked without a season.
 */
export function useIsRegistered(season: Season | null, team: Pick<Team, 'id' | 'name'>) {
  const entries = useGetManyReference<SeasonEntry>(
    SEASON_ENTRIES,
    {
      target: 'seasonId',
      id: season?.id ?? 0,
      filter: { q: team.name },
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'team.name', order: 'ASC' },
    },
    { ...QUERY_RETRY, enabled: season !== null },
  );
  return {
    known: entries.data !== undefined,
    registered: entries.data?.some((entry) => entry.team.id === team.id) ?? false,
  };
}
