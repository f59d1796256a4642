import { messages } from '../../../domain/messages';
import { useApiAction } from '../../api/useApiAction';
import { useTeamsApi } from './useTeamsApi';

const t = messages.invites;

/** The player's side of invitations: accept or decline an invite, ask to join, cancel a request. */
export function useInvitationActions() {
  const api = useTeamsApi();
  return {
    accept: useApiAction(api.acceptInvitation, { success: (_id, team) => t.accepted(team.name) }),
    decline: useApiAction(api.declineInvitation, {
      success: (_id, invite) => t.declined(invite.teamName),
    }),
    requestToJoin: useApiAction(api.requestToJoin, {
      success: (_teamId, request) => t.requestSent(request.teamName),
    }),
    cancel: useApiAction(api.cancelInvitation, {
      success: (_id, request) => t.requestCancelled(request.teamName),
    }),
  };
}

export type InvitationActions = ReturnType<typeof useInvitationActions>;
