import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { MATCH_SIDES } from '../../../../domain/matches';
import { serialId } from './columns';
import { ownedByMatch } from './matches';
import { ownedByUser } from './users';

export const matchSide = pgEnum('match_side', MATCH_SIDES);

/**
 * What each player did in a match, as the game server reported it with the result: the side
 * they played for and their totals. A correction that replaces the result replaces these rows.
 */
export const matchPlayerStats = pgTable(
  'match_player_stats',
  {
    id: serialId(),
    matchId: ownedByMatch(),
    userId: ownedByUser(),
    side: matchSide().notNull(),
    eliminations: integer().notNull(),
    deaths: integer().notNull(),
    hits: integer().notNull(),
    shots: integer().notNull(),
    secondsPlayed: integer().notNull(),
  },
  (table) => [
    uniqueIndex('match_player_stats_match_user_unique').on(table.matchId, table.userId),
    // A player's page reads their matches newest first.
    index('match_player_stats_user_idx').on(table.userId, table.matchId),
    check(
      'match_player_stats_not_negative',
      sql`${table.eliminations} >= 0 and ${table.deaths} >= 0 and ${table.hits} >= 0 and ${table.shots} >= 0 and ${table.secondsPlayed} >= 0`,
    ),
    check('match_player_stats_hits_within_shots', sql`${table.hits} <= ${table.shots}`),
  ],
);
