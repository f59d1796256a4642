import type { PlayoffFormat, SeasonStatus } from '@domain/seasons';
import type { Tiebreaker } from '@domain/standings';
import type { Queryable } from '@server/db/client';
import { violatedUniqueConstraint } from '@server/db/errors';
import { containsPattern, orderFor, totalOf, totalRows, withPage } from '@server/db/lists';
import { divisions, leagues, seasonEntries, seasons, teams } from '@server/db/schema';
import type { ListQuery } from '@server/http/list-params';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { seasonErrors } from './errors';

export * from './repository/divisions';

// Tables owned (no other module writes them): divisions, season_entries, seasons.
// Rows of seasons, their divisions and their entries. A page of seasons is one query (league and team count
// included) and their divisions one more; a page of entries is one query.

const teamCount = sql<number>`(select cast(count(*) as integer) from ${seasonEntries} where ${seasonEntries.seasonId} = ${seasons.id})`;

const seasonColumns = {
  id: seasons.id,
  name: seasons.name,
  status: seasons.status,
  startsAt: seasons.startsAt,
  weeks: seasons.weeks,
  pointsWin: seasons.pointsWin,
  pointsDraw: seasons.pointsDraw,
  pointsLoss: seasons.pointsLoss,
  pointsForfeit: seasons.pointsForfeit,
  tiebreakers: seasons.tiebreakers,
  playoffTeams: seasons.playoffTeams,
  playoffFormat: seasons.playoffFormat,
  checkInMinutes: seasons.checkInMinutes,
  noShowGraceMinutes: seasons.noShowGraceMinutes,
  transferWindowEndsAt: seasons.transferWindowEndsAt,
  createdAt: seasons.createdAt,
  league: {
    id: leagues.id,
    name: leagues.name,
    minPlayers: leagues.minPlayers,
    maxPlayers: leagues.maxPlayers,
  },
  teamCount,
};

function selectSeasons<Extra extends Record<string, SQL>>(db: Queryable, extra: Extra) {
  return db
    .select({ ...seasonColumns, ...extra })
    .from(seasons)
    .innerJoin(leagues, eq(leagues.id, seasons.leagueId));
}

export type SeasonRow = Awaited<ReturnType<typeof findSeason>> & {};

export async function findSeason(db: Queryable, id: number) {
  const [row] = await selectSeasons(db, {}).where(eq(seasons.id, id));
  return row ?? null;
}

export type SeasonSortField = 'name' | 'status' | 'startsAt' | 'createdAt';
export interface SeasonFilter {
  q?: string;
  status?: SeasonStatus;
}

const SEASON_SORTABLE: Record<SeasonSortField, SQLWrapper> = {
  name: sql`lower(${seasons.name})`,
  status: seasons.status,
  startsAt: seasons.startsAt,
  createdAt: seasons.createdAt,
};

/** Newest start first unless sorted otherwise. */
export async function listSeasons(
  db: Queryable,
  { sort, range, filter }: ListQuery<SeasonSortField, SeasonFilter>,
): Promise<{ rows: SeasonRow[]; total: number }> {
  const where = and(
    filter?.status ? eq(seasons.status, filter.status) : undefined,
    filter?.q ? ilike(seasons.name, containsPattern(filter.q)) : undefined,
  );
  const rows = await withPage(
    selectSeasons(db, { total: totalRows })
      .where(where)
      .orderBy(...orderFor(sort, SEASON_SORTABLE, [desc(seasons.startsAt), desc(seasons.id)]))
      .$dynamic(),
    range,
  );
  const total = await totalOf(rows, range, async () => {
    const [counted] = await db.select({ total: count() }).from(seasons).where(where);
    return counted.total;
  });
  return { rows: rows.map(({ total: _, ...row }) => row), total };
}

export interface DivisionRow {
  id: number;
  seasonId: number | null;
  name: string;
  mmrPercentage: number;
}

