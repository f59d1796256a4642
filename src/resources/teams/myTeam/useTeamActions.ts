import type { Invitation, InviteCandidate, Team, TeamPlayer } from '@domain/api';
import type { TeamPlayerChange } from '@domain/teams';
import { type Notice, rosterNotice, useTeamDataAction } from '../useTeamDataAction';

/** A team action's success text: `resources.teams.notifications.<key>`, naming the player and the team. */
const notice = (key: string, args: { player?: string; team: string }): Notice => ({
  message: `resources.teams.notifications.${key}`,
  args,
});

/** What a captain's change to a player did, in words. */
export function playerChangeNotice(player: string, team: string, change: TeamPlayerChange): Notice {
  if ('isCaptain' in change && change.isCaptain) return notice('nowCaptain', { player, team });
  return notice(change.isCoCaptain ? 'nowCoCaptain' : 'noLongerCoCaptain', { player, team });
}

/**
 * What the members, captain and co-captains of `team` do to it; each success says what happened, by name.
 * The last member's leaving disbands the team (server/src/modules/teams/roster.ts).
 */
export function useTeamActions(team: Pick<Team, 'id' | 'name' | 'players'>) {
  const lastMember = team.players.length === 1;
  return {
    acceptRequest: useTeamDataAction((dp, request: Invitation) => dp.acceptInvitation(request.id), {
      success: (request, outcome) =>
        rosterNotice(outcome, () => notice('joined', { player: request.userDisplayName, team: team.name })),
    }),
    declineRequest: useTeamDataAction((dp, request: Invitation) => dp.declineInvitation(request.id), {
      success: (request) => notice('requestDeclined', { player: request.userDisplayName, team: team.name }),
    }),
    cancelInvite: useTeamDataAction((dp, invite: Invitation) => dp.cancelInvitation(invite.id), {
      success: (invite) => notice('inviteCancelled', { player: invite.userDisplayName, team: team.name }),
    }),
    invite: useTeamDataAction((dp, candidate: InviteCandidate) => dp.invitePlayer(team.id, candidate.id), {
      success: (candidate) => notice('invited', { player: candidate.displayName, team: team.name }),
    }),
    updatePlayer: useTeamDataAction(
      (dp, { player, change }: { player: TeamPlayer; change: TeamPlayerChange }) =>
        dp.changeTeamPlayer(team.id, player.id, change),
      { success: ({ player, change }) => playerChangeNotice(player.user.displayName, team.name, change) },
    ),
    removePlayer: useTeamDataAction((dp, player: TeamPlayer) => dp.removeTeamPlayer(team.id, player.id), {
      success: (player, outcome) =>
        rosterNotice(outcome, () => notice('removed', { player: player.user.displayName, team: team.name })),
    }),
    leave: useTeamDataAction((dp, _: undefined) => dp.leaveTeam(team.id), {
      success: (_, outcome) =>
        rosterNotice(outcome, () => notice(lastMember ? 'disbanded' : 'left', { team: team.name })),
    }),
  };
}

export type TeamActions = ReturnType<typeof useTeamActions>;
