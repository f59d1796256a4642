import { translate } from '@domain/i18n';
import type { Clock } from '@server/clock';
import type { Db, Queryable } from '@server/db/client';
import { httpError } from '@server/http/http-error';
import type { AuthPrincipal } from '@server/plugins/auth';
import { readLeagueSettings } from '../league-settings/service';
import { hashLinkToken, newLinkToken } from '../mail/link-tokens';
import type { MailService } from '../mail/plugin';
import { addHit } from '../throttle/service';
import { actableUser } from '../users/access';
import { applyConfirmedAddress, type MailAddressConfirmation } from '../users/email-address';
import { confirmAddressMail, confirmNewAddressMail } from './mail-templates';
import {
  claimVerificationToken,
  findAccountAddress,
  findLiveVerificationToken,
  insertVerificationToken,
} from './repository';
import { VERIFICATION_TOKEN_LIFETIME_MS, verificationLink } from './tokens';

// Confirming addresses: a single-use link mailed to the address (the account's own when it is made, or the
// new one its player asked for); opening it confirms the address or moves the account to it.

/** Links a player may ask to be sent again, per account, in the window. */
export const RESENDS_PER_ACCOUNT = 5;
export const RESEND_WINDOW_MS = 60 * 60 * 1000;

export interface EmailVerificationDeps {
  db: Db;
  clock: Clock;
  mail: MailService;
  publicUrl: string;
}

const invalidToken = () =>
  httpError(400, translate('app.emailVerification.invalidToken'), { code: 'INVALID_VERIFICATION_TOKEN' });

export function createEmailVerificationService(deps: EmailVerificationDeps) {
  const { db, clock } = deps;

  const mailLink: MailAddressConfirmation = async (tx, { id, address, kind }) => {
    const now = clock.now();
    const { token, tokenHash } = newLinkToken();
    await insertVerificationToken(tx, {
      userId: id,
      email: address,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_LIFETIME_MS),
    });
    const { name } = await readLeagueSettings(tx);
    const link = verificationLink(deps.publicUrl, token);
    const mail = kind === 'current' ? confirmAddressMail : confirmNewAddressMail;
    await deps.mail.queue(tx, mail(address, name, link));
  };

  /** A link already used answers as it did, so a second tab or a double click still says "confirmed". */
  async function confirmedBefore(tx: Queryable, userId: number, address: string): Promise<boolean> {
    const account = await findAccountAddress(tx, userId);
    return account?.email === address && account.verifiedAt !== null;
  }

  return {
    mailLink,

    /** The account was just made with a password: its address gets a "confirm your email" link. */
    welcome: (tx: Queryable, account: { id: number; email: string }) =>
      mailLink(tx, { id: account.id, address: account.email, kind: 'current' }),

    /** Sends the link again: to the address waiting for confirmation, else to the unconfirmed current one. */
    async resend(principal: AuthPrincipal, userId: number): Promise<{ email: string }> {
      const user = await actableUser(db, principal, userId);
      const address = user.pendingEmail ?? (user.emailVerifiedAt ? null : user.email);
      if (!address) {
        throw httpError(409, translate('app.emailVerification.alreadyVerified'), {
          code: 'EMAIL_ALREADY_VERIFIED',
        });
      }
      const count = await addHit(db, `email-verification:${user.id}`, RESEND_WINDOW_MS, () => 0, clock.now());
      if (count.hits > RESENDS_PER_ACCOUNT) {
        throw httpError(429, translate('app.errors.api.rateLimited'), { code: 'RATE_LIMITED' });
      }
      const kind = user.pendingEmail ? 'new' : 'current';
      await db.transaction((tx) => mailLink(tx, { id: user.id, address, kind }));
      return { email: address };
    },

    /** Opens a link: the address it names is confirmed, or becomes the account's address. */
    confirm(token: string): Promise<{ email: string }> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const link = await findLiveVerificationToken(tx, hashLinkToken(token), now);
        if (!link) throw invalidToken();
        // One statement claims the link: of two uses at once, one finds it unused.
        if (!(await claimVerificationToken(tx, link.id, now))) {
          if (await confirmedBefore(tx, link.userId, link.email)) return { email: link.email };
          throw invalidToken();
        }
        const outcome = await applyConfirmedAddress(tx, link.userId, link.email, now);
        if (outcome === 'stale') throw invalidToken();
        return { email: link.email };
      });
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
