import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId } from './columns';

/** The league every team plays in; a migration seeds domain/constants DEFAULT_LEAGUE. Its divisions: seasons.ts. */
export const leagues = pgTable('leagues', {
  id: serialId(),
  name: text().notNull(),
  minPlayers: integer().notNull(),
  maxPlayers: integer().notNull(),
  /** Whether accounts that have not confirmed their email address may join teams and check in. */
  unverifiedMayPlay: boolean().notNull().default(true),
});