/** The divisions of the given seasons, each season's top tier first; only division `onlyId` when given. */
export async function divisionsOf(
  db: Queryable,
  seasonIds: readonly number[],
  onlyId?: number,
): Promise<DivisionRow[]> {
  if (seasonIds.length === 0) return [];
  return db
    .select({
      id: divisions.id,
      seasonId: divisions.seasonId,
      name: divisions.name,
      mmrPercentage: divisions.mmrPercentage,
    })
    .from(divisions)
    .where(
      and(
        inArray(divisions.seasonId, [...seasonIds]),
        onlyId === undefined ? undefined : eq(divisions.id, onlyId),
      ),
    )
    .orderBy(asc(divisions.seasonId), asc(divisions.tier));
}

/**
 * Locks a season's row for the rest of the transaction. Status moves and placements take it 'update';
 * registrations take it 'share', so a season cannot go Live while a team is being registered.
 */
export async function lockSeason(tx: Queryable, id: number, strength: 'update' | 'share') {
  const [row] = await tx
    .select({
      id: seasons.id,
      name: seasons.name,
      status: seasons.status,
      leagueId: seasons.leagueId,
      playoffTeams: seasons.playoffTeams,
      playoffFormat: seasons.playoffFormat,
      checkInMinutes: seasons.checkInMinutes,
      noShowGraceMinutes: seasons.noShowGraceMinutes,
      transferWindowEndsAt: seasons.transferWindowEndsAt,
      minPlayers: leagues.minPlayers,
      maxPlayers: leagues.maxPlayers,
    })
    .from(seasons)
    .innerJoin(leagues, eq(leagues.id, seasons.leagueId))
    .where(eq(seasons.id, id))
    .for(strength, { of: seasons });
  return row ?? null;
}
export type LockedSeason = NonNullable<Awaited<ReturnType<typeof lockSeason>>>;

export async function leagueExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, id));
  return row !== undefined;
}

export type NewSeason = typeof seasons.$inferInsert;

/** Inserts a season and its divisions (tier 0 first); call it in a transaction. */
export async function insertSeason(
  tx: Queryable,
  season: NewSeason,
  tiers: readonly { name: string; mmrPercentage: number }[],
): Promise<number> {
  let id: number;
  try {
    [{ id }] = await tx.insert(seasons).values(season).returning({ id: seasons.id });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'seasons_league_name_lower_unique')
      throw seasonErrors.nameTaken();
    throw error;
  }
  await tx.insert(divisions).values(tiers.map((division, tier) => ({ ...division, seasonId: id, tier })));
  return id;
}

export interface SeasonChanges {
  name?: string;
  status?: SeasonStatus;
  transferWindowEndsAt?: Date | null;
  pointsWin?: number;
  pointsDraw?: number;
  pointsLoss?: number;
  pointsForfeit?: number;
  tiebreakers?: Tiebreaker[];
  playoffTeams?: number;
  playoffFormat?: PlayoffFormat;
  checkInMinutes?: number;
  noShowGraceMinutes?: number;
}

export async function updateSeason(tx: Queryable, id: number, changes: SeasonChanges): Promise<void> {
  try {
    await tx.update(seasons).set(changes).where(eq(seasons.id, id));
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'seasons_league_name_lower_unique')
      throw seasonErrors.nameTaken();
    throw error;
  }
}

// Entries.

const entryColumns = {
  seasonId: seasonEntries.seasonId,
  teamId: seasonEntries.teamId,
  teamName: teams.name,
  divisionId: seasonEntries.divisionId,
  seedRating: seasonEntries.seedRating,
  placedByAdmin: seasonEntries.placedByAdmin,
  registeredAt: seasonEntries.registeredAt,
};

function selectEntries<Extra extends Record<string, SQL>>(db: Queryable, extra: Extra) {
  return db
    .select({ ...entryColumns, ...extra })
    .from(seasonEntries)
    .innerJoin(teams, eq(teams.id, seasonEntries.teamId));
}

export type EntryRow = Awaited<ReturnType<typeof findEntry>> & {};

export async function findEntry(db: Queryable, seasonId: number, teamId: number) {
  const [row] = await selectEntries(db, {}).where(
    and(eq(seasonEntries.seasonId, seasonId), eq(seasonEntries.teamId, teamId)),
  );
  return row ?? null;
}

