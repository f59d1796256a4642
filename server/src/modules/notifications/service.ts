import type { Db } from '@server/db/client';
import type { ListQuery } from '@server/http/list-params';
import { countUnread, listNotifications, markAllRead, markRead } from './repository';

// The notifications module's service (app.notifications): a user's own notifications. Other modules
// write notifications with notify() inside their own transactions.

export function createNotificationService({ db }: { db: Db }) {
  return {
    list: (userId: number, query: ListQuery<'createdAt', unknown>) => listNotifications(db, userId, query),
    unreadCount: (userId: number) => countUnread(db, userId),
    markAllRead: (userId: number) => markAllRead(db, userId),
    markRead: (userId: number, id: number) => markRead(db, userId, id),
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
