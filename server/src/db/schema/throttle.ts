import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters every instance shares: rate-limit windows and login/password failure counts. A row
 * counts `hits` since `windowStartedAt`; `blockedUntil` is the growing delay of a throttled key; rows past
 * `expiresAt` are dead and pruned.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    windowStartedAt: timestamp({ withTimezone: true }).notNull(),
    blockedUntil: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('throttle_counters_expires_idx').on(table.expiresAt)],
);
