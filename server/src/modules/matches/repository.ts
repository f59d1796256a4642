import {
  AWAITING_RESULT_STATUSES,
  COUNTED_MATCH_STATUSES,
  type MatchStage,
  type MatchStatus,
} from '@domain/matches';
import type { Queryable } from '@server/db/client';
import { orderFor, totalOf, totalRows, withPage } from '@server/db/lists';
import { matches, teams } from '@server/db/schema';
import type { ListQuery } from '@server/http/list-params';
import { and, asc, count, eq, inArray, notInArray, or, type SQL, type SQLWrapper } from 'drizzle-orm';
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

export type MatchSortField = 'scheduledAt' | 'week' | 'status' | 'divisionId' | 'id';
export interface MatchFilter {
  seasonId?: number;
  divisionId?: number;
  teamId?: number;
  status?: MatchStatus;
  stage?: MatchStage;
}

const MATCH_SORTABLE: Record<MatchSortField, SQLWrapper> = {
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
    filter?.status ? eq(matches.status, filter.status) : undefined,
    filter?.stage ? eq(matches.stage, filter.stage) : undefined,
  );
}

/** Soonest first unless sorted otherwise. */
export async function listMatches(
  db: Queryable,
  { sort, range, filter }: ListQuery<MatchSortField, MatchFilter>,
): Promise<{ rows: MatchRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await withPage(
    selectMatches(db, { total: totalRows })
      .where(where)
      .orderBy(...orderFor(sort, MATCH_SORTABLE, [asc(matches.scheduledAt), asc(matches.id)]))
      .$dynamic(),
    range,
  );
  const total = await totalOf(rows, range, async () => {
    const [counted] = await db.select({ total: count() }).from(matches).where(where);
    return counted.total;
  });
  return { rows: rows.map(({ total: _, ...row }) => row), total };
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
