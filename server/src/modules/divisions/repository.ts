import type { Queryable } from '@server/db/client';
import { containsPattern, orderFor, totalOf, totalRows, withPage } from '@server/db/lists';
import { divisions, matches, seasonEntries, seasons } from '@server/db/schema';
import type { ListQuery } from '@server/http/list-params';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, type SQLWrapper, sql } from 'drizzle-orm';

// Rows of the seasons' divisions, read only: the seasons module writes them (seasons/repository/
// divisions.ts). A page of divisions is one query: each division's season is joined in and its team count
// comes from one grouped count of the season entries, never a query per row. The seeded Open Division
// (no season) is not one of them (decision 0014).

/** How many entries each division holds: one grouped count, joined to the page. */
function entryCounts(db: Queryable) {
  return db
    .select({
      divisionId: seasonEntries.divisionId,
      teams: sql<number>`cast(count(*) as integer)`.as('teams'),
    })
    .from(seasonEntries)
    .where(isNotNull(seasonEntries.divisionId))
    .groupBy(seasonEntries.divisionId)
    .as('division_entry_counts');
}

function selectDivisions(db: Queryable, withTotal: boolean) {
  const counts = entryCounts(db);
  const teamCount = sql<number>`coalesce(${counts.teams}, 0)`;
  return {
    teamCount,
    query: db
      .select({
        id: divisions.id,
        name: divisions.name,
        mmrPercentage: divisions.mmrPercentage,
        tier: sql<number>`${divisions.tier}`,
        season: { id: seasons.id, name: seasons.name, status: seasons.status },
        teamCount,
        total: withTotal ? totalRows : sql<number>`0`,
      })
      .from(divisions)
      .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
      .leftJoin(counts, eq(counts.divisionId, divisions.id)),
  };
}

export type DivisionSortField =
  | 'season.startsAt'
  | 'season.name'
  | 'tier'
  | 'name'
  | 'mmrPercentage'
  | 'teamCount';
export interface DivisionFilter {
  q?: string;
  seasonId?: number;
}

/** Newest season first, each season's top tier first, unless sorted otherwise. */
export async function listDivisions(
  db: Queryable,
  { sort, range, filter }: ListQuery<DivisionSortField, DivisionFilter>,
) {
  const where = and(
    filter?.seasonId ? eq(divisions.seasonId, filter.seasonId) : undefined,
    filter?.q ? ilike(divisions.name, containsPattern(filter.q)) : undefined,
  );
  const { query, teamCount } = selectDivisions(db, true);
  const sortable: Record<DivisionSortField, SQLWrapper> = {
    name: sql`lower(${divisions.name})`,
    tier: divisions.tier,
    mmrPercentage: divisions.mmrPercentage,
    teamCount,
    'season.name': sql`lower(${seasons.name})`,
    'season.startsAt': seasons.startsAt,
  };
  const rows = await withPage(
    query
      .where(where)
      .orderBy(
        ...orderFor(sort, sortable, [
          desc(seasons.startsAt),
          desc(seasons.id),
          asc(divisions.tier),
          asc(divisions.id),
        ]),
      )
      .$dynamic(),
    range,
  );
  const total = await totalOf(rows, range, async () => {
    const [counted] = await db
      .select({ total: count() })
      .from(divisions)
      .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
      .where(where);
    return counted.total;
  });
  return { rows: rows.map(({ total: _, ...row }) => row), total };
}

export type DivisionRow = Awaited<ReturnType<typeof listDivisions>>['rows'][number];

export async function findDivision(db: Queryable, id: number): Promise<DivisionRow | null> {
  const [row] = await selectDivisions(db, false).query.where(eq(divisions.id, id));
  if (!row) return null;
  const { total: _, ...division } = row;
  return division;
}

/** The season a division belongs to (null for the Open Division or an id that is no division). */
export async function seasonOfDivision(db: Queryable, id: number): Promise<number | null> {
  const [row] = await db.select({ seasonId: divisions.seasonId }).from(divisions).where(eq(divisions.id, id));
  return row?.seasonId ?? null;
}

/** A season's divisions, top tier first. */
export async function divisionsOfSeason(db: Queryable, seasonId: number) {
  return db
    .select({ id: divisions.id, name: divisions.name, mmrPercentage: divisions.mmrPercentage })
    .from(divisions)
    .where(eq(divisions.seasonId, seasonId))
    .orderBy(asc(divisions.tier));
}

/** The number of entries placed in each of the given divisions (only those holding any). */
export async function entryCountsOf(tx: Queryable, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ divisionId: seasonEntries.divisionId, teams: count() })
    .from(seasonEntries)
    .where(inArray(seasonEntries.divisionId, [...ids]))
    .groupBy(seasonEntries.divisionId);
  return new Map(rows.map((row) => [row.divisionId ?? 0, row.teams]));
}

/** The first of the given divisions that has a match (fixtures generated during Registration), if any. */
export async function divisionWithMatches(tx: Queryable, ids: readonly number[]): Promise<number | null> {
  if (ids.length === 0) return null;
  const [row] = await tx
    .select({ divisionId: matches.divisionId })
    .from(matches)
    .where(inArray(matches.divisionId, [...ids]))
    .limit(1);
  return row?.divisionId ?? null;
}
