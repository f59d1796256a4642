import { messages } from '@domain/messages';
import type { Queryable } from '@server/db/client';
import { users } from '@server/db/schema';
import { httpError } from '@server/http/http-error';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { lockAccountIdentities } from './accounts';
import { findUserByEmail } from './repository';

// An account's address and its confirmation: the current address is confirmed by a link sent to it; a new
// address the player asks for waits in pending_email and replaces the current one only when the link sent
// to it is opened, so a typo never locks a player out.

/** Sends a link confirming `address` for the account (the email-verification module's, wired at start). */
export type MailAddressConfirmation = (
  tx: Queryable,
  account: { id: number; address: string; kind: 'current' | 'new' },
) => Promise<void>;

/** What opening a confirmation link for `address` did to the account. */
export type ConfirmedAddress = 'confirmed' | 'moved' | 'stale';

/**
 * Applies a confirmed address: the current one becomes confirmed; the pending one becomes the account's
 * address (confirmed) unless another account took it meanwhile (409); any other address is stale.
 */
export async function applyConfirmedAddress(
  tx: Queryable,
  userId: number,
  address: string,
  now: Date,
): Promise<ConfirmedAddress> {
  await lockAccountIdentities(tx);
  const [account] = await tx
    .select({ email: users.email, pendingEmail: users.pendingEmail, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) return 'stale';
  if (account.email === address) {
    if (!account.verifiedAt) {
      await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, userId));
    }
    return 'confirmed';
  }
  if (account.pendingEmail !== address) return 'stale';
  const owner = await findUserByEmail(tx, address);
  if (owner && owner.id !== userId) {
    throw httpError(409, messages.emailVerification.addressTaken(address), { code: 'EMAIL_IN_USE' });
  }
  await tx
    .update(users)
    .set({ email: address, pendingEmail: null, emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  return 'moved';
}

/** A password reset link opened from the account's mailbox also proves the address. */
export async function confirmAddressByReset(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/** Asks to move the account to `address`: kept pending, with a confirmation link mailed to it. */
export async function requestAddressChange(
  tx: Queryable,
  userId: number,
  address: string,
  mailConfirmation: MailAddressConfirmation,
): Promise<void> {
  await tx.update(users).set({ pendingEmail: address }).where(eq(users.id, userId));
  await mailConfirmation(tx, { id: userId, address, kind: 'new' });
}

/**
 * A user manager sets the address at once (support for a player who lost the old mailbox): it is
 * unconfirmed until its owner opens the link sent to it.
 */
export async function replaceAddress(
  tx: Queryable,
  userId: number,
  address: string,
  mailConfirmation: MailAddressConfirmation,
): Promise<void> {
  await tx
    .update(users)
    .set({ email: address, pendingEmail: null, emailVerifiedAt: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await mailConfirmation(tx, { id: userId, address, kind: 'current' });
}

/** Drops a pending address change; 409 when none is waiting. */
export async function cancelAddressChange(tx: Queryable, userId: number): Promise<void> {
  const [changed] = await tx
    .update(users)
    .set({ pendingEmail: null })
    .where(and(eq(users.id, userId), isNotNull(users.pendingEmail)))
    .returning({ id: users.id });
  if (!changed) throw httpError(409, messages.emailVerification.nothingPending, { code: 'NO_PENDING_EMAIL' });
}
