import type { AppNotification } from '../../../domain/api';
import type { ApiRequest } from '../../api/request';

export function createNotificationsApi(request: ApiRequest) {
  return {
    list: () => request<AppNotification[]>('GET', '/notifications'),
    unreadCount: () => request<{ count: number }>('GET', '/notifications/unread-count'),
    markRead: (id: number) => request<AppNotification>('POST', `/notifications/${id}/read`),
    markAllRead: () => request<{ count: number }>('POST', '/notifications/read-all'),
  };
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
