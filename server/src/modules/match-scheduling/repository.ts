import type { Queryable } from '@server/db/client';
import { divisions, matchEvents, matches, matchProposals, seasons, teams, users } from '@server/db/schema';
import { and, asc, desc, eq, exists, inArray, lte, ne, not, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

// Tables owned (no other module writes them): match_proposals.
// Rows of proposals, history and calendar entries, each list one query whatever its length.

export type ProposalRecord = typeof matchProposals.$inferSelect;

const proposalColumns = {
  id: matchProposals.id,
  matchId: matchProposals.matchId,
  team: { id: teams.id, name: teams.name },
  proposedBy: users.displayName,
  time: matchProposals.time,
  status: matchProposals.status,
  expiresAt: matchProposals.expiresAt,
  respondedAt: matchProposals.respondedAt,
  createdAt: matchProposals.createdAt,
};

function selectProposals(db: Queryable) {
  return db
    .select(proposalColumns)
    .from(matchProposals)
    .innerJoin(teams, eq(teams.id, matchProposals.proposedByTeamId))
    .leftJoin(users, eq(users.id, matchProposals.proposedByUserId));
}

export type ProposalRow = Awaited<ReturnType<typeof findProposalRow>> & {};

/** The match's proposals, newest first. */
export function proposalsOf(db: Queryable, matchId: number) {
  return selectProposals(db)
    .where(eq(matchProposals.matchId, matchId))
    .orderBy(desc(matchProposals.createdAt), desc(matchProposals.id));
}

export async function findProposalRow(db: Queryable, id: number) {
  const [row] = await selectProposals(db).where(eq(matchProposals.id, id));
  return row ?? null;
}

/** One proposal of the match; null when there is none with that id on that match. */
export async function findProposal(
  db: Queryable,
  matchId: number,
  id: number,
): Promise<ProposalRecord | null> {
  const [row] = await db
    .select()
    .from(matchProposals)
    .where(and(eq(matchProposals.id, id), eq(matchProposals.matchId, matchId)));
  return row ?? null;
}

/** The match's Open proposal (at most one: a unique partial index), or null. */
export async function openProposalOf(db: Queryable, matchId: number): Promise<ProposalRecord | null> {
  const [row] = await db
    .select()
    .from(matchProposals)
    .where(and(eq(matchProposals.matchId, matchId), eq(matchProposals.status, 'Open')));
  return row ?? null;
}

type ClosedStatus = 'Accepted' | 'Declined' | 'Countered' | 'Expired' | 'Withdrawn';

/**
 * Closes a proposal if it is still Open (the sweep may have expired it meanwhile): whether it did.
 * `by` is who answered it (null for the system).
 */
export async function closeProposal(
  tx: Queryable,
  id: number,
  status: ClosedStatus,
  at: Date,
  by: number | null,
): Promise<boolean> {
  const closed = await tx
    .update(matchProposals)
    .set({ status, respondedAt: at, respondedByUserId: by })
    .where(and(eq(matchProposals.id, id), eq(matchProposals.status, 'Open')))
    .returning({ id: matchProposals.id });
  return closed.length > 0;
}

/** Withdraws every Open proposal of the match (an admin set its time): the ids withdrawn. */
export async function withdrawOpenProposals(
  tx: Queryable,
  matchId: number,
  at: Date,
  by: number,
): Promise<number[]> {
  const withdrawn = await tx
    .update(matchProposals)
    .set({ status: 'Withdrawn', respondedAt: at, respondedByUserId: by })
    .where(and(eq(matchProposals.matchId, matchId), eq(matchProposals.status, 'Open')))
    .returning({ id: matchProposals.id });
  return withdrawn.map((row) => row.id);
}

export async function insertProposal(
  tx: Queryable,
  values: Pick<
    typeof matchProposals.$inferInsert,
    'matchId' | 'proposedByTeamId' | 'proposedByUserId' | 'time' | 'expiresAt' | 'createdAt'
  >,
): Promise<number> {
  const [row] = await tx.insert(matchProposals).values(values).returning({ id: matchProposals.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The match's history, oldest first, with the team each step was taken for (null when gone). */
export function historyOf(db: Queryable, matchId: number) {
  return db
    .select({
      id: matchEvents.id,
      kind: matchEvents.kind,
      actor: matchEvents.actorName,
      teamId: teams.id,
      teamName: teams.name,
      details: matchEvents.details,
      createdAt: matchEvents.createdAt,
    })
    .from(matchEvents)
    .leftJoin(teams, eq(teams.id, matchEvents.actorTeamId))
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.createdAt), asc(matchEvents.id));
}
export type EventRow = Awaited<ReturnType<typeof historyOf>>[number];

export async function matchExists(db: Queryable, matchId: number): Promise<boolean> {
  const [row] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId));
  return row !== undefined;
}

