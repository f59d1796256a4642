import { messages } from '../../../domain/messages';
import { useApiAction } from '../../api/useApiAction';
import { useTeamsApi } from './useTeamsApi';

/** The player's side of invitations: accept or decline an invite, ask to join, cancel a request. */
export function useInvitationActions() {
  const api = useTeamsApi();
  return {
    accept: useApiAction(api.acceptInvitation, { success: messages.invites.accepted }),
    decline: useApiAction(api.declineInvitation, { success: messages.invites.declined }),
    requestToJoin: useApiAction(api.requestToJoin, { success: messages.invites.requestSent }),
    cancel: useApiAction(api.cancelInvitation, { success: messages.invites.requestCancelled }),
  };
}

export type InvitationActions = ReturnType<typeof useInvitationActions>;
