import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many times anything a cached list is made of has changed, per list ('teams': teams, their players,
 * those players' names and emails, leagues, divisions and team ratings; 'leaderboards': teams, rosters and
 * players' first ratings, who the whole leaderboards list; 'matches': matches, team names and live
 * matches' scores). Database triggers (migrations 0025, 0040, 0041) count every such write, whichever module or server instance makes it, so a page cached at version
 * n is current while the count is still n (http/served-body.ts, docs/decisions/0021-lean-requests.md).
 */
export const listVersions = pgTable('list_versions', {
  name: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull(),
});
