import type { Queryable } from '@server/db/client';
import { emailVerificationTokens, users } from '@server/db/schema';
import { and, eq, gt, isNull } from 'drizzle-orm';

// Tables owned (no other module writes them): email_verification_tokens.
// Confirmation links (their hashes) and the account's address as a link last left it.

export async function insertVerificationToken(
  tx: Queryable,
  token: { userId: number; email: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(emailVerificationTokens).values(token);
}

/** The link with this hash while it has not expired (used or not), or undefined. */
export async function findLiveVerificationToken(tx: Queryable, tokenHash: string, now: Date) {
  const [link] = await tx
    .select()
    .from(emailVerificationTokens)
    .where(and(eq(emailVerificationTokens.tokenHash, tokenHash), gt(emailVerificationTokens.expiresAt, now)));
  return link;
}

/** Marks the link used unless it already is, in one statement; false when it already was. */
export async function claimVerificationToken(tx: Queryable, id: number, now: Date): Promise<boolean> {
  const [claimed] = await tx
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.id, id), isNull(emailVerificationTokens.usedAt)))
    .returning({ id: emailVerificationTokens.id });
  return claimed !== undefined;
}

/** The account's address and when it was confirmed, or undefined. */
export async function findAccountAddress(tx: Queryable, userId: number) {
  const [account] = await tx
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return account;
}
