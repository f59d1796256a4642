import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import { seasons } from './seasons';

/**
 * How many times anything a season's standings are made of has changed: its matches, entries, divisions,
 * points rules or its teams' names. Database triggers (migration 0015) count every such write, whichever
 * module or server instance makes it, and announce each change (db/change-notices.ts), so a standings table
 * cached since the last announcement for its season is current (modules/standings/service.ts).
 */
export const standingsVersions = pgTable('standings_versions', {
  seasonId: integer()
    .primaryKey()
    .references(() => seasons.id, { onDelete: 'cascade' }),
  version: bigint({ mode: 'number' }).notNull(),
});
