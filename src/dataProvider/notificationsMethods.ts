import type { AppNotification } from '@domain/api';
import type { ApiRequest } from './apiRequest';

/** The signed-in user's notifications beyond the `notifications` list (GET /notifications). */
export function notificationsMethods(request: ApiRequest) {
  return {
    getUnreadNotificationCount: async () =>
      (await request<{ count: number }>('GET', '/notifications/unread-count')).count,
    markNotificationRead: (id: number) => request<AppNotification>('POST', `/notifications/${id}/read`),
    /** Answers how many were unread. */
    markAllNotificationsRead: async () =>
      (await request<{ count: number }>('POST', '/notifications/read-all')).count,
  };
}
