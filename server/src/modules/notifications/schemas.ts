import { z } from 'zod';
import { appNotificationSchema, unreadCountSchema } from '../../../../domain/notifications';
import { listQuerySchema } from '../../http/list-params';

export { appNotificationSchema, unreadCountSchema as countSchema };

/** Newest first always; only the range applies. */
export const notificationListQuery = listQuerySchema(['createdAt'], z.object({}));
