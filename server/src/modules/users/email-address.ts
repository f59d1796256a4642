import { translate } from '@domain/i18n';
import type { Queryable } from '@server/db/client';
import { httpError } from '@server/http/http-error';
import {
  addressesOf,
  dropPendingAddress,
  findUserByEmail,
  lockAccountIdentities,
  markAddressConfirmed,
  moveToConfirmedAddress,
  moveToUnconfirmedAddress,
  setPendingAddress,
} from './repository';

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
  const account = await addressesOf(tx, userId);
  if (!account) return 'stale';
  if (account.email === address) {
    if (!account.verifiedAt) {
      await markAddressConfirmed(tx, userId, now);
    }
    return 'confirmed';
  }
  if (account.pendingEmail !== address) return 'stale';
  const owner = await findUserByEmail(tx, address);
  if (owner && owner.id !== userId) {
    throw httpError(409, translate('app.emailVerification.addressTaken', { email: address }), {
      code: 'EMAIL_IN_USE',
    });
  }
  await moveToConfirmedAddress(tx, userId, address, now);
  return 'moved';
}

/** Asks to move the account to `address`: kept pending, with a confirmation link mailed to it. */
export async function requestAddressChange(
  tx: Queryable,
  userId: number,
  address: string,
  mailConfirmation: MailAddressConfirmation,
): Promise<void> {
  await setPendingAddress(tx, userId, address);
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
  await moveToUnconfirmedAddress(tx, userId, address, new Date());
  await mailConfirmation(tx, { id: userId, address, kind: 'current' });
}

/** Drops a pending address change; 409 when none is waiting. */
export async function cancelAddressChange(tx: Queryable, userId: number): Promise<void> {
  if (!(await dropPendingAddress(tx, userId)))
    throw httpError(409, translate('app.emailVerification.nothingPending'), { code: 'NO_PENDING_EMAIL' });
}
