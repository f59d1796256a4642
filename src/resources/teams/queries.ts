import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import { useTeamsApi } from './useTeamsApi';

/** Approved teams (GET /teams). */
export function useTeams() {
  const api = useTeamsApi();
  return useQuery({ queryKey: queryKeys.teams, queryFn: api.listTeams });
}

/** The player's own team of any status, or null (GET /users/me/team). */
export function useMyTeam() {
  const api = useTeamsApi();
  return useQuery({ queryKey: queryKeys.myTeam, queryFn: api.myTeam });
}

/** One team as the signed-in user may see it (GET /teams/{id}): Approved teams, their own, or any for managers. */
export function useTeam(teamId: number) {
  const api = useTeamsApi();
  return useQuery({
    queryKey: queryKeys.team(teamId),
    queryFn: () => api.readTeam(teamId),
    enabled: Number.isInteger(teamId) && teamId > 0,
  });
}

/** The player's pending join requests (sent) and the invites they got (received). */
export function useMyInvitations() {
  const api = useTeamsApi();
  return useQuery({ queryKey: queryKeys.myInvitations, queryFn: api.myInvitations });
}

/** A team's pending requests and invites, for its captain and co-captains (`enabled` for anyone else). */
export function useTeamInvitations(teamId: number, enabled = true) {
  const api = useTeamsApi();
  return useQuery({
    queryKey: queryKeys.teamInvitations(teamId),
    queryFn: () => api.teamInvitations(teamId),
    enabled,
  });
}

/** Players without a team whose display name contains `query`. */
export function useInviteCandidates(teamId: number, query: string) {
  const api = useTeamsApi();
  return useQuery({
    queryKey: queryKeys.inviteCandidates(teamId, query),
    queryFn: () => api.inviteCandidates(teamId, query),
    enabled: query.trim().length > 0,
  });
}
