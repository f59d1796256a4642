import type { Queryable } from '@server/db/client';
import { dropletGameSessions, droplets } from '@server/db/schema';
import { and, desc, eq, isNull } from 'drizzle-orm';

// Tables owned (no other module writes them): droplet_game_sessions, droplets.
// The ties between droplets and the game sessions they host, and the simulated cloud's droplets.

export type SessionTieRow = typeof dropletGameSessions.$inferSelect;

/** Remembers (or replaces) the session a droplet's game server should host, unclaimed. */
export async function recordTieRow(
  tx: Queryable,
  values: typeof dropletGameSessions.$inferInsert,
): Promise<void> {
  await tx
    .insert(dropletGameSessions)
    .values(values)
    .onConflictDoUpdate({ target: dropletGameSessions.clientId, set: values });
}

export async function removeTie(tx: Queryable, dropletId: number): Promise<void> {
  await tx.delete(dropletGameSessions).where(eq(dropletGameSessions.dropletId, dropletId));
}

/** Claims the unclaimed tie of `clientId` in one UPDATE; undefined when there is none. */
export async function claimTie(
  db: Queryable,
  clientId: string,
  now: Date,
): Promise<SessionTieRow | undefined> {
  const [tie] = await db
    .update(dropletGameSessions)
    .set({ claimedAt: now })
    .where(and(eq(dropletGameSessions.clientId, clientId), isNull(dropletGameSessions.claimedAt)))
    .returning();
  return tie;
}

export async function setTiedSession(db: Queryable, dropletId: number, sessionId: number): Promise<void> {
  await db.update(dropletGameSessions).set({ sessionId }).where(eq(dropletGameSessions.dropletId, dropletId));
}

/** Releases the tie's claim, for the next connect to try again. */
export async function releaseTie(db: Queryable, dropletId: number): Promise<void> {
  await db
    .update(dropletGameSessions)
    .set({ claimedAt: null })
    .where(eq(dropletGameSessions.dropletId, dropletId));
}

export type DropletRow = typeof droplets.$inferSelect;

export async function findDropletRow(db: Queryable, id: number): Promise<DropletRow | undefined> {
  const [row] = await db.select().from(droplets).where(eq(droplets.id, id));
  return row;
}

/** Every droplet, newest first. */
export function listDropletRows(db: Queryable): Promise<DropletRow[]> {
  return db.select().from(droplets).orderBy(desc(droplets.createdAt), desc(droplets.id));
}

/** Every droplet, in no particular order. */
export function allDropletRows(db: Queryable): Promise<DropletRow[]> {
  return db.select().from(droplets);
}

export async function insertDropletRow(
  db: Queryable,
  values: typeof droplets.$inferInsert,
): Promise<DropletRow | undefined> {
  const [row] = await db.insert(droplets).values(values).returning();
  return row;
}

export async function updateDropletRow(
  db: Queryable,
  id: number,
  set: Partial<typeof droplets.$inferInsert>,
): Promise<DropletRow | undefined> {
  const [row] = await db.update(droplets).set(set).where(eq(droplets.id, id)).returning();
  return row;
}

export async function deleteDropletRow(db: Queryable, id: number): Promise<void> {
  await db.delete(droplets).where(eq(droplets.id, id));
}
