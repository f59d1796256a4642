import type { Invitation, InviteCandidate, Team, TeamPlayer } from '@domain/api';
import { messages } from '@domain/messages';
import type { TeamPlayerChange } from '@domain/teams';
import { useTeamDataAction } from '../useTeamDataAction';

const t = messages.teamPage;

/** What a captain's change to a player did, in words. */
export function playerChangeText(player: string, team: string, change: TeamPlayerChange): string {
  if ('isCaptain' in change && change.isCaptain) return t.nowCaptain(player, team);
  return change.isCoCaptain ? t.nowCoCaptain(player) : t.noLongerCoCaptain(player);
}

/**
 * What the members, captain and co-captains of `team` do to it; each success says what happened, by name.
 * The last member's leaving disbands the team (server/src/modules/teams/roster.ts).
 */
export function useTeamActions(team: Pick<Team, 'id' | 'name' | 'players'>) {
  const lastMember = team.players.length === 1;
  return {
    acceptRequest: useTeamDataAction((dp, request: Invitation) => dp.acceptInvitation(request.id), {
      success: (request) => t.joined(request.userDisplayName, team.name),
    }),
    declineRequest: useTeamDataAction((dp, request: Invitation) => dp.declineInvitation(request.id), {
      success: (request) => t.requestDeclined(request.userDisplayName, team.name),
    }),
    cancelInvite: useTeamDataAction((dp, invite: Invitation) => dp.cancelInvitation(invite.id), {
      success: (invite) => t.inviteCancelled(invite.userDisplayName),
    }),
    invite: useTeamDataAction((dp, candidate: InviteCandidate) => dp.invitePlayer(team.id, candidate.id), {
      success: (candidate) => t.invited(candidate.displayName, team.name),
    }),
    updatePlayer: useTeamDataAction(
      (dp, { player, change }: { player: TeamPlayer; change: TeamPlayerChange }) =>
        dp.changeTeamPlayer(team.id, player.id, change),
      { success: ({ player, change }) => playerChangeText(player.user.displayName, team.name, change) },
    ),
    removePlayer: useTeamDataAction((dp, player: TeamPlayer) => dp.removeTeamPlayer(team.id, player.id), {
      success: (player) => t.removed(player.user.displayName, team.name),
    }),
    leave: useTeamDataAction((dp, _: undefined) => dp.leaveTeam(team.id), {
      success: () => (lastMember ? t.disbanded(team.name) : t.left(team.name)),
    }),
  };
}

export type TeamActions = ReturnType<typeof useTeamActions>;
