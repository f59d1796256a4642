import type { InviteCandidate } from '../../../../domain/api';
import { messages } from '../../../../domain/messages';
import { useApiAction } from '../../../api/useApiAction';
import type { PlayerChange } from '../teamsApi';
import { useTeamsApi } from '../useTeamsApi';

const done = { success: messages.myTeam.done };

/** What the members, captain and co-captains of `teamId` do to their team. */
export function useTeamActions(teamId: number) {
  const api = useTeamsApi();
  return {
    acceptRequest: useApiAction(api.acceptInvitation, done),
    declineRequest: useApiAction(api.declineInvitation, done),
    cancelInvite: useApiAction(api.cancelInvitation, done),
    invite: useApiAction((candidate: InviteCandidate) => api.invitePlayer(teamId, candidate.id), {
      success: (candidate) => messages.myTeam.invited(candidate.displayName),
    }),
    updatePlayer: useApiAction(
      ({ playerId, change }: { playerId: number; change: PlayerChange }) =>
        api.updatePlayer(teamId, playerId, change),
      done,
    ),
    removePlayer: useApiAction((playerId: number) => api.removePlayer(teamId, playerId), done),
    leave: useApiAction(() => api.leaveTeam(teamId), done),
  };
}

export type TeamActions = ReturnType<typeof useTeamActions>;
