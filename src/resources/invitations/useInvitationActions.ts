import { messages } from '@domain/messages';
import { useTeamDataAction } from '../teams/useTeamDataAction';

const t = messages.invites;

/** The player's side of invitations: accept or decline an invite, ask to join, cancel a request. */
export function useInvitationActions() {
  return {
    accept: useTeamDataAction((dp, id: number) => dp.acceptInvitation(id), {
      success: (_id, team) => t.accepted(team.name),
    }),
    decline: useTeamDataAction((dp, id: number) => dp.declineInvitation(id), {
      success: (_id, invite) => t.declined(invite.teamName),
    }),
    requestToJoin: useTeamDataAction((dp, teamId: number) => dp.requestToJoinTeam(teamId), {
      success: (_teamId, request) => t.requestSent(request.teamName),
    }),
    cancel: useTeamDataAction((dp, id: number) => dp.cancelInvitation(id), {
      success: (_id, request) => t.requestCancelled(request.teamName),
    }),
  };
}

export type InvitationActions = ReturnType<typeof useInvitationActions>;
