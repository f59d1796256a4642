import type { RosterChangeKind, RosterChangeStatus } from '@domain/roster-changes';
import type { SeasonStatus } from '@domain/seasons';
import type { Queryable } from '@server/db/client';
import { orderFor, totalOf, totalRows, withPage } from '@server/db/lists';
import { rosterChanges, seasonEntries, seasons, teams, users } from '@server/db/schema';
import type { ListQuery } from '@server/http/list-params';
import { and, count, desc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

// Tables owned (no other module writes them): roster_changes.
// Roster change requests with their team, season and people by name: a page is one query.

const player = alias(users, 'player');
const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

function selectRosterChanges<Extra extends Record<string, SQL>>(db: Queryable, extra: Extra) {
  return db
    .select({
      id: rosterChanges.id,
      team: { id: teams.id, name: teams.name },
      season: { id: seasons.id, name: seasons.name },
      user: { id: player.id, displayName: player.displayName },
      kind: rosterChanges.kind,
      status: rosterChanges.status,
      invitationId: rosterChanges.invitationId,
      requestedBy: requester.displayName,
      decidedBy: decider.displayName,
      decidedAt: rosterChanges.decidedAt,
      createdAt: rosterChanges.createdAt,
      ...extra,
    })
    .from(rosterChanges)
    .innerJoin(teams, eq(teams.id, rosterChanges.teamId))
    .innerJoin(seasons, eq(seasons.id, rosterChanges.seasonId))
    .innerJoin(player, eq(player.id, rosterChanges.userId))
    .leftJoin(requester, eq(requester.id, rosterChanges.requestedBy))
    .leftJoin(decider, eq(decider.id, rosterChanges.decidedBy));
}

export type RosterChangeRow = Awaited<ReturnType<typeof findRosterChange>> & {};

export async function findRosterChange(db: Queryable, id: number) {
  const [row] = await selectRosterChanges(db, {}).where(eq(rosterChanges.id, id));
  return row ?? null;
}

export type RosterChangeSortField = 'createdAt' | 'status' | 'kind' | 'id';
export interface RosterChangeFilter {
  status?: RosterChangeStatus;
  seasonId?: number;
  teamId?: number;
  userId?: number;
}

const SORTABLE = {
  createdAt: rosterChanges.createdAt,
  status: rosterChanges.status,
  kind: rosterChanges.kind,
  id: rosterChanges.id,
};

function whereOf(filter: RosterChangeFilter | undefined): SQL | undefined {
  return and(
    filter?.status ? eq(rosterChanges.status, filter.status) : undefined,
    filter?.seasonId ? eq(rosterChanges.seasonId, filter.seasonId) : undefined,
    filter?.teamId ? eq(rosterChanges.teamId, filter.teamId) : undefined,
    filter?.userId ? eq(rosterChanges.userId, filter.userId) : undefined,
  );
}

/** Newest first unless sorted otherwise. */
export async function listRosterChanges(
  db: Queryable,
  { sort, range, filter }: ListQuery<RosterChangeSortField, RosterChangeFilter>,
): Promise<{ rows: RosterChangeRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await withPage(
    selectRosterChanges(db, { total: totalRows })
      .where(where)
      .orderBy(...orderFor(sort, SORTABLE, [desc(rosterChanges.createdAt), desc(rosterChanges.id)]))
      .$dynamic(),
    range,
  );
  const total = await totalOf(rows, range, async () => {
    const [counted] = await db.select({ total: count() }).from(rosterChanges).where(where);
    return counted.total;
  });
  return { rows: rows.map(({ total: _, ...row }) => row), total };
}

export interface NewRosterChange {
  teamId: number;
  seasonId: number;
  userId: number;
  kind: RosterChangeKind;
  invitationId?: number | null;
  requestedBy: number;
}

/** Locks a roster change's row for the rest of the transaction; null when there is none. */
export async function lockRosterChange(tx: Queryable, id: number) {
  const [row] = await tx
    .select({
      id: rosterChanges.id,
      teamId: rosterChanges.teamId,
      userId: rosterChanges.userId,
      kind: rosterChanges.kind,
      status: rosterChanges.status,
      invitationId: rosterChanges.invitationId,
      requestedBy: rosterChanges.requestedBy,
    })
    .from(rosterChanges)
    .where(eq(rosterChanges.id, id))
    .for('update');
  return row ?? null;
}
export type LockedRosterChange = NonNullable<Awaited<ReturnType<typeof lockRosterChange>>>;

/** Ends a Pending change; false when it was no longer Pending. */
export async function settleRosterChange(
  tx: Queryable,
  id: number,
  status: Exclude<RosterChangeStatus, 'Pending'>,
  decidedBy: number,
  at: Date,
): Promise<boolean> {
  const updated = await tx
    .update(rosterChanges)
    .set({ status, decidedBy, decidedAt: at })
    .where(and(eq(rosterChanges.id, id), eq(rosterChanges.status, 'Pending')))
    .returning({ id: rosterChanges.id });
  return updated.length > 0;
}

/**
 * Cancels the Pending joins of a player who joined a team (they can no longer apply), or those standing
 * for one invitation that was declined or cancelled; in the transaction of that change.
 */
export async function cancelPendingJoins(
  tx: Queryable,
  of: { userId: number } | { invitationId: number },
  decidedBy: number | null = null,
): Promise<void> {
  const match =
    'userId' in of ? eq(rosterChanges.userId, of.userId) : eq(rosterChanges.invitationId, of.invitationId);
  await tx
    .update(rosterChanges)
    .set({ status: 'Cancelled', decidedBy, decidedAt: sql`now()` })
    .where(and(match, eq(rosterChanges.kind, 'join'), eq(rosterChanges.status, 'Pending')));
}

/** Cancels, at `now`, every Pending roster change of a team that disbanded (teams/disband.ts). */
export async function cancelPendingOfTeam(tx: Queryable, teamId: number, now: Date): Promise<void> {
  await tx
    .update(rosterChanges)
    .set({ status: 'Cancelled', decidedAt: now })
    .where(and(eq(rosterChanges.teamId, teamId), eq(rosterChanges.status, 'Pending')));
}

/** Whether the player has a Pending change for the team (e.g. a join waiting for the admins). */
export async function hasPendingChange(db: Queryable, teamId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: rosterChanges.id })
    .from(rosterChanges)
    .where(
      and(
        eq(rosterChanges.teamId, teamId),
        eq(rosterChanges.userId, userId),
        eq(rosterChanges.status, 'Pending'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Records a Pending roster change; its id. */
export async function insertRosterChange(
  tx: Queryable,
  row: Pick<
    typeof rosterChanges.$inferInsert,
    'teamId' | 'seasonId' | 'userId' | 'kind' | 'invitationId' | 'requestedBy'
  >,
): Promise<number> {
  const [inserted] = await tx.insert(rosterChanges).values(row).returning({ id: rosterChanges.id });
  return inserted.id;
}

/**
 * The latest starting season the team is entered in with one of `statuses` and no transfer window open at
 * `transferWindowClosedAt` (none, or ended by then), or null.
 */
export async function latestSeasonEnteredIn(
  db: Queryable,
  teamId: number,
  { statuses, transferWindowClosedAt }: { statuses: readonly SeasonStatus[]; transferWindowClosedAt: Date },
): Promise<{ id: number; name: string; status: SeasonStatus } | null> {
  const [row] = await db
    .select({ id: seasons.id, name: seasons.name, status: seasons.status })
    .from(seasonEntries)
    .innerJoin(seasons, eq(seasons.id, seasonEntries.seasonId))
    .where(
      and(
        eq(seasonEntries.teamId, teamId),
        inArray(seasons.status, [...statuses]),
        or(isNull(seasons.transferWindowEndsAt), lte(seasons.transferWindowEndsAt, transferWindowClosedAt)),
      ),
    )
    .orderBy(desc(seasons.startsAt), desc(seasons.id))
    .limit(1);
  return row ?? null;
}
