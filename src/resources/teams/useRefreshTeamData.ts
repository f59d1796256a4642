import { useQueryClient } from '@tanstack/react-query';
import { INVITATIONS } from '../invitations/queries';
import { NOTIFICATIONS } from '../notifications/useNotifications';
import { TEAM_APPROVALS } from './approvals/resourceName';
import { TEAMS } from './queries';

/**
 * After any team or invitation change: every view of the teams (league, team pages, my team), the
 * invitations and team approval, and the notifications (each change notifies someone), all through
 * react-admin's keys.
 */
export function useRefreshTeamData() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [TEAMS, INVITATIONS, TEAM_APPROVALS, NOTIFICATIONS].map((scope) =>
        queryClient.invalidateQueries({ queryKey: [scope] }),
      ),
    );
}
