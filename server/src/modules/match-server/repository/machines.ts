import { AWAITING_RESULT_STATUSES } from '@domain/matches';
import type { Queryable } from '@server/db/client';
import { gameSessions, matches, matchMachines } from '@server/db/schema';
import { and, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';

// Tables owned (no other module writes them): match_machines.
// Reads and writes of the cloud machines made for matches (match_machines, one row per match).

export type MachineValues = Partial<typeof matchMachines.$inferInsert>;

/**
 * Claims the match's machine row with `fresh`: inserted, or taken over when the row's machine failed or was
 * deleted. False when a machine is being made or used.
 */
export async function claimMachine(
  db: Queryable,
  matchId: number,
  fresh: Omit<typeof matchMachines.$inferInsert, 'matchId'>,
): Promise<boolean> {
  const [claimed] = await db
    .insert(matchMachines)
    .values({ matchId, ...fresh })
    .onConflictDoUpdate({
      target: matchMachines.matchId,
      set: fresh,
      setWhere: inArray(matchMachines.status, ['failed', 'deleted']),
    })
    .returning({ matchId: matchMachines.matchId });
  return claimed !== undefined;
}

export async function updateMachine(db: Queryable, matchId: number, values: MachineValues): Promise<void> {
  await db.update(matchMachines).set(values).where(eq(matchMachines.matchId, matchId));
}

/** Moves the machine of game server `clientId` booting -> hosting, in one UPDATE; its row, or undefined. */
export async function claimBootingMachine(db: Queryable, clientId: string) {
  const [machine] = await db
    .update(matchMachines)
    .set({ status: 'hosting' })
    .where(and(eq(matchMachines.clientId, clientId), eq(matchMachines.status, 'booting')))
    .returning();
  return machine;
}

/** Puts the match's machine back hosting -> booting. */
export async function unclaimHostingMachine(db: Queryable, matchId: number): Promise<void> {
  await db
    .update(matchMachines)
    .set({ status: 'booting' })
    .where(and(eq(matchMachines.matchId, matchId), eq(matchMachines.status, 'hosting')));
}

/** Whether the match has a machine being made or booting. */
export async function machineStarting(db: Queryable, matchId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: matchMachines.status })
    .from(matchMachines)
    .where(and(eq(matchMachines.matchId, matchId), inArray(matchMachines.status, ['creating', 'booting'])));
  return row !== undefined;
}

/**
 * Marks failed, with these failures, the machines booting since before `bootDeadline` and those left
 * creating since before `creatingDeadline`.
 */
export async function failStuckMachines(
  db: Queryable,
  stuck: { bootDeadline: Date; bootFailure: string; creatingDeadline: Date; creatingFailure: string },
): Promise<void> {
  await db
    .update(matchMachines)
    .set({ status: 'failed', failure: stuck.bootFailure })
    .where(and(eq(matchMachines.status, 'booting'), lt(matchMachines.requestedAt, stuck.bootDeadline)));
  await db
    .update(matchMachines)
    .set({ status: 'failed', failure: stuck.creatingFailure })
    .where(and(eq(matchMachines.status, 'creating'), lt(matchMachines.requestedAt, stuck.creatingDeadline)));
}

/** Whether a session of the match is open on another game server than the machine's. */
const hostedElsewhere = sql`exists (select 1 from ${gameSessions} where ${gameSessions.matchId} = ${matchMachines.matchId} and ${gameSessions.status} <> 'Not Active' and ${gameSessions.clientId} is distinct from ${matchMachines.clientId})`;
/** Whether the machine hosted the match and every session it hosted has ended. */
const hostedAndEnded = sql`exists (select 1 from ${gameSessions} where ${gameSessions.matchId} = ${matchMachines.matchId} and ${gameSessions.clientId} = ${matchMachines.clientId}) and not exists (select 1 from ${gameSessions} where ${gameSessions.matchId} = ${matchMachines.matchId} and ${gameSessions.clientId} = ${matchMachines.clientId} and ${gameSessions.status} <> 'Not Active')`;

/**
 * Up to 50 machines not deleted that matches no longer need: failed, the match has a result (or was
 * voided), another game server hosts it, its session on the machine ended, or hosting since before
 * `hostingDeadline`.
 */
export async function unneededMachines(db: Queryable, hostingDeadline: Date) {
  return db
    .select({
      matchId: matchMachines.matchId,
      dropletId: matchMachines.dropletId,
      status: matchMachines.status,
    })
    .from(matchMachines)
    .innerJoin(matches, eq(matches.id, matchMachines.matchId))
    .where(
      and(
        isNotNull(matchMachines.dropletId),
        isNull(matchMachines.deletedAt),
        or(
          eq(matchMachines.status, 'failed'),
          notInArray(matches.status, [...AWAITING_RESULT_STATUSES]),
          hostedElsewhere,
          and(eq(matchMachines.status, 'hosting'), hostedAndEnded),
          and(eq(matchMachines.status, 'hosting'), lt(matchMachines.requestedAt, hostingDeadline)),
        ),
      ),
    )
    .limit(50);
}

/** The match's machine's status and when it was asked for, or undefined. */
export async function machineRow(db: Queryable, matchId: number) {
  const [row] = await db
    .select({ status: matchMachines.status, requestedAt: matchMachines.requestedAt })
    .from(matchMachines)
    .where(eq(matchMachines.matchId, matchId));
  return row;
}
