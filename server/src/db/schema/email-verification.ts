import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, serialId, writtenAt } from './columns';
import { ownedByUser } from './users';

/**
 * Single-use links that confirm an address: the account's own, or the new one it asked to move to. Only
 * the SHA-256 of the token is kept, with the address the link confirms.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: serialId(),
    userId: ownedByUser(),
    /** The normalised address this link confirms. */
    email: text().notNull(),
    /** SHA-256 of the token, hex. */
    tokenHash: text().notNull().unique(),
    createdAt: writtenAt(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
  },
  (table) => [index('email_verification_tokens_user_idx').on(table.userId)],
);
