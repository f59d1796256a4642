import type { Invitation, InviteCandidate, MyInvitations, Team, TeamInvitations } from '@domain/api';
import type { ApiRequest } from './apiRequest';

/** The invitations module's calls: invites, join requests, and the answers to them. */
export function invitationsMethods(request: ApiRequest) {
  return {
    /** The player's pending join requests (sent) and the invites they got (received). */
    getMyInvitations: () => request<MyInvitations>('GET', '/users/me/invitations'),
    /** A team's pending requests and invites, for its captain and co-captains. */
    getTeamInvitations: (teamId: number) => request<TeamInvitations>('GET', `/teams/${teamId}/invitations`),
    /** Players without a team whose display name contains `query`. */
    searchInviteCandidates: (teamId: number, query: string) =>
      request<InviteCandidate[]>(
        'GET',
        `/teams/${teamId}/invite-candidates?query=${encodeURIComponent(query)}`,
      ),
    invitePlayer: (teamId: number, userId: number) =>
      request<Invitation>('POST', `/teams/${teamId}/invitations`, { userId }),
    requestToJoinTeam: (teamId: number) => request<Invitation>('POST', `/teams/${teamId}/join-requests`),
    /**
     * An invite (by the invited player) or a join request (by a team lead): the team it joins, or, while the
     * team's season locks its roster, the request the admins decide (`requested`).
     */
    acceptInvitation: (invitationId: number) =>
      request.rosterOutcome<Team>('POST', `/invitations/${invitationId}/accept`),
    declineInvitation: (invitationId: number) =>
      request<Invitation>('POST', `/invitations/${invitationId}/decline`),
    /** Withdraw a sent invite or join request. */
    cancelInvitation: (invitationId: number) => request<Invitation>('DELETE', `/invitations/${invitationId}`),
  };
}
