import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { RATING_DEFAULT_MU, RATING_DEFAULT_SIGMA } from '../../../../domain/ratings';
import { serialId } from './columns';
import { ownedByMatch } from './matches';
import { ownedByTeam, teams } from './teams';
import { ownedByUser, users } from './users';

// Openskill ratings (docs/decisions/0017-ratings.md). A team or player without a row has the
// default rating; rating_changes keeps every change per match, so a correction replays from it.

const ratingColumns = () => ({
  mu: doublePrecision().notNull().default(RATING_DEFAULT_MU),
  sigma: doublePrecision().notNull().default(RATING_DEFAULT_SIGMA),
  /** Confirmed, played (not forfeited) matches that changed the rating: provisional below 5. */
  ratedMatches: integer().notNull().default(0),
  /** mu - 3 sigma, the leaderboards' order: kept by the database so an index can hold it. */
  ordinal: doublePrecision().notNull().generatedAlwaysAs(sql`mu - 3 * sigma`),
});

/** A team's current rating, as one entity in a two-sided game: the league's MMR. */
export const teamRatings = pgTable(
  'team_ratings',
  {
    teamId: ownedByTeam().primaryKey(),
    ...ratingColumns(),
  },
  // The team leaderboard's order: its first page is the index's first rows.
  (table) => [index('team_ratings_ordinal_idx').on(table.ordinal.desc(), table.teamId)],
);

/** A player's current rating, from the rosters that played. */
export const playerRatings = pgTable(
  'player_ratings',
  {
    userId: ownedByUser().primaryKey(),
    ...ratingColumns(),
  },
  // The player leaderboard's order: its first page is the index's first rows.
  (table) => [index('player_ratings_ordinal_idx').on(table.ordinal.desc(), table.userId)],
);

/** One match's change to one team's or one player's rating. */
export const ratingChanges = pgTable(
  'rating_changes',
  {
    id: serialId(),
    matchId: ownedByMatch(),
    teamId: integer().references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    muBefore: doublePrecision().notNull(),
    sigmaBefore: doublePrecision().notNull(),
    muAfter: doublePrecision().notNull(),
    sigmaAfter: doublePrecision().notNull(),
  },
  (table) => [
    check('rating_changes_one_subject', sql`(${table.teamId} is null) <> (${table.userId} is null)`),
    uniqueIndex('rating_changes_match_team_unique')
      .on(table.matchId, table.teamId)
      .where(sql`${table.teamId} is not null`),
    uniqueIndex('rating_changes_match_user_unique')
      .on(table.matchId, table.userId)
      .where(sql`${table.userId} is not null`),
    index('rating_changes_team_idx').on(table.teamId),
    index('rating_changes_user_idx').on(table.userId),
    // A match's changes (its page, a settled result, a replay): the partial unique indexes above serve only
    // reads that name the team or the player too.
    index('rating_changes_match_idx').on(table.matchId),
  ],
);
