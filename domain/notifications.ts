import { z } from 'zod';

// In-app notifications (the bell), as the API sends them.

export const NOTIFICATION_TYPES = [
  'invite_received',
  'invite_accepted',
  'invite_declined',
  'request_received',
  'request_accepted',
  'request_declined',
  'team_approved',
  'team_denied',
  'player_joined',
  'player_left',
  'player_removed',
  'captain_changed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const appNotificationSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(NOTIFICATION_TYPES),
    /** The text to show, rendered by the server from domain/messages.ts notification templates. */
    message: z.string(),
    teamId: z.number().int().nullable(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'AppNotification' });
export type AppNotification = z.infer<typeof appNotificationSchema>;

/** GET /notifications/unread-count. */
export const unreadCountSchema = z.object({ count: z.number().int() });
