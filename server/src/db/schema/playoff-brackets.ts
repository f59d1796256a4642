import { integer, jsonb, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, writtenAt } from './columns';
import { ownedByDivision, ownedBySeason, playoffFormat } from './seasons';

/**
 * A division's playoff bracket, drawn when its season moves to Playoffs: the seeds (team ids, best
 * first) and the bracket's structure (modules/fixtures/playoff-bracket.ts). A bracket match becomes a
 * row of matches (bracket_key) once both of its teams are known.
 */
export const playoffBrackets = pgTable(
  'playoff_brackets',
  {
    id: serialId(),
    seasonId: ownedBySeason(),
    divisionId: ownedByDivision(),
    format: playoffFormat().notNull(),
    seeds: integer().array().notNull(),
    structure: jsonb().notNull(),
    createdAt: writtenAt(),
  },
  (table) => [uniqueIndex('playoff_brackets_division_unique').on(table.divisionId)],
);
