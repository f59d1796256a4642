import type { Invitation, InviteCandidate, Team, TeamPlayer } from '../../../../domain/api';
import { messages } from '../../../../domain/messages';
import { useApiAction } from '../../../api/useApiAction';
import type { PlayerChange } from '../teamsApi';
import { useTeamsApi } from '../useTeamsApi';

const t = messages.teamPage;

/** What a captain's change to a player did, in words. */
export function playerChangeText(player: string, team: string, change: PlayerChange): string {
  if ('isCaptain' in change) return t.nowCaptain(player, team);
  return change.isCoCaptain ? t.nowCoCaptain(player) : t.noLongerCoCaptain(player);
}

/**
 * What the members, captain and co-captains of `team` do to it; each success says what happened, by name.
 * The last member's leaving disbands the team (server/src/modules/teams/roster.ts).
 */
export function useTeamActions(team: Pick<Team, 'id' | 'name' | 'players'>) {
  const api = useTeamsApi();
  const lastMember = team.players.length === 1;
  return {
    acceptRequest: useApiAction((request: Invitation) => api.acceptInvitation(request.id), {
      success: (request) => t.joined(request.userDisplayName, team.name),
    }),
    declineRequest: useApiAction((request: Invitation) => api.declineInvitation(request.id), {
      success: (request) => t.requestDeclined(request.userDisplayName, team.name),
    }),
    cancelInvite: useApiAction((invite: Invitation) => api.cancelInvitation(invite.id), {
      success: (invite) => t.inviteCancelled(invite.userDisplayName),
    }),
    invite: useApiAction((candidate: InviteCandidate) => api.invitePlayer(team.id, candidate.id), {
      success: (candidate) => t.invited(candidate.displayName, team.name),
    }),
    updatePlayer: useApiAction(
      ({ player, change }: { player: TeamPlayer; change: PlayerChange }) =>
        api.updatePlayer(team.id, player.id, change),
      { success: ({ player, change }) => playerChangeText(player.user.displayName, team.name, change) },
    ),
    removePlayer: useApiAction((player: TeamPlayer) => api.removePlayer(team.id, player.id), {
      success: (player) => t.removed(player.user.displayName, team.name),
    }),
    leave: useApiAction(() => api.leaveTeam(team.id), {
      success: () => (lastMember ? t.disbanded(team.name) : t.left(team.name)),
    }),
  };
}

export type TeamActions = ReturnType<typeof useTeamActions>;
