import { integer, pgEnum, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { MATCH_REMINDER_KINDS } from '../../../../domain/match-check-in';
import { instant, serialId } from './columns';
import { ownedByMatch } from './matches';
import { ownedByTeam } from './teams';
import { users } from './users';

export const matchReminderKind = pgEnum('match_reminder_kind', MATCH_REMINDER_KINDS);

/**
 * A team checked in for a match (by its captain or a co-captain): once per match and team, the first
 * check-in's time kept.
 */
export const matchCheckIns = pgTable(
  'match_check_ins',
  {
    id: serialId(),
    matchId: ownedByMatch(),
    teamId: ownedByTeam(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    checkedInAt: instant().notNull(),
  },
  (table) => [uniqueIndex('match_check_ins_match_team_unique').on(table.matchId, table.teamId)],
);

/**
 * The reminders sent for a match (check-in open, one hour to go): the key lets exactly one instance send
 * each, once, written in the transaction that queues its announcement and notifications.
 */
export const matchReminders = pgTable(
  'match_reminders',
  {
    matchId: ownedByMatch(),
    kind: matchReminderKind().notNull(),
    sentAt: instant().notNull(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.kind] })],
);
