import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '../../../../domain/notifications';
import { instant, serialId, writtenAt } from './columns';
import { matches } from './matches';
import { teams } from './teams';
import { ownedByUser } from './users';

export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    userId: ownedByUser(),
    type: notificationType().notNull(),
    teamId: integer().references(() => teams.id, { onDelete: 'set null' }),
    /** The match a match notification is about; the notification goes with the match. */
    matchId: integer().references(() => matches.id, { onDelete: 'cascade' }),
    // The names the text mentions, kept so the text survives renames and deletions.
    teamName: text().notNull(),
    playerName: text().notNull(),
    readAt: instant(),
    createdAt: writtenAt(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt.desc())],
);