export type EntrySortField = 'team.name' | 'divisionId' | 'seedRating' | 'registeredAt';
export interface EntryFilter {
  q?: string;
  divisionId?: number;
}

const ENTRY_SORTABLE: Record<EntrySortField, SQLWrapper> = {
  'team.name': sql`lower(${teams.name})`,
  divisionId: seasonEntries.divisionId,
  seedRating: seasonEntries.seedRating,
  registeredAt: seasonEntries.registeredAt,
};

/** In order of registration unless sorted otherwise. */
export async function listEntries(
  db: Queryable,
  seasonId: number,
  { sort, range, filter }: ListQuery<EntrySortField, EntryFilter>,
): Promise<{ rows: EntryRow[]; total: number }> {
  const where = and(
    eq(seasonEntries.seasonId, seasonId),
    filter?.divisionId ? eq(seasonEntries.divisionId, filter.divisionId) : undefined,
    filter?.q ? ilike(teams.name, containsPattern(filter.q)) : undefined,
  );
  const rows = await withPage(
    selectEntries(db, { total: totalRows })
      .where(where)
      .orderBy(...orderFor(sort, ENTRY_SORTABLE, [asc(seasonEntries.registeredAt), asc(seasonEntries.id)]))
      .$dynamic(),
    range,
  );
  const total = await totalOf(rows, range, async () => {
    const [counted] = await db
      .select({ total: count() })
      .from(seasonEntries)
      .innerJoin(teams, eq(teams.id, seasonEntries.teamId))
      .where(where);
    return counted.total;
  });
  return { rows: rows.map(({ total: _, ...row }) => row), total };
}

/** Registers a team; the unique index settles two registrations racing: the second gets a 409. */
export async function insertEntry(tx: Queryable, seasonId: number, teamId: number): Promise<void> {
  try {
    await tx.insert(seasonEntries).values({ seasonId, teamId });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'season_entries_season_team_unique') {
      throw seasonErrors.alreadyRegistered();
    }
    throw error;
  }
}

export async function lockEntry(tx: Queryable, seasonId: number, teamId: number) {
  const [row] = await tx
    .select({
      teamId: seasonEntries.teamId,
      teamName: teams.name,
      divisionId: seasonEntries.divisionId,
      seedRating: seasonEntries.seedRating,
      placedByAdmin: seasonEntries.placedByAdmin,
    })
    .from(seasonEntries)
    .innerJoin(teams, eq(teams.id, seasonEntries.teamId))
    .where(and(eq(seasonEntries.seasonId, seasonId), eq(seasonEntries.teamId, teamId)))
    .for('update', { of: seasonEntries });
  return row ?? null;
}

export async function updateEntry(
  tx: Queryable,
  seasonId: number,
  teamId: number,
  changes: { divisionId?: number | null; placedByAdmin?: boolean; seedRating?: number | null },
): Promise<void> {
  await tx
    .update(seasonEntries)
    .set(changes)
    .where(and(eq(seasonEntries.seasonId, seasonId), eq(seasonEntries.teamId, teamId)));
}

/** What placement needs of every entry of a season. */
export async function placementEntriesOf(tx: Queryable, seasonId: number) {
  return tx
    .select({
      teamId: seasonEntries.teamId,
      seedRating: seasonEntries.seedRating,
      divisionId: seasonEntries.divisionId,
      placedByAdmin: seasonEntries.placedByAdmin,
      registeredAt: seasonEntries.registeredAt,
    })
    .from(seasonEntries)
    .where(eq(seasonEntries.seasonId, seasonId));
}

/** Places the season's entries of these teams in the division: one statement, whatever their number. */
export async function placeEntries(
  tx: Queryable,
  seasonId: number,
  divisionId: number,
  teamIds: number[],
): Promise<void> {
  await tx
    .update(seasonEntries)
    .set({ divisionId })
    .where(and(eq(seasonEntries.seasonId, seasonId), inArray(seasonEntries.teamId, teamIds)));
}
