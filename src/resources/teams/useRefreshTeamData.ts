import { useQueryClient } from '@tanstack/react-query';
import { INVITATIONS } from '@/components/invitations/queries';
import { NOTIFICATIONS } from '@/components/notifications/useNotifications';
import { LEAGUE_MANAGEMENT } from '../league-management/resourceName';
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
      [TEAMS, INVITATIONS, LEAGUE_MANAGEMENT, NOTIFICATIONS].map((scope) =>
        queryClient.invalidateQueries({ queryKey: [scope] }),
      ),
    );
}
