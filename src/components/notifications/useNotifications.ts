import type { AppNotification } from '@domain/api';
import { ALL_ROWS_PAGE } from '@domain/paging';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useGetList, useNotify } from 'ra-core';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { useAppDataProvider } from '@/dataProvider';

export const NOTIFICATIONS = 'notifications';

/** How often the top bar asks for the unread count. */
export const UNREAD_POLL_MS = 30_000;

/** The player's notifications, newest first (the `notifications` list, GET /notifications). */
export function useNotifications() {
  return useGetList<AppNotification>(NOTIFICATIONS, {
    pagination: ALL_ROWS_PAGE,
    sort: { field: 'createdAt', order: 'DESC' },
  });
}

/**
 * The unread count, asked every UNREAD_POLL_MS. Between two asks, a second place that shows it (the
 * dashboard's card beside the top bar's bell) reads the kept count rather than asking again as it mounts;
 * what changes the count (reading, accepting an invitation, checking in) invalidates it.
 */
export function useUnreadCount() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [NOTIFICATIONS, 'getUnreadNotificationCount'],
    queryFn: () => dataProvider.getUnreadNotificationCount(),
    refetchInterval: UNREAD_POLL_MS,
    staleTime: UNREAD_POLL_MS,
  });
}

/** Mark one or all read; the list and the bell's count refresh once it settles. */
export function useMarkNotificationsRead() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const options = {
    onError: (error: Error) => notify(error.message, { type: 'error' as const }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS] }),
  };
  const markRead = useGuardedMutation({
    mutationFn: (id: number) => dataProvider.markNotificationRead(id),
    ...options,
  });
  const markAllRead = useGuardedMutation({
    mutationFn: () => dataProvider.markAllNotificationsRead(),
    ...options,
  });
  return { markRead, markAllRead };
}
