import type { Queryable } from '@server/db/client';
import { seasonEntries, teams } from '@server/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';

// Tables owned (no other module writes them): standings_versions.
// The teams a season's standings list: one query for the entries of the divisions asked for.

export async function entriesOf(db: Queryable, seasonId: number, divisionIds: readonly number[]) {
  if (divisionIds.length === 0) return [];
  return db
    .select({
      divisionId: seasonEntries.divisionId,
      id: teams.id,
      name: teams.name,
      rating: seasonEntries.seedRating,
      disbanded: sql<boolean>`${teams.disbandedAt} is not null`,
    })
    .from(seasonEntries)
    .innerJoin(teams, eq(teams.id, seasonEntries.teamId))
    .where(and(eq(seasonEntries.seasonId, seasonId), inArray(seasonEntries.divisionId, [...divisionIds])));
}
