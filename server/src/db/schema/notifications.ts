import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '../../../../domain/notifications';
import { matches } from './matches';
import { teams } from './teams';
import { ownedByUser } from './users';

export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    userId: ownedByUser(),
    type: notificationType().notNull(),
    teamId: integer().references(() => teams.id, { onDelete: 'set null' }),
    /** The match a match notification is about; the notification goes with the match. */
    matchId: integer().references(() => matches.id, { onDelete: 'cascade' }),
    // The names the text mentions, kept so the text survives renames and deletions.
    teamName: text().notNull(),
    playerName: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt.desc())],
);
