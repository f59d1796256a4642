import type { DisputeStatus, MatchStatus } from '@domain/matches';
import type { Queryable } from '@server/db/client';
import { orderFor, totalOf, totalRows, withPage } from '@server/db/lists';
import { matchDisputes, matches, matchRosters, teamPlayers, teams, users } from '@server/db/schema';
import type { ListQuery } from '@server/http/list-params';
import { and, asc, count, desc, eq, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

// Tables owned (no other module writes them): match_disputes, match_rosters.
// Disputes with their team and people by name (a page is one query), and the rosters a result keeps. The
// match row a result step changes is the matches module's (setOutcome there).

const disputer = alias(users, 'disputer');
const decider = alias(users, 'decider');

function selectDisputes<Extra extends Record<string, SQL>>(db: Queryable, extra: Extra) {
  return db
    .select({
      id: matchDisputes.id,
      matchId: matchDisputes.matchId,
      team: { id: teams.id, name: teams.name },
      disputedBy: disputer.displayName,
      note: matchDisputes.note,
      evidenceUrls: matchDisputes.evidenceUrls,
      status: matchDisputes.status,
      decidedBy: decider.displayName,
      decisionNote: matchDisputes.decisionNote,
      decidedAt: matchDisputes.decidedAt,
      createdAt: matchDisputes.createdAt,
      ...extra,
    })
    .from(matchDisputes)
    .innerJoin(teams, eq(teams.id, matchDisputes.teamId))
    .innerJoin(matches, eq(matches.id, matchDisputes.matchId))
    .leftJoin(disputer, eq(disputer.id, matchDisputes.userId))
    .leftJoin(decider, eq(decider.id, matchDisputes.decidedByUserId));
}

export type DisputeRow = Awaited<ReturnType<typeof findDispute>> & {};

export async function findDispute(db: Queryable, id: number) {
  const [row] = await selectDisputes(db, {}).where(eq(matchDisputes.id, id));
  return row ?? null;
}

export type DisputeSortField = 'createdAt' | 'status' | 'id';
export interface DisputeFilter {
  status?: DisputeStatus;
  matchId?: number;
  seasonId?: number;
}

const SORTABLE = { createdAt: matchDisputes.createdAt, status: matchDisputes.status, id: matchDisputes.id };

function whereOf(filter: DisputeFilter | undefined): SQL | undefined {
  return and(
    filter?.status ? eq(matchDisputes.status, filter.status) : undefined,
    filter?.matchId ? eq(matchDisputes.matchId, filter.matchId) : undefined,
    filter?.seasonId ? eq(matches.seasonId, filter.seasonId) : undefined,
  );
}

/** Newest first unless sorted otherwise. */
export async function listDisputes(
  db: Queryable,
  { sort, range, filter }: ListQuery<DisputeSortField, DisputeFilter>,
): Promise<{ rows: DisputeRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await withPage(
    selectDisputes(db, { total: totalRows })
      .where(where)
      .orderBy(...orderFor(sort, SORTABLE, [desc(matchDisputes.createdAt), desc(matchDisputes.id)]))
      .$dynamic(),
    range,
  );
  const total = await totalOf(rows, range, async () => {
    const [counted] = await db
      .select({ total: count() })
      .from(matchDisputes)
      .innerJoin(matches, eq(matches.id, matchDisputes.matchId))
      .where(where);
    return counted.total;
  });
  return { rows: rows.map(({ total: _, ...row }) => row), total };
}

/** The players of both teams now, kept with the match as the roster that played it. */
export async function keepRoster(
  tx: Queryable,
  match: { id: number; teamAId: number; teamBId: number },
): Promise<void> {
  await tx.delete(matchRosters).where(eq(matchRosters.matchId, match.id));
  const players = await tx
    .select({ teamId: teamPlayers.teamId, userId: teamPlayers.userId, displayName: users.displayName })
    .from(teamPlayers)
    .innerJoin(users, eq(users.id, teamPlayers.userId))
    .where(inArray(teamPlayers.teamId, [match.teamAId, match.teamBId]));
  if (players.length > 0) {
    await tx.insert(matchRosters).values(players.map((player) => ({ matchId: match.id, ...player })));
  }
}

/** The ids of the seasons in which the team plays a match in one of `statuses`, in id order. */
export async function seasonsWithMatchesOf(
  tx: Queryable,
  teamId: number,
  statuses: readonly MatchStatus[],
): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ seasonId: matches.seasonId })
    .from(matches)
    .where(
      and(
        or(eq(matches.teamAId, teamId), eq(matches.teamBId, teamId)),
        inArray(matches.status, [...statuses]),
      ),
    )
    .orderBy(asc(matches.seasonId));
  return rows.map((row) => row.seasonId);
}

/** The season of match `matchId` (read before its lock is taken), or null. */
export async function seasonOfMatch(tx: Queryable, matchId: number): Promise<number | null> {
  const [seen] = await tx.select({ seasonId: matches.seasonId }).from(matches).where(eq(matches.id, matchId));
  return seen?.seasonId ?? null;
}

/**
 * The match's playedAt for a played result written at `now`: the first one sets it, later ones keep it.
 */
export function playedAtFirstSetAt(now: Date): SQL {
  return sql`coalesce(${matches.playedAt}, ${now.toISOString()}::timestamptz)`;
}

/** The reports made at or before `cutoff` still waiting for an answer, oldest first, at most `limit`. */
export async function unansweredReports(db: Queryable, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.status, 'Reported'), lte(matches.reportedAt, cutoff)))
    .orderBy(asc(matches.reportedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function insertDispute(
  tx: Queryable,
  dispute: typeof matchDisputes.$inferInsert,
): Promise<void> {
  await tx.insert(matchDisputes).values(dispute);
}

/** Closes the match's open dispute with `decision`; the closed dispute's id, or undefined when none was open. */
export async function closeOpenDispute(
  tx: Queryable,
  matchId: number,
  decision: Pick<
    typeof matchDisputes.$inferInsert,
    'status' | 'decidedByUserId' | 'decisionNote' | 'decidedAt'
  >,
): Promise<{ id: number } | undefined> {
  const [dispute] = await tx
    .update(matchDisputes)
    .set(decision)
    .where(and(eq(matchDisputes.matchId, matchId), eq(matchDisputes.status, 'Open')))
    .returning({ id: matchDisputes.id });
  return dispute;
}

const teamA = alias(teams, 'team_a');
const teamB = alias(teams, 'team_b');

/**
 * The season's matches in one of `statuses` that a disbanded team plays in, locked in id order, each with
 * whether its team A disbanded.
 */
export function lockMatchesWithDisbandedTeam(
  tx: Queryable,
  seasonId: number,
  statuses: readonly MatchStatus[],
) {
  return tx
    .select({ match: matches, teamADisbanded: teamA.disbandedAt })
    .from(matches)
    .innerJoin(teamA, eq(teamA.id, matches.teamAId))
    .innerJoin(teamB, eq(teamB.id, matches.teamBId))
    .where(
      and(
        eq(matches.seasonId, seasonId),
        inArray(matches.status, [...statuses]),
        or(isNotNull(teamA.disbandedAt), isNotNull(teamB.disbandedAt)),
      ),
    )
    .orderBy(asc(matches.id))
    .for('update', { of: matches });
}
