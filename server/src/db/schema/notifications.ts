import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationType } from '../../../../domain/api';
import { teams } from './teams';
import { users } from './users';

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
] as const satisfies NotificationType[];

export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationType().notNull(),
    teamId: integer().references(() => teams.id, { onDelete: 'set null' }),
    // The names the text mentions, kept so the text survives renames and deletions.
    teamName: text().notNull(),
    playerName: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt.desc())],
);
