import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

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
    windowStartedAt: instant().notNull(),
    blockedUntil: instant(),
    expiresAt: instant().notNull(),
  },
  (table) => [index('throttle_counters_expires_idx').on(table.expiresAt)],
);
