import type { Team } from '@domain/api';
import type { TeamPlayerChange } from '@domain/teams';
import type { ApiRequest } from './apiRequest';

/** The teams area's calls beyond simple REST (the list, one team and creation are the `teams` resource). */
export function teamsMethods(request: ApiRequest) {
  return {
    /** The player's own team of any status, or null (GET /users/me/team). */
    getMyTeam: () => request<Team | null>('GET', '/users/me/team'),
    /**
     * Leave the team; the last member's leaving disbands it (POST /teams/{id}/leave). While the team's season
     * locks its roster the leaving waits for an admin: `requested`.
     */
    leaveTeam: (teamId: number) => request.rosterOutcome<null>('POST', `/teams/${teamId}/leave`),
    /** Captain: hand over the captaincy or promote/demote a co-captain (PUT /teams/{id}/players/{playerId}). */
    changeTeamPlayer: (teamId: number, playerId: number, change: TeamPlayerChange) =>
      request<Team>('PUT', `/teams/${teamId}/players/${playerId}`, change),
    /** Captain: remove a player (DELETE /teams/{id}/players/{playerId}), or ask the admins while locked. */
    removeTeamPlayer: (teamId: number, playerId: number) =>
      request.rosterOutcome<Team>('DELETE', `/teams/${teamId}/players/${playerId}`),
  };
}
