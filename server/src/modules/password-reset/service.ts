import { normalizeEmail } from '@domain/email';
import { translate } from '@domain/i18n';
import type { Clock } from '@server/clock';
import type { Db, Queryable } from '@server/db/client';
import { httpError } from '@server/http/http-error';
import type { AuthPrincipal } from '@server/plugins/auth';
import { recordAudit } from '../audit/service';
import { hashPassword } from '../auth/passwords';
import { revokeSessions } from '../auth/service';
import { readLeagueSettings } from '../league-settings/service';
import { hashLinkToken, newLinkToken } from '../mail/link-tokens';
import type { MailService } from '../mail/plugin';
import { addHit } from '../throttle/service';
import { actableUser } from '../users/access';
import { confirmAddressByReset, findUserByEmail, setPasswordHash } from '../users/service';
import { resetMail } from './mail-template';
import { claimResetToken, insertResetToken, useUpResetTokens } from './repository';
import { RESET_TOKEN_LIFETIME_MS, resetLink } from './tokens';

// Forgotten passwords: a single-use link by mail (or printed for an operator), and the new password that
// ends every session of the account.

/** Reset requests per address per account (by email, known or not): at most this many in the window. */
export const RESET_REQUESTS_PER_ACCOUNT = 5;
export const RESET_REQUEST_WINDOW_MS = 60 * 60 * 1000;

export interface PasswordResetDeps {
  db: Db;
  clock: Clock;
  mail: MailService;
  publicUrl: string;
}

const invalidToken = () =>
  httpError(400, translate('app.passwordReset.invalidToken'), { code: 'INVALID_RESET_TOKEN' });

/** Stores the hash of a new token for the user; returns the link carrying the token. */
async function issueToken(
  tx: Queryable,
  deps: Pick<PasswordResetDeps, 'clock' | 'publicUrl'>,
  userId: number,
  token: string,
  tokenHash: string,
) {
  const now = deps.clock.now();
  await insertResetToken(tx, {
    userId,
    tokenHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
  });
  return resetLink(deps.publicUrl, token);
}

export function createPasswordResetService(deps: PasswordResetDeps) {
  const { db, clock } = deps;

  async function mailLink(
    tx: Queryable,
    user: { id: number; email: string },
    { token, tokenHash } = newLinkToken(),
  ) {
    const link = await issueToken(tx, deps, user.id, token, tokenHash);
    const { name } = await readLeagueSettings(tx);
    await deps.mail.queue(tx, resetMail(user.email, name, link));
  }

  return {
    /**
     * Mails a reset link when an account uses the address. The same work and answer either way (a token is
     * always made and hashed, the per-account counter always counts), so the answer reveals nothing.
     */
    async request(email: string): Promise<void> {
      const normalized = normalizeEmail(email);
      const fresh = newLinkToken();
      const count = await addHit(
        db,
        `password-reset:${normalized}`,
        RESET_REQUEST_WINDOW_MS,
        () => 0,
        clock.now(),
      );
      if (count.hits > RESET_REQUESTS_PER_ACCOUNT) {
        throw httpError(429, translate('app.errors.api.rateLimited'), { code: 'RATE_LIMITED' });
      }
      const user = await findUserByEmail(db, normalized);
      if (!user) return;
      await db.transaction((tx) => mailLink(tx, user, fresh));
    },

    /** Sets the password of the token's account, uses the token up and ends every session of the account. */
    async confirm(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      await db.transaction(async (tx) => {
        // One statement claims the token: of two uses at once, one finds it unused.
        const claimed = await claimResetToken(tx, hashLinkToken(token), now);
        if (!claimed) throw invalidToken();
        await setPasswordHash(tx, claimed.userId, passwordHash, now);
        // The link came to the account's mailbox, so the address is confirmed too.
        await confirmAddressByReset(tx, claimed.userId, now);
        // Every other link of the account dies with this one.
        await useUpResetTokens(tx, claimed.userId, now);
        await revokeSessions(tx, claimed.userId, now);
      });
    },

    /** An admin's "Send password reset email": audited with the mail in one transaction. */
    async sendByAdmin(principal: AuthPrincipal, userId: number): Promise<{ email: string }> {
      const user = await actableUser(db, principal, userId);
      await db.transaction(async (tx) => {
        await mailLink(tx, user);
        await recordAudit(tx, {
          actorUserId: principal.id,
          action: 'user.password_reset_sent',
          targetType: 'user',
          targetId: user.id,
        });
      });
      return { email: user.email };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

/**
 * For operators without mail (npm run admin -- reset-password): a fresh link for the account, or null when
 * no account uses the address.
 */
export async function resetLinkForEmail(
  db: Db,
  deps: Pick<PasswordResetDeps, 'clock' | 'publicUrl'>,
  email: string,
): Promise<string | null> {
  const user = await findUserByEmail(db, normalizeEmail(email));
  if (!user) return null;
  const { token, tokenHash } = newLinkToken();
  return issueToken(db, deps, user.id, token, tokenHash);
}
