import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** The league every team plays in; a migration seeds domain/constants DEFAULT_LEAGUE. */
export const leagues = pgTable('leagues', {
  id: serial().primaryKey(),
  name: text().notNull(),
  minPlayers: integer().notNull(),
  maxPlayers: integer().notNull(),
});

/** A migration seeds domain/constants DEFAULT_DIVISION. */
export const divisions = pgTable('divisions', {
  id: serial().primaryKey(),
  name: text().notNull(),
  mmrPercentage: integer().notNull(),
});
