import type { Queryable } from '@server/db/client';
import { playerRatings, teamPlayers, teamRatings, teams, users } from '@server/db/schema';
import { and, asc, count, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import { DEFAULT_RATING } from '../compute';

// A page of a whole leaderboard (no season filter) in its default order, ordinal descending then id,
// read off the rating tables' ordinal indexes (migration 0040): the first page reads its 25 rows whatever
// the league's size. A member without a rating row stands at the default ordinal; such members are read
// only when the page reaches that ordinal. A row's rank is 1 + the members with a higher ordinal.

/** The ordinal of a member never rated. */
const DEFAULT_ORDINAL = DEFAULT_RATING.mu - 3 * DEFAULT_RATING.sigma;

export interface BoardEntry {
  id: number;
  name: string;
  mu: number;
  sigma: number;
  ratedMatches: number;
  ordinal: number;
}

export type RankedEntry = BoardEntry & { rank: number };

/** Where a board's members come from: the rated in ordinal order, the never rated in id order. */
interface BoardSource {
  rated(first: number): Promise<BoardEntry[]>;
  unrated(first: number): Promise<BoardEntry[]>;
  ratedAbove(ordinal: number): Promise<number>;
  unratedCount(): Promise<number>;
}

const byBoardOrder = (a: BoardEntry, b: BoardEntry) => b.ordinal - a.ordinal || a.id - b.id;

async function rankedPage(source: BoardSource, offset: number, limit: number): Promise<RankedEntry[]> {
  const first = offset + limit;
  const rated = await source.rated(first);
  // The never rated come after every rated member above the default ordinal.
  const reachesDefault = rated.length < first || rated[first - 1]!.ordinal <= DEFAULT_ORDINAL;
  const members = reachesDefault ? [...rated, ...(await source.unrated(first))].sort(byBoardOrder) : rated;
  const page = members.slice(offset, first);
  const ranked: RankedEntry[] = [];
  for (const [index, entry] of page.entries()) {
    const previous = ranked[index - 1];
    let rank: number;
    if (previous && previous.ordinal === entry.ordinal) rank = previous.rank;
    else if (previous || offset === 0) rank = offset + index + 1;
    else rank = 1 + (await membersAbove(source, entry.ordinal));
    ranked.push({ ...entry, rank });
  }
  return ranked;
}

async function membersAbove(source: BoardSource, ordinal: number): Promise<number> {
  const [rated, unrated] = await Promise.all([
    source.ratedAbove(ordinal),
    DEFAULT_ORDINAL > ordinal ? source.unratedCount() : 0,
  ]);
  return rated + unrated;
}

/** The rating columns of a member never rated. */
const neverRated = {
  mu: sql<number>`${DEFAULT_RATING.mu}::double precision`.mapWith(Number),
  sigma: sql<number>`${DEFAULT_RATING.sigma}::double precision`.mapWith(Number),
  ratedMatches: sql<number>`0`.mapWith(Number),
  ordinal: sql<number>`${DEFAULT_ORDINAL}::double precision`.mapWith(Number),
};

const indexOrder = (table: typeof teamRatings | typeof playerRatings) =>
  sql`${table.ordinal} desc nulls last`;

/** Active teams: approved, not disbanded. */
const activeTeam = and(isNull(teams.disbandedAt), eq(teams.status, 'Approved'));
const teamUnrated = notExists(sql`(select 1 from ${teamRatings} where ${teamRatings.teamId} = ${teams.id})`);

function teamSource(db: Queryable): BoardSource {
  return {
    rated: (first) =>
      db
        .select({
          id: teams.id,
          name: teams.name,
          mu: teamRatings.mu,
          sigma: teamRatings.sigma,
          ratedMatches: teamRatings.ratedMatches,
          ordinal: teamRatings.ordinal,
        })
        .from(teamRatings)
        .innerJoin(teams, eq(teams.id, teamRatings.teamId))
        .where(activeTeam)
        .orderBy(indexOrder(teamRatings), asc(teamRatings.teamId))
        .limit(first),
    unrated: (first) =>
      db
        .select({ id: teams.id, name: teams.name, ...neverRated })
        .from(teams)
        .where(and(activeTeam, teamUnrated))
        .orderBy(asc(teams.id))
        .limit(first),
    ratedAbove: async (ordinal) => {
      const [row] = await db
        .select({ above: count() })
        .from(teamRatings)
        .innerJoin(teams, eq(teams.id, teamRatings.teamId))
        .where(and(activeTeam, gt(teamRatings.ordinal, ordinal)));
      return row?.above ?? 0;
    },
    unratedCount: async () => {
      const [row] = await db.select({ unrated: count() }).from(teams).where(and(activeTeam, teamUnrated));
      return row?.unrated ?? 0;
    },
  };
}

/** Players on a team without a rating row: the rated are members whether on a team or not. */
const playerUnrated = and(
  sql`exists (select 1 from ${teamPlayers} where ${teamPlayers.userId} = ${users.id})`,
  notExists(sql`(select 1 from ${playerRatings} where ${playerRatings.userId} = ${users.id})`),
);

function playerSource(db: Queryable): BoardSource {
  return {
    rated: (first) =>
      db
        .select({
          id: users.id,
          name: users.displayName,
          mu: playerRatings.mu,
          sigma: playerRatings.sigma,
          ratedMatches: playerRatings.ratedMatches,
          ordinal: playerRatings.ordinal,
        })
        .from(playerRatings)
        .innerJoin(users, eq(users.id, playerRatings.userId))
        .orderBy(indexOrder(playerRatings), asc(playerRatings.userId))
        .limit(first),
    unrated: (first) =>
      db
        .select({ id: users.id, name: users.displayName, ...neverRated })
        .from(users)
        .where(playerUnrated)
        .orderBy(asc(users.id))
        .limit(first),
    ratedAbove: async (ordinal) => {
      const [row] = await db
        .select({ above: count() })
        .from(playerRatings)
        .where(gt(playerRatings.ordinal, ordinal));
      return row?.above ?? 0;
    },
    unratedCount: async () => {
      const [row] = await db.select({ unrated: count() }).from(users).where(playerUnrated);
      return row?.unrated ?? 0;
    },
  };
}

/** A page of the whole team leaderboard, best first. */
export const topTeams = (db: Queryable, offset: number, limit: number) =>
  rankedPage(teamSource(db), offset, limit);

/** A page of the whole player leaderboard, best first. */
export const topPlayers = (db: Queryable, offset: number, limit: number) =>
  rankedPage(playerSource(db), offset, limit);

/** How many teams the whole team leaderboard lists. */
export async function countTeamBoard(db: Queryable): Promise<number> {
  const [row] = await db.select({ total: count() }).from(teams).where(activeTeam);
  return row?.total ?? 0;
}

/** How many players the whole player leaderboard lists: those on a team and those rated. */
export async function countPlayerBoard(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(
      sql`(select ${teamPlayers.userId} from ${teamPlayers} union select ${playerRatings.userId} from ${playerRatings}) as "members"`,
    );
  return row?.total ?? 0;
}
