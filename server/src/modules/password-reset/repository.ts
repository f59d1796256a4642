import type { Queryable } from '@server/db/client';
import { passwordResetTokens } from '@server/db/schema';
import { and, eq, gt, isNull } from 'drizzle-orm';

// Tables owned (no other module writes them): password_reset_tokens.
// Reset links (their hashes). The password they set and the sessions they end are the users' and auth
// modules' rows, written through those modules.

export async function insertResetToken(
  tx: Queryable,
  token: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(passwordResetTokens).values(token);
}

/**
 * Marks the unused, unexpired link with this hash used, in one statement; returns its account, or
 * undefined when there is no such link.
 */
export async function claimResetToken(tx: Queryable, tokenHash: string, now: Date) {
  const [claimed] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return claimed;
}

/** Marks every still unused reset link of the account used. */
export async function useUpResetTokens(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
