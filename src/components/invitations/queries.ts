import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '@/dataProvider';

/** The key scope of the invitations' reads ([resource, method, params], as react-admin keys its own). */
export const INVITATIONS = 'invitations';

/** The player's pending join requests (sent) and the invites they got (received); `enabled` false asks nothing. */
export function useMyInvitations({ enabled = true }: { enabled?: boolean } = {}) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [INVITATIONS, 'getMyInvitations'],
    queryFn: () => dataProvider.getMyInvitations(),
    enabled,
  });
}

/** A team's pending requests and invites, for its captain and co-captains. */
export function useTeamInvitations(teamId: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [INVITATIONS, 'getTeamInvitations', { teamId }],
    queryFn: () => dataProvider.getTeamInvitations(teamId),
  });
}

/** Players without a team whose display name contains `query`. */
export function useInviteCandidates(teamId: number, query: string) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [INVITATIONS, 'searchInviteCandidates', { teamId, query }],
    queryFn: () => dataProvider.searchInviteCandidates(teamId, query),
    enabled: query.trim().length > 0,
  });
}
