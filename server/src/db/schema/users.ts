import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    displayName: text().notNull(),
    /** argon2id (PHC string); null for an account created through Discord until its player sets one. */
    passwordHash: text(),
    discordId: text().unique(),
    discordUsername: text(),
    /** When the account's current address was confirmed from a mail link; null while unconfirmed. */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** An address the player asked to move to: it replaces `email` only once its link is opened. */
    pendingEmail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
