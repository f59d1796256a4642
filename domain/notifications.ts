import { z } from './zod';

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
  // A match's scheduling and result steps, sent to the other team's captains.
  'match_time_proposed',
  'match_time_accepted',
  'match_time_declined',
  'match_result_reported',
  'match_result_confirmed',
  'match_result_disputed',
  'match_result_decided',
  // A team the match was against disbanded: the match is forfeited to the team notified.
  'match_opponent_disbanded',
  // Check-in (sent to both rosters, team the other team of the match): check-in opened, the match starts
  // within the hour, and the no-show forfeit the league decided (won, lost, or both teams absent).
  'match_check_in_open',
  'match_starts_soon',
  'match_no_show_won',
  'match_no_show_lost',
  'match_no_show_mutual',
  // To league managers: neither team checked in for a playoff match, which needs a winner (team: the match).
  'match_no_show_undecided',
  // An admin decided a roster change asked for while the season locked the roster.
  'roster_change_approved',
  'roster_change_denied',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const appNotificationSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(NOTIFICATION_TYPES),
    /** The text to show, rendered by the server from the catalogue's notification texts (domain/i18n). */
    message: z.string(),
    teamId: z.number().int().nullable(),
    /** The match a match notification is about (it links there); null for the others. */
    matchId: z.number().int().nullable(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'AppNotification' });
export type AppNotification = z.infer<typeof appNotificationSchema>;

/** GET /notifications/unread-count. */
export const unreadCountSchema = z.object({ count: z.number().int() });
