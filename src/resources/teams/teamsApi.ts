import type { Invitation, InviteCandidate, MyInvitations, Team, TeamInvitations } from '../../../domain/api';
import type { TeamCreatePayload } from '../../../domain/teams';
import type { ApiRequest } from '../../api/request';

/** What a captain may change of a player (PUT /teams/{id}/players/{playerId}). */
export type PlayerChange = { isCoCaptain: boolean } | { isCaptain: true };

/** The team and invitation calls of the issue 3 API contract. */
export function createTeamsApi(request: ApiRequest) {
  return {
    listTeams: () => request<Team[]>('GET', '/teams'),
    createTeam: (payload: TeamCreatePayload) => request<Team>('POST', '/teams', payload),
    readTeam: (teamId: number) => request<Team>('GET', `/teams/${teamId}`),
    myTeam: () => request<Team | null>('GET', '/users/me/team'),
    myInvitations: () => request<MyInvitations>('GET', '/users/me/invitations'),
    requestToJoin: (teamId: number) => request<Invitation>('POST', `/teams/${teamId}/join-requests`),
    acceptInvitation: (invitationId: number) => request<Team>('POST', `/invitations/${invitationId}/accept`),
    declineInvitation: (invitationId: number) =>
      request<Invitation>('POST', `/invitations/${invitationId}/decline`),
    cancelInvitation: (invitationId: number) => request<Invitation>('DELETE', `/invitations/${invitationId}`),
    teamInvitations: (teamId: number) => request<TeamInvitations>('GET', `/teams/${teamId}/invitations`),
    invitePlayer: (teamId: number, userId: number) =>
      request<Invitation>('POST', `/teams/${teamId}/invitations`, { userId }),
    inviteCandidates: (teamId: number, query: string) =>
      request<InviteCandidate[]>(
        'GET',
        `/teams/${teamId}/invite-candidates?query=${encodeURIComponent(query)}`,
      ),
    leaveTeam: (teamId: number) => request<null>('POST', `/teams/${teamId}/leave`),
    updatePlayer: (teamId: number, playerId: number, change: PlayerChange) =>
      request<Team>('PUT', `/teams/${teamId}/players/${playerId}`, change),
    removePlayer: (teamId: number, playerId: number) =>
      request<Team>('DELETE', `/teams/${teamId}/players/${playerId}`),
  };
}

export type TeamsApi = ReturnType<typeof createTeamsApi>;
