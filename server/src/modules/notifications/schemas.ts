import { appNotificationSchema, unreadCountSchema } from '@domain/notifications';
import { listQuerySchema } from '@server/http/list-params';
import { z } from 'zod';

export { appNotificationSchema, unreadCountSchema as countSchema };

/** Newest first always; only the range applies. */
export const notificationListQuery = listQuerySchema(['createdAt'], z.object({}));
