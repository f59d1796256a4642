import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { ownedByUser } from './users';

// The Idempotency-Key a user sent with a request that creates or changes something, and the answer it got.
// A key is its user's own (another user's same key is another row); the row is claimed `in-progress`
// before the handler runs and holds the stored answer once `completed`, so every instance replays it.

export const IDEMPOTENCY_STATES = ['in-progress', 'completed'] as const;
export type IdempotencyState = (typeof IDEMPOTENCY_STATES)[number];

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownedByUser(),
    key: text().notNull(),
    /** SHA-256 (hex) of the method, route pattern, params, query and canonical JSON body. */
    fingerprint: text().notNull(),
    state: text({ enum: IDEMPOTENCY_STATES }).notNull(),
    /** The answer's status code, body and content type, once completed. */
    statusCode: integer(),
    responseBody: text(),
    contentType: text(),
    createdAt: instant().notNull(),
    /** After this the key is forgotten: a request with it runs again, and the periodic sweep deletes it. */
    expiresAt: instant().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_expires_idx').on(table.expiresAt),
    check('idempotency_keys_state_check', sql`${table.state} in ('in-progress', 'completed')`),
  ],
);
