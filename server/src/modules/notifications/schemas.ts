import { z } from 'zod';
import type { AppNotification } from '../../../../domain/api';
import { NOTIFICATION_TYPES } from '../../db/schema';
import { listQuerySchema } from '../../http/list-params';

export const appNotificationSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(NOTIFICATION_TYPES),
    message: z.string(),
    teamId: z.number().int().nullable(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'AppNotification' }) satisfies z.ZodType<AppNotification>;

export const countSchema = z.object({ count: z.number().int() });

/** Newest first always; only the range applies. */
export const notificationListQuery = listQuerySchema(['createdAt'], z.object({}));
