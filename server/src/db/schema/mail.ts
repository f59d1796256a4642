import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, serialId, writtenAt } from './columns';
import { ownedByUser } from './users';

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export const mailStatus = pgEnum('mail_status', MAIL_STATUSES);

/**
 * The mail outbox: a mail is written in the transaction that asks for it (a rolled-back action sends
 * nothing) and sent by the sender job. A row being sent is leased by pushing its next_attempt_at ahead, so
 * another instance does not take it meanwhile; a row that kept failing stays with its last error.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    recipient: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    status: mailStatus().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: writtenAt(),
    lastError: text(),
    createdAt: writtenAt(),
    sentAt: instant(),
  },
  (table) => [index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

/** Single-use password reset links: only the SHA-256 of the token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serialId(),
    userId: ownedByUser(),
    /** SHA-256 of the token, hex. */
    tokenHash: text().notNull().unique(),
    createdAt: writtenAt(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);
