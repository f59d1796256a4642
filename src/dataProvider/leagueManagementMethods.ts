import type { Team } from '@domain/api';
import type { TeamDenial } from '@domain/teams';
import type { ApiRequest } from './apiRequest';

/** Team approval's decisions on a Pending team (PUT /admin/teams/{id}). */
export function leagueManagementMethods(request: ApiRequest) {
  return {
    approveTeam: (teamId: number) => request<Team>('PUT', `/admin/teams/${teamId}`, { status: 'Approved' }),
    denyTeam: (teamId: number, denial: TeamDenial) =>
      request<Team>('PUT', `/admin/teams/${teamId}`, { status: 'Denied', ...denial }),
  };
}
