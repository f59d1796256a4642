import {
  AWAITING_RESULT_STATUSES,
  COUNTED_MATCH_STATUSES,
  type MatchStage,
  type MatchStatus,
} from '@domain/matches';
import type { Queryable } from '@server/db/client';
import { orderFor, totalBeside, withPage } from '@server/db/lists';
import { matches, teams } from '@server/db/schema';
import type { ListQuery, SortOrder } from '@server/http/list-params';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  lte,
  not,
  notInArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { liveScoreColumn } from './live-score';

// Rows of matches with their teams' names: a page is one query, whatever its size.

const teamA = alias(teams, 'team_a');
const teamB = alias(teams, 'team_b');
const reportingTeam = alias(teams, 'reporting_team');

const matchColumns = {
  id: matches.id,
  seasonId: matches.seasonId,
  divisionId: matches.divisionId,
  stage: matches.stage,
  week: matches.week,
  windowStart: matches.windowStart,
  windowEnd: matches.windowEnd,
  defaultTime: matches.defaultTime,
  scheduledAt: matches.scheduledAt,
  status: matches.status,
  teamA: { id: teamA.id, name: teamA.name },
  teamB: { id: teamB.id, name: teamB.name },
  roundsA: matches.roundsA,
  roundsB: matches.roundsB,
  forfeitKind: matches.forfeitKind,
  forfeitLoserTeamId: matches.forfeitLoserTeamId,
  resultSource: matches.resultSource,
  reportedBy: { id: reportingTeam.id, name: reportingTeam.name },
  reportedAt: matches.reportedAt,
  liveScore: liveScoreColumn(),
};

function selectMatches<Extra extends Record<string, SQL>>(db: Queryable, extra: Extra) {
  return db
    .select({ ...matchColumns, ...extra })
    .from(matches)
    .innerJoin(teamA, eq(teamA.id, matches.teamAId))
    .innerJoin(teamB, eq(teamB.id, matches.teamBId))
    .leftJoin(reportingTeam, eq(reportingTeam.id, matches.reportedByTeamId));
}

export type MatchRow = Awaited<ReturnType<typeof findMatch>> & {};

export async function findMatch(db: Queryable, id: number) {
  const [row] = await selectMatches(db, {}).where(eq(matches.id, id));
  return row ?? null;
}

export type MatchSortField = 'scheduledAt' | 'week' | 'status' | 'divisionId' | 'id' | 'matchday';
export interface MatchFilter {
  seasonId?: number;
  divisionId?: number;
  teamId?: number;
  week?: number;
  status?: MatchStatus;
  stage?: MatchStage;
}

const MATCH_SORTABLE: Record<Exclude<MatchSortField, 'matchday'>, SQLWrapper> = {
  scheduledAt: matches.scheduledAt,
  week: matches.week,
  status: matches.status,
  divisionId: matches.divisionId,
  id: matches.id,
};

function whereOf(filter: MatchFilter | undefined): SQL | undefined {
  return and(
    filter?.seasonId ? eq(matches.seasonId, filter.seasonId) : undefined,
    filter?.divisionId ? eq(matches.divisionId, filter.divisionId) : undefined,
    filter?.teamId ? or(eq(matches.teamAId, filter.teamId), eq(matches.teamBId, filter.teamId)) : undefined,
    filter?.week ? eq(matches.week, filter.week) : undefined,
    filter?.status ? eq(matches.status, filter.status) : undefined,
    filter?.stage ? eq(matches.stage, filter.stage) : undefined,
  );
}

/**
 * The match day order at `now`: first the matches whose week window holds `now` (soonest first), then the
 * others without a result yet (soonest first), then those with a result (most recent first); DESC is the
 * same order backwards.
 */
function matchdayOrder(now: Date, order: SortOrder): SQL[] {
  const thisWeek = and(lte(matches.windowStart, now), gt(matches.windowEnd, now));
  const played = and(not(thisWeek!), not(inArray(matches.status, [...AWAITING_RESULT_STATUSES])));
  const group = sql`case when ${thisWeek} then 0 when ${played} then 2 else 1 end`;
  // Each group sorts by its own time column; the other's is null, so it never reorders that group.
  const toPlayTime = sql`case when ${played} then null else ${matches.scheduledAt} end`;
  const playedTime = sql`case when ${played} then ${matches.scheduledAt} end`;
  const [forward, backward] = order === 'ASC' ? [asc, desc] : [desc, asc];
  return [forward(group), forward(toPlayTime), backward(playedTime), forward(matches.id)];
}

function orderOf(sort: ListQuery<MatchSortField, MatchFilter>['sort'], now: Date): SQL[] {
  if (sort?.field === 'matchday') return matchdayOrder(now, sort.order);
  const column = sort && { field: sort.field, order: sort.order };
  return orderFor(column, MATCH_SORTABLE, [asc(matches.scheduledAt), asc(matches.id)]);
}

