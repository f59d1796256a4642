import type { TeamStatus } from '@domain/teams';
import type { Queryable } from '@server/db/client';
import { containsPattern, orderFor, totalOf, totalRows, withPage } from '@server/db/lists';
import { divisions, leagues, seasonEntries, teamPlayers, teams } from '@server/db/schema';
import type { ListQuery } from '@server/http/list-params';
import {
  and,
  asc,
  count,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';

// Reads and writes of team rows. A page of teams is one query (league, division, player count and the
// list's total included).

/**
 * A team that still plays: not disbanded. A disbanded team keeps its row (its results and its opponents'
 * standings keep their meaning, see teams/disband.ts) but is no active team: lists, searches and
 * registrations leave it out; only its own page and its season history still show it.
 */
export const activeTeam: SQL = isNull(teams.disbandedAt);

const playerCount = sql<number>`(select cast(count(*) as integer) from ${teamPlayers} where ${teamPlayers.teamId} = ${teams.id})`;

const teamColumns = {
  id: teams.id,
  name: teams.name,
  code: teams.code,
  // Lists carry the logo's address, never its bytes: they are served by GET /logos/{sha256}.png.
  logoSha256: teams.logoSha256,
  website: teams.website,
  status: teams.status,
  points: teams.points,
  createdAt: teams.createdAt,
  disbandedAt: teams.disbandedAt,
  league: {
    id: leagues.id,
    name: leagues.name,
    minPlayers: leagues.minPlayers,
    maxPlayers: leagues.maxPlayers,
  },
  division: { id: divisions.id, name: divisions.name, mmrPercentage: divisions.mmrPercentage },
  playerCount,
};

function selectTeams<Extra extends Record<string, SQL>>(db: Queryable, extra: Extra) {
  return db
    .select({ ...teamColumns, ...extra })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .innerJoin(divisions, eq(divisions.id, teams.divisionId));
}

export type TeamRow = Awaited<ReturnType<typeof findTeam>> & {};

export async function findTeam(db: Queryable, id: number) {
  const [row] = await selectTeams(db, {}).where(eq(teams.id, id));
  return row ?? null;
}

export type TeamSortField = 'name' | 'code' | 'status' | 'playerCount' | 'points' | 'createdAt';
export interface TeamFilter {
  q?: string;
  status?: TeamStatus;
  /** Only the teams entered in this division of a season (their season entry's division). */
  divisionId?: number;
  /** True: only disbanded teams (league management's filter); otherwise only active ones. */
  disbanded?: boolean;
}

const SORTABLE: Record<TeamSortField, SQLWrapper> = {
  name: sql`lower(${teams.name})`,
  code: sql`lower(${teams.code})`,
  status: teams.status,
  playerCount,
  points: teams.points,
  createdAt: teams.createdAt,
};

export async function listTeams(
  db: Queryable,
  { sort, range, filter }: ListQuery<TeamSortField, TeamFilter>,
): Promise<{ rows: TeamRow[]; total: number }> {
  const pattern = filter?.q ? containsPattern(filter.q) : undefined;
  const where = and(
    filter?.disbanded ? isNotNull(teams.disbandedAt) : activeTeam,
    filter?.status ? eq(teams.status, filter.status) : undefined,
    filter?.divisionId
      ? inArray(
          teams.id,
          db
            .select({ teamId: seasonEntries.teamId })
            .from(seasonEntries)
            .where(eq(seasonEntries.divisionId, filter.divisionId)),
        )
      : undefined,
    pattern ? or(ilike(teams.name, pattern), ilike(teams.code, pattern)) : undefined,
  );
  const rows = await withPage(
    selectTeams(db, { total: totalRows })
      .where(where)
      .orderBy(...orderFor(sort, SORTABLE, [asc(teams.id)]))
      .$dynamic(),
    range,
  );
  const total = await totalOf(rows, range, async () => {
    const [counted] = await db.select({ total: count() }).from(teams).where(where);
    return counted.total;
  });
  return { rows: rows.map(({ total: _, ...row }) => row), total };
}

/**
 * Locks a team's row for the rest of the transaction: every change to a roster takes this lock first, so
 * roster limits and captaincy changes are decided one at a time.
 */
export async function lockTeam(tx: Queryable, id: number) {
  const [row] = await tx
    .select({
      id: teams.id,
      name: teams.name,
      code: teams.code,
      status: teams.status,
      leagueId: teams.leagueId,
      maxPlayers: leagues.maxPlayers,
      disbandedAt: teams.disbandedAt,
    })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(eq(teams.id, id))
    .for('update', { of: teams });
  return row ?? null;
}
export type LockedTeam = NonNullable<Awaited<ReturnType<typeof lockTeam>>>;

export async function leagueExists(tx: Queryable, leagueId: number): Promise<boolean> {
  const [league] = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, leagueId));
  return league !== undefined;
}

export type NewTeamRow = typeof teams.$inferInsert;

/** Inserts the team; its id. A name or code taken throws the database's unique violation. */
export async function insertTeamRow(tx: Queryable, values: NewTeamRow): Promise<number> {
  const [row] = await tx.insert(teams).values(values).returning({ id: teams.id });
  return row.id;
}

/** Records an admin's decision on a team: its status, who decided and when (now). */
export async function setTeamDecision(
  tx: Queryable,
  teamId: number,
  status: 'Approved' | 'Denied',
  decidedBy: number,
): Promise<void> {
  await tx.update(teams).set({ status, decidedBy, decidedAt: sql`now()` }).where(eq(teams.id, teamId));
}

/** Puts the teams in the division (a season going Live, or a late entry to a Live season). */
export async function setTeamsDivision(tx: Queryable, teamIds: number[], divisionId: number): Promise<void> {
  await tx.update(teams).set({ divisionId }).where(inArray(teams.id, teamIds));
}
