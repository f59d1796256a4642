import { useQueryClient } from '@tanstack/react-query';
import { TEAM_DATA_SCOPE } from '../../api/queryKeys';
import { INVITATIONS } from '../invitations/queries';
import { LEAGUE_MANAGEMENT } from '../league-management/resourceName';
import { TEAMS } from './queries';

/**
 * After any team or invitation change: every view of the teams (league, team pages, my team), the
 * invitations and team approval, through react-admin's keys; and the notifications, still on their own
 * scope, since each change notifies someone.
 */
export function useRefreshTeamData() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [TEAMS, INVITATIONS, LEAGUE_MANAGEMENT, TEAM_DATA_SCOPE].map((scope) =>
        queryClient.invalidateQueries({ queryKey: [scope] }),
      ),
    );
}
