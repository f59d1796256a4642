import type { Queryable } from '@server/db/client';
import { seasonEntries, standingsVersions, teams } from '@server/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';

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

/** How often the season's standings have changed (0 before the first change). */
export async function standingsVersionOf(db: Queryable, seasonId: number): Promise<number> {
  const [row] = await db
    .select({ version: standingsVersions.version })
    .from(standingsVersions)
    .where(eq(standingsVersions.seasonId, seasonId));
  return row?.version ?? 0;
}
