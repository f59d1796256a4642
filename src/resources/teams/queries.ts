import type { Team } from '@domain/api';
import { ALL_ROWS_PAGE } from '@domain/envelope';
import { useQuery } from '@tanstack/react-query';
import { useGetList, useGetOne } from 'ra-core';
import { LEAGUE_VIEW, useAppDataProvider } from '@/dataProvider';
import { QUERY_RETRY } from '@/queryClient';

/** The teams resource (GET /admin/teams or /teams, /teams/{id}, POST /teams) and the key scope of its custom reads. */
export const TEAMS = 'teams';

/** The league's Approved teams (GET /teams), most points first. */
export function useLeagueTeams() {
  return useGetList<Team>(
    TEAMS,
    { pagination: ALL_ROWS_PAGE, sort: { field: 'points', order: 'DESC' }, meta: LEAGUE_VIEW },
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
