import type { Team } from '@domain/api';
import { useQuery } from '@tanstack/react-query';
import { useGetList, useGetOne } from 'ra-core';
import { useAppDataProvider } from '@/dataProvider';
import { QUERY_RETRY } from '@/queryClient';

/** The teams resource (GET /teams, /teams/{id}, POST /teams) and the key scope of its custom reads. */
export const TEAMS = 'teams';

/** As many teams as one page of the API may hold: the whole league on one table. */
const LEAGUE_PAGE = 1000;

/** Approved teams (GET /teams), most points first; leagueStandings settles ties by name. */
export function useLeagueTeams() {
  return useGetList<Team>(
    TEAMS,
    { pagination: { page: 1, perPage: LEAGUE_PAGE }, sort: { field: 'points', order: 'DESC' } },
    QUERY_RETRY,
  );
}

/** The player's own team of any status, or null (GET /users/me/team). */
export function useMyTeam() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: [TEAMS, 'getMyTeam'], queryFn: () => dataProvider.getMyTeam() });
}

/** One team as the signed-in user may see it (GET /teams/{id}): Approved teams, their own, or any for managers. */
export function useTeam(teamId: number) {
  return useGetOne<Team>(
    TEAMS,
    { id: teamId },
    { ...QUERY_RETRY, enabled: Number.isInteger(teamId) && teamId > 0 },
  );
}