/**
 * Soonest first unless sorted otherwise; `now` places the match day order. The page is read on its own
 * (an index in the list's order stops at its last row); `countAll` answers the total when the page cannot.
 * A page's ids are chosen first and only they are joined to their teams: joined before the page is cut,
 * the planner hashes the whole teams table for a filter it expects to keep a few dozen matches (a team's).
 */
export async function listMatches(
  db: Queryable,
  { sort, range, filter }: ListQuery<MatchSortField, MatchFilter>,
  now: Date,
  countAll: () => Promise<number> = () => countMatches(db, filter),
): Promise<{ rows: MatchRow[]; total: number }> {
  const order = orderOf(sort, now);
  const where = range
    ? inArray(
        matches.id,
        withPage(
          db
            .select({ id: matches.id })
            .from(matches)
            .where(whereOf(filter))
            .orderBy(...order)
            .$dynamic(),
          range,
        ),
      )
    : whereOf(filter);
  const rows = await selectMatches(db, {})
    .where(where)
    .orderBy(...order);
  return { rows, total: await totalBeside(rows, range, countAll) };
}

/**
 * The first time after `now` at which a week window of the filter's matches opens or closes: until then the
 * match day order of those matches stands as it is at `now` (their results aside). Null when none is ahead.
 */
export async function matchdayOrderStableUntil(
  db: Queryable,
  filter: MatchFilter | undefined,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({
      opens: sql<string | null>`min(${matches.windowStart}) filter (where ${gt(matches.windowStart, now)})`,
      closes: sql<string | null>`min(${matches.windowEnd}) filter (where ${gt(matches.windowEnd, now)})`,
    })
    .from(matches)
    .where(whereOf(filter));
  const times = [row?.opens, row?.closes].filter((time) => time != null).map((time) => new Date(time));
  return times.length ? new Date(Math.min(...times.map(Number))) : null;
}

/** How many matches the filter selects. */
export async function countMatches(db: Queryable, filter: MatchFilter | undefined): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(matches).where(whereOf(filter));
  return counted?.total ?? 0;
}

export type NewMatch = typeof matches.$inferInsert;

/** Statements stay well under PostgreSQL's 65,535 parameters whatever the division's size. */
const INSERT_CHUNK = 1000;

/** Replaces the season's league fixtures with `rows`; call it in a transaction. The number replaced. */
export async function replaceLeagueMatches(
  tx: Queryable,
  seasonId: number,
  rows: readonly NewMatch[],
): Promise<number> {
  const removed = await tx
    .delete(matches)
    .where(and(eq(matches.seasonId, seasonId), eq(matches.stage, 'league')))
    .returning({ id: matches.id });
  await insertMatches(tx, rows);
  return removed.length;
}

/** Writes new matches, a chunk of rows per statement. */
export async function insertMatches(tx: Queryable, rows: readonly NewMatch[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx.insert(matches).values(rows.slice(start, start + INSERT_CHUNK));
  }
}

/** Who played whom in which week of the season's league, and where each match stands: one query. */
export async function leaguePairingsOf(db: Queryable, seasonId: number) {
  return db
    .select({
      divisionId: matches.divisionId,
      week: matches.week,
      teamAId: matches.teamAId,
      teamBId: matches.teamBId,
      status: matches.status,
    })
    .from(matches)
    .where(and(eq(matches.seasonId, seasonId), eq(matches.stage, 'league')));
}
export type LeaguePairingRow = Awaited<ReturnType<typeof leaguePairingsOf>>[number];

/** Whether any match of the season has a result, reported or decided. */
export async function seasonHasResult(db: Queryable, seasonId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.seasonId, seasonId), notInArray(matches.status, [...AWAITING_RESULT_STATUSES])))
    .limit(1);
  return row !== undefined;
}

/** The counted league results (Confirmed: never voided or unconfirmed) of the given divisions. */
export async function countedResultsOf(db: Queryable, divisionIds: readonly number[]) {
  if (divisionIds.length === 0) return [];
  return db
    .select({
      divisionId: matches.divisionId,
      teamAId: matches.teamAId,
      teamBId: matches.teamBId,
      roundsA: matches.roundsA,
      roundsB: matches.roundsB,
      forfeitKind: matches.forfeitKind,
      forfeitLoserTeamId: matches.forfeitLoserTeamId,
    })
    .from(matches)
    .where(
      and(
        inArray(matches.divisionId, [...divisionIds]),
        inArray(matches.status, [...COUNTED_MATCH_STATUSES]),
        eq(matches.stage, 'league'),
      ),
    );
}
export type CountedResultRow = Awaited<ReturnType<typeof countedResultsOf>>[number];

/** Matches being played now (status Live). */
export async function countLiveMatches(db: Queryable): Promise<number> {
  const [row] = await db.select({ live: count() }).from(matches).where(eq(matches.status, 'Live'));
  return row?.live ?? 0;
}
