import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '../../api/queryKeys';
import { useApiRequest } from '../../api/useApiRequest';
import { createNotificationsApi, type NotificationsApi } from './notificationsApi';

/** How often the top bar asks for the unread count. */
export const UNREAD_POLL_MS = 30_000;

export function useNotificationsApi(): NotificationsApi {
  const request = useApiRequest();
  return useMemo(() => createNotificationsApi(request), [request]);
}

/** The player's notifications, newest first. */
export function useNotifications() {
  const api = useNotificationsApi();
  return useQuery({ queryKey: queryKeys.notifications, queryFn: api.list });
}

export function useUnreadCount() {
  const api = useNotificationsApi();
  return useQuery({
    queryKey: queryKeys.unreadCount,
    queryFn: api.unreadCount,
    refetchInterval: UNREAD_POLL_MS,
    select: (data) => data.count,
  });
}
