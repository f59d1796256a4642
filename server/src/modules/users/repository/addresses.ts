import type { Queryable } from '@server/db/client';
import { users } from '@server/db/schema';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';

// Reads and writes of an account's address, its pending new address and their confirmation.

/** The account's address, pending address and when the address was confirmed; undefined when it is gone. */
export async function addressesOf(tx: Queryable, userId: number) {
  const [account] = await tx
    .select({ email: users.email, pendingEmail: users.pendingEmail, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return account;
}

export async function markAddressConfirmed(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, userId));
}

/** The account's address becomes `address`, confirmed at `now`; nothing stays pending. */
export async function moveToConfirmedAddress(
  tx: Queryable,
  userId: number,
  address: string,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ email: address, pendingEmail: null, emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}

/** A password reset link opened from the account's mailbox also proves the address. */
export async function confirmAddressByReset(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

export async function setPendingAddress(tx: Queryable, userId: number, address: string): Promise<void> {
  await tx.update(users).set({ pendingEmail: address }).where(eq(users.id, userId));
}

/** The account's address becomes `address`, unconfirmed; nothing stays pending. */
export async function moveToUnconfirmedAddress(
  tx: Queryable,
  userId: number,
  address: string,
  updatedAt: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ email: address, pendingEmail: null, emailVerifiedAt: null, updatedAt })
    .where(eq(users.id, userId));
}

/** Drops the pending address; false when none was waiting. */
export async function dropPendingAddress(tx: Queryable, userId: number): Promise<boolean> {
  const [changed] = await tx
    .update(users)
    .set({ pendingEmail: null })
    .where(and(eq(users.id, userId), isNotNull(users.pendingEmail)))
    .returning({ id: users.id });
  return changed !== undefined;
}
