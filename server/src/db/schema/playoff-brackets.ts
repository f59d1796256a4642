import { integer, jsonb, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownedByDivision, ownedBySeason, playoffFormat } from './seasons';

/**
 * A division's playoff bracket, drawn when its season moves to Playoffs: the seeds (team ids, best
 * first) and the bracket's structure (modules/fixtures/playoff-bracket.ts). A bracket match becomes a
 * row of matches (bracket_key) once both of its teams are known.
 */
export const playoffBrackets = pgTable(
  'playoff_brackets',
  {
    id: serial().primaryKey(),
    seasonId: ownedBySeason(),
    divisionId: ownedByDivision(),
    format: playoffFormat().notNull(),
    seeds: integer().array().notNull(),
    structure: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('playoff_brackets_division_unique').on(table.divisionId)],
);
