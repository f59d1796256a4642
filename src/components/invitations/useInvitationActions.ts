import { type Notice, rosterNotice, useTeamDataAction } from '@/resources/teams/queries';

/** An invitation action's success text: `resources.invitations.notifications.<key>`, naming the team. */
const notice = (key: string, team: string): Notice => ({
  message: `resources.invitations.notifications.${key}`,
  args: { team },
});

/** The player's side of invitations: accept or decline an invite, ask to join, cancel a request. */
export function useInvitationActions() {
  return {
    accept: useTeamDataAction((dp, id: number) => dp.acceptInvitation(id), {
      success: (_id, outcome) => rosterNotice(outcome, (team) => notice('accepted', team.name)),
    }),
    decline: useTeamDataAction((dp, id: number) => dp.declineInvitation(id), {
      success: (_id, invite) => notice('declined', invite.teamName),
    }),
    requestToJoin: useTeamDataAction((dp, teamId: number) => dp.requestToJoinTeam(teamId), {
      success: (_teamId, request) => notice('requestSent', request.teamName),
    }),
    cancel: useTeamDataAction((dp, id: number) => dp.cancelInvitation(id), {
      success: (_id, request) => notice('requestCancelled', request.teamName),
    }),
  };
}

export type InvitationActions = ReturnType<typeof useInvitationActions>;
