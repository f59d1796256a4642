import { boolean, doublePrecision, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, writtenAt } from './columns';
import { divisions, ownedBySeason } from './seasons';
import { ownedByTeam } from './teams';

/** A team registered for a season, and the division it plays in there once placed. */
export const seasonEntries = pgTable(
  'season_entries',
  {
    id: serialId(),
    seasonId: ownedBySeason(),
    teamId: ownedByTeam(),
    divisionId: integer().references(() => divisions.id),
    /** The rating placement ranks by; null for a team without one. */
    seedRating: doublePrecision(),
    /** An admin chose the division; placement keeps it. */
    placedByAdmin: boolean().notNull().default(false),
    registeredAt: writtenAt(),
  },
  (table) => [
    // One entry per team and season: two registrations racing end with one row.
    uniqueIndex('season_entries_season_team_unique').on(table.seasonId, table.teamId),
    index('season_entries_season_division_idx').on(table.seasonId, table.divisionId),
    index('season_entries_team_idx').on(table.teamId),
  ],
);
