import type { Queryable } from '@server/db/client';
import { idempotencyKeys } from '@server/db/schema';
import { and, eq, lte, or, sql } from 'drizzle-orm';

// Tables owned (no other module writes them): idempotency_keys.
// Each statement here stands alone (autocommit): a claim is visible to every instance the moment it is
// made, and no transaction stays open while the request's handler runs or while a retry waits.

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export interface Claim {
  userId: number;
  key: string;
  fingerprint: string;
  now: Date;
  expiresAt: Date;
  /** An in-progress claim made at or before this was left by a process that died: it may be taken over. */
  abandonedBefore: Date;
}

/**
 * Claims the key for this request: inserts an in-progress row, or takes over the row when it has expired
 * or was abandoned. Answers true when this request now holds the key; false when a live row is there
 * (read it with `findKey`). Two requests racing for one key: the database lets exactly one of them win.
 */
export async function claimKey(db: Queryable, claim: Claim): Promise<boolean> {
  const fresh = {
    userId: claim.userId,
    key: claim.key,
    fingerprint: claim.fingerprint,
    state: 'in-progress' as const,
    statusCode: null,
    responseBody: null,
    contentType: null,
    createdAt: claim.now,
    expiresAt: claim.expiresAt,
  };
  const rows = await db
    .insert(idempotencyKeys)
    .values(fresh)
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: fresh,
      setWhere: or(
        lte(idempotencyKeys.expiresAt, claim.now),
        and(eq(idempotencyKeys.state, 'in-progress'), lte(idempotencyKeys.createdAt, claim.abandonedBefore)),
      ),
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findKey(db: Queryable, userId: number, key: string): Promise<IdempotencyRow | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

export interface StoredAnswer {
  statusCode: number;
  responseBody: string;
  contentType: string | null;
}

/** Keeps the answer of the request that holds the claim (made at `claimedAt`). */
export async function completeKey(
  db: Queryable,
  userId: number,
  key: string,
  claimedAt: Date,
  answer: StoredAnswer,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'completed', ...answer })
    .where(ownClaim(userId, key, claimedAt));
}

/** Gives the claim up (the request failed on our side), so that a retry with the key runs again. */
export async function releaseKey(db: Queryable, userId: number, key: string, claimedAt: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(ownClaim(userId, key, claimedAt));
}

/** The in-progress row this request claimed, not one a later request took over. */
function ownClaim(userId: number, key: string, claimedAt: Date) {
  return and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.key, key),
    eq(idempotencyKeys.state, 'in-progress'),
    eq(idempotencyKeys.createdAt, claimedAt),
  );
}

/** Deletes the keys that expired at or before `now`; answers how many. */
export async function deleteExpiredKeys(db: Queryable, now: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

/** How many keys a user holds (tests and tools). */
export async function countKeys(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.userId, userId));
  return row?.count ?? 0;
}
