import type { Queryable } from '@server/db/client';
import { matches } from '@server/db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';

// Writes of a match row by the modules that run a match, in their transactions: its scheduling, its
// kick-off on a game server, its result steps and the playoff bracket's matches.

export async function setScheduledAt(tx: Queryable, matchId: number, time: Date): Promise<void> {
  await tx.update(matches).set({ scheduledAt: time }).where(eq(matches.id, matchId));
}

/** Moves the match Scheduled -> Live; false when it was no longer Scheduled. */
export async function moveScheduledToLive(tx: Queryable, matchId: number): Promise<boolean> {
  const [moved] = await tx
    .update(matches)
    .set({ status: 'Live' })
    .where(and(eq(matches.id, matchId), eq(matches.status, 'Scheduled')))
    .returning({ id: matches.id });
  return moved !== undefined;
}

/** Writes a result step (outcome, status, who reported or confirmed it) on the match row. */
export async function setOutcome(
  tx: Queryable,
  matchId: number,
  values: PgUpdateSetSource<typeof matches>,
): Promise<void> {
  await tx.update(matches).set(values).where(eq(matches.id, matchId));
}

export type NewPlayoffMatch = typeof matches.$inferInsert;

/** Writes bracket matches; one already there (the same bracket key) is left as it is. */
export async function insertPlayoffMatches(tx: Queryable, rows: readonly NewPlayoffMatch[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(matches)
    .values([...rows])
    .onConflictDoNothing();
}

/** Deletes the matches `ids` (later bracket matches a changed result no longer gives). */
export async function deleteMatches(tx: Queryable, ids: readonly number[]): Promise<void> {
  await tx.delete(matches).where(inArray(matches.id, [...ids]));
}
