import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, serialId, writtenAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: serialId(),
    email: text().notNull(),
    displayName: text().notNull(),
    /** argon2id (PHC string); null for an account created through Discord until its player sets one. */
    passwordHash: text(),
    discordId: text().unique(),
    discordUsername: text(),
    /** When the account's current address was confirmed from a mail link; null while unconfirmed. */
    emailVerifiedAt: instant(),
    /** An address the player asked to move to: it replaces `email` only once its link is opened. */
    pendingEmail: text(),
    createdAt: writtenAt(),
    updatedAt: writtenAt(),
  },
  // Addresses are stored normalised (domain/email.ts), so uniqueness of the stored value is uniqueness
  // of the address in every spelling.
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

/** A column naming the user a row belongs to: the row goes when the account goes. */
export const ownedByUser = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
