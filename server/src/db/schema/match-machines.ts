import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { MATCH_MACHINE_STATUSES } from '../../../../domain/matches';
import { instant } from './columns';
import { matches } from './matches';
import { users } from './users';

/**
 * The cloud machine made for a match when no game server was free: one row per match, so two
 * captains starting at once make one machine. The droplet's id is known once the provider answers.
 */
export const matchMachines = pgTable(
  'match_machines',
  {
    matchId: integer()
      .primaryKey()
      .references(() => matches.id, { onDelete: 'cascade' }),
    status: text({ enum: MATCH_MACHINE_STATUSES }).notNull(),
    dropletId: integer(),
    /** The clientId the droplet's game server announces (droplet-<id>). */
    clientId: text().unique(),
    /** The captain or admin who asked; null when the league started the match by itself. */
    requestedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    requestedAt: instant().notNull(),
    /** Why it failed, for the logs and admins; players see only that it failed. */
    failure: text(),
    deletedAt: instant(),
  },
  (table) => [
    check(
      'match_machines_status_check',
      sql`${table.status} IN (${sql.raw(MATCH_MACHINE_STATUSES.map((status) => `'${status}'`).join(', '))})`,
    ),
  ],
);
