import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** The league every team plays in; a migration seeds domain/constants DEFAULT_LEAGUE. Its divisions: seasons.ts. */
export const leagues = pgTable('leagues', {
  id: serial().primaryKey(),
  name: text().notNull(),
  minPlayers: integer().notNull(),
  maxPlayers: integer().notNull(),
  /** Whether accounts that have not confirmed their email address may join teams and check in. */
  unverifiedMayPlay: boolean().notNull().default(true),
});
