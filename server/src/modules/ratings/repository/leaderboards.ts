import type { PlayerLeaderboardRow, TeamLeaderboardRow } from '@domain/ratings';
import type { Queryable } from '@server/db/client';
import {
  matches,
  matchRosters,
  playerRatings,
  seasonEntries,
  teamPlayers,
  teamRatings,
  teams,
  users,
} from '@server/db/schema';
import type { ListQuery } from '@server/http/list-params';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_RATING } from '../compute';
import { presentRating } from '../read';
import { countPlayerBoard, countTeamBoard, topPlayers, topTeams } from './ordinal-pages';

// The leaderboards: teams and players ranked by ordinal (mu - 3 sigma), one page per statement. A season
// (and division) filter keeps the teams entered there and the players of those teams' rosters in that
// season's matches; without one, every active team and every player on a team or rated. The whole board in
// its default order is read off the ordinal indexes (ordinal-pages.ts), its total counted apart (`countAll`).

export const LEADERBOARD_SORT_FIELDS = ['ordinal', 'ratedMatches'] as const;
export type LeaderboardSortField = (typeof LEADERBOARD_SORT_FIELDS)[number];
export interface LeaderboardFilter {
  seasonId?: number;
  divisionId?: number;
}
export type LeaderboardQuery = ListQuery<LeaderboardSortField, LeaderboardFilter>;

const mu = (table: typeof teamRatings | typeof playerRatings) =>
  sql<number>`coalesce(${table.mu}, ${DEFAULT_RATING.mu})`;
const sigma = (table: typeof teamRatings | typeof playerRatings) =>
  sql<number>`coalesce(${table.sigma}, ${DEFAULT_RATING.sigma})`;
const ordinal = (table: typeof teamRatings | typeof playerRatings) =>
  sql<number>`(${mu(table)} - 3 * ${sigma(table)})`;
const rated = (table: typeof teamRatings | typeof playerRatings) =>
  sql<number>`coalesce(${table.ratedMatches}, 0)`.mapWith(Number);

function orderOf(query: LeaderboardQuery, table: typeof teamRatings | typeof playerRatings, id: SQL): SQL {
  const { field = 'ordinal', order = 'DESC' } = query.sort ?? {};
  const column = field === 'ordinal' ? ordinal(table) : rated(table);
  return sql`${column} ${sql.raw(order === 'ASC' ? 'asc' : 'desc')}, ${id} asc`;
}

function entriesOf(filter: LeaderboardFilter) {
  return and(
    filter.seasonId === undefined ? undefined : eq(seasonEntries.seasonId, filter.seasonId),
    filter.divisionId === undefined ? undefined : eq(seasonEntries.divisionId, filter.divisionId),
  );
}

const page = (query: LeaderboardQuery) => ({
  offset: query.range?.offset ?? 0,
  limit: query.range?.limit ?? 25,
});

/** No season filter and the default order (ordinal, descending): the ordinal indexes hold the page. */
const wholeBoardByOrdinal = (query: LeaderboardQuery, filtered: boolean) =>
  !filtered && (query.sort?.field ?? 'ordinal') === 'ordinal' && (query.sort?.order ?? 'DESC') === 'DESC';

export async function teamLeaderboard(
  db: Queryable,
  query: LeaderboardQuery,
  countAll: () => Promise<number> = () => countTeamBoard(db),
): Promise<{ rows: TeamLeaderboardRow[]; total: number }> {
  const filter = query.filter ?? {};
  const filtered = filter.seasonId !== undefined || filter.divisionId !== undefined;
  if (wholeBoardByOrdinal(query, filtered)) {
    const { offset, limit } = page(query);
    const [rows, total] = await Promise.all([topTeams(db, offset, limit), countAll()]);
    return { rows: rows.map(presentTeamRow), total };
  }
  const where = filtered
    ? inArray(teams.id, db.select({ id: seasonEntries.teamId }).from(seasonEntries).where(entriesOf(filter)))
    : and(isNull(teams.disbandedAt), eq(teams.status, 'Approved'));
  const { offset, limit } = page(query);
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      mu: mu(teamRatings).mapWith(Number),
      sigma: sigma(teamRatings).mapWith(Number),
      ratedMatches: rated(teamRatings),
      rank: sql<number>`rank() over (order by ${ordinal(teamRatings)} desc)`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(teams)
    .leftJoin(teamRatings, eq(teamRatings.teamId, teams.id))
    .where(where)
    .orderBy(orderOf(query, teamRatings, sql`${teams.id}`))
    .offset(offset)
    .limit(limit);
  return {
    rows: rows.map(presentTeamRow),
    total: rows[0]?.total ?? (offset === 0 ? 0 : await countOf(db, teamLeaderboard, query)),
  };
}

type BoardRow = { id: number; rank: number; mu: number; sigma: number; ratedMatches: number };

const presentTeamRow = (row: BoardRow & { name: string }): TeamLeaderboardRow => ({
  id: row.id,
  rank: row.rank,
  name: row.name,
  rating: presentRating(row),
  ratedMatches: row.ratedMatches,
});

const presentPlayerRow = (row: BoardRow & { displayName: string }): PlayerLeaderboardRow => ({
  id: row.id,
  rank: row.rank,
  displayName: row.displayName,
  rating: presentRating(row),
  ratedMatches: row.ratedMatches,
});

export async function playerLeaderboard(
  db: Queryable,
  query: LeaderboardQuery,
  countAll: () => Promise<number> = () => countPlayerBoard(db),
): Promise<{ rows: PlayerLeaderboardRow[]; total: number }> {
  const filter = query.filter ?? {};
  const filtered = filter.seasonId !== undefined || filter.divisionId !== undefined;
  if (wholeBoardByOrdinal(query, filtered)) {
    const { offset, limit } = page(query);
    const [rows, total] = await Promise.all([topPlayers(db, offset, limit), countAll()]);
    return { rows: rows.map(({ name, ...row }) => presentPlayerRow({ ...row, displayName: name })), total };
  }
  const where = filtered
    ? inArray(
        users.id,
        db
          .select({ id: matchRosters.userId })
          .from(matchRosters)
          .innerJoin(matches, eq(matches.id, matchRosters.matchId))
          .innerJoin(
            seasonEntries,
            and(eq(seasonEntries.seasonId, matches.seasonId), eq(seasonEntries.teamId, matchRosters.teamId)),
          )
          .where(entriesOf(filter)),
      )
    : sql`(${users.id} in (select ${teamPlayers.userId} from ${teamPlayers}) or ${playerRatings.userId} is not null)`;
  const { offset, limit } = page(query);
  const rows = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      mu: mu(playerRatings).mapWith(Number),
      sigma: sigma(playerRatings).mapWith(Number),
      ratedMatches: rated(playerRatings),
      rank: sql<number>`rank() over (order by ${ordinal(playerRatings)} desc)`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(users)
    .leftJoin(playerRatings, eq(playerRatings.userId, users.id))
    .where(where)
    .orderBy(orderOf(query, playerRatings, sql`${users.id}`))
    .offset(offset)
    .limit(limit);
  return {
    rows: rows.map(presentPlayerRow),
    total: rows[0]?.total ?? (offset === 0 ? 0 : await countOf(db, playerLeaderboard, query)),
  };
}

/** The total of a leaderboard when the page asked for lies past its end. */
async function countOf(
  db: Queryable,
  board: (db: Queryable, query: LeaderboardQuery) => Promise<{ total: number }>,
  query: LeaderboardQuery,
): Promise<number> {
  return (await board(db, { ...query, range: { offset: 0, limit: 1 } })).total;
}
