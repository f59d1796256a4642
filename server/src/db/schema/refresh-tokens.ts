import { type AnyPgColumn, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, serialId, writtenAt } from './columns';
import { ownedByUser } from './users';

/** One row per issued refresh token; a login starts a family, every refresh adds a child. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serialId(),
    userId: ownedByUser(),
    familyId: uuid().notNull(),
    /** SHA-256 of the token, hex; the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    parentId: integer().references((): AnyPgColumn => refreshTokens.id, { onDelete: 'cascade' }),
    createdAt: writtenAt(),
    familyExpiresAt: instant().notNull(),
    rotatedAt: instant(),
    revokedAt: instant(),
    /** The child token sealed under a key derived from this row's token, for the two-tab grace. */
    nextTokenSealed: text(),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_parent_idx').on(table.parentId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);