const calendarTeamA = alias(teams, 'calendar_team_a');
const calendarTeamB = alias(teams, 'calendar_team_b');

/**
 * The team and its matches that are not Voided, soonest first, in one query: the team's row comes back
 * once with match null when it has no match; no rows at all when there is no such team.
 */
export function calendarRowsOf(db: Queryable, teamId: number) {
  return db
    .select({
      team: teams.name,
      match: {
        id: matches.id,
        stage: matches.stage,
        week: matches.week,
        scheduledAt: matches.scheduledAt,
        status: matches.status,
        roundsA: matches.roundsA,
        roundsB: matches.roundsB,
        forfeitKind: matches.forfeitKind,
        forfeitLoserTeamId: matches.forfeitLoserTeamId,
      },
      teamA: { id: calendarTeamA.id, name: calendarTeamA.name },
      teamB: { id: calendarTeamB.id, name: calendarTeamB.name },
      season: seasons.name,
      division: divisions.name,
    })
    .from(teams)
    .leftJoin(
      matches,
      and(or(eq(matches.teamAId, teams.id), eq(matches.teamBId, teams.id)), ne(matches.status, 'Voided')),
    )
    .leftJoin(calendarTeamA, eq(calendarTeamA.id, matches.teamAId))
    .leftJoin(calendarTeamB, eq(calendarTeamB.id, matches.teamBId))
    .leftJoin(seasons, eq(seasons.id, matches.seasonId))
    .leftJoin(divisions, eq(divisions.id, matches.divisionId))
    .where(eq(teams.id, teamId))
    .orderBy(sql`${matches.scheduledAt} asc nulls first`, asc(matches.id));
}
export type CalendarRow = Awaited<ReturnType<typeof calendarRowsOf>>[number];

// The sweep's batches: rows another transaction holds are skipped (FOR UPDATE SKIP LOCKED).

type MatchStatus = (typeof matches.$inferSelect)['status'];
type EventKind = (typeof matchEvents.$inferSelect)['kind'];

/** Marks up to `limit` Open proposals whose expiresAt is at or before `now` Expired; returns them. */
export function expireLapsedProposals(tx: Queryable, now: Date, limit: number) {
  const due = tx
    .select({ id: matchProposals.id })
    .from(matchProposals)
    .where(and(eq(matchProposals.status, 'Open'), lte(matchProposals.expiresAt, now)))
    .orderBy(asc(matchProposals.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(matchProposals)
    .set({ status: 'Expired' })
    .where(and(inArray(matchProposals.id, due), eq(matchProposals.status, 'Open')))
    .returning({ id: matchProposals.id, matchId: matchProposals.matchId, time: matchProposals.time });
}

/**
 * Locks up to `limit` matches in one of `statuses` whose default time is at or before `defaultTimeBy` and
 * that have no step of `settledKinds`, earliest default time first.
 */
export function lockMatchesPastDeadline(
  tx: Queryable,
  statuses: readonly MatchStatus[],
  defaultTimeBy: Date,
  settledKinds: readonly EventKind[],
  limit: number,
) {
  const settled = tx
    .select({ id: matchEvents.id })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matches.id), inArray(matchEvents.kind, [...settledKinds])));
  return tx
    .select({ id: matches.id, defaultTime: matches.defaultTime })
    .from(matches)
    .where(
      and(
        inArray(matches.status, [...statuses]),
        lte(matches.defaultTime, defaultTimeBy),
        not(exists(settled)),
      ),
    )
    .orderBy(asc(matches.defaultTime), asc(matches.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The ids of the matches among `matchIds` that have a step of one of `kinds`. */
export async function matchesWithStepOf(
  tx: Queryable,
  matchIds: number[],
  kinds: readonly EventKind[],
): Promise<Set<number>> {
  const rows = await tx
    .selectDistinct({ matchId: matchEvents.matchId })
    .from(matchEvents)
    .where(and(inArray(matchEvents.matchId, matchIds), inArray(matchEvents.kind, [...kinds])));
  return new Set(rows.map((row) => row.matchId));
}
