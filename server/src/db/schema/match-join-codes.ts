import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, serialId, writtenAt } from './columns';
import { gameSessions } from './game-sessions';
import { ownedByMatch } from './matches';
import { ownedByUser } from './users';

/**
 * A player's personal join code for a match: what a game server hosting the match redeems, once, to seat
 * the player on their side. Only the code's SHA-256 is kept, with the random seed the server derives the
 * code from again (with its secret) while it is unused; redeeming it records when and in which session.
 */
export const matchJoinCodes = pgTable(
  'match_join_codes',
  {
    id: serialId(),
    matchId: ownedByMatch(),
    userId: ownedByUser(),
    /** SHA-256 of the code, hex. */
    codeHash: text().notNull(),
    /** The random seed (hex) the code is derived from with the server's secret: useless without it. */
    seed: text().notNull(),
    expiresAt: instant().notNull(),
    createdAt: writtenAt(),
    /** When a game server redeemed it; null while it is open. */
    usedAt: instant(),
    usedInSessionId: integer().references(() => gameSessions.id, { onDelete: 'set null' }),
  },
  (table) => [
    // An open code is unique, so a redeemed hash names one player.
    uniqueIndex('match_join_codes_open_hash_unique').on(table.codeHash).where(sql`${table.usedAt} is null`),
    // One open code per player and match: two requests at once get the same one.
    uniqueIndex('match_join_codes_open_player_unique')
      .on(table.matchId, table.userId)
      .where(sql`${table.usedAt} is null`),
    index('match_join_codes_match_idx').on(table.matchId),
  ],
);
