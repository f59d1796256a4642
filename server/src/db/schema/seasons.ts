import { sql } from 'drizzle-orm';
import { check, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  DEFAULT_CHECK_IN_MINUTES,
  DEFAULT_NO_SHOW_GRACE_MINUTES,
  DEFAULT_PLAYOFF_TEAMS,
  PLAYOFF_FORMATS,
  SEASON_STATUSES,
} from '../../../../domain/seasons';
import type { Tiebreaker } from '../../../../domain/standings';
import { instant, serialId, writtenAt } from './columns';
import { leagues } from './leagues';
import { users } from './users';

export const seasonStatus = pgEnum('season_status', SEASON_STATUSES);
export const playoffFormat = pgEnum('playoff_format', PLAYOFF_FORMATS);

/** A season of a league: its dates, its points rules and where it stands (Setup ... Finished). */
export const seasons = pgTable(
  'seasons',
  {
    id: serialId(),
    leagueId: integer()
      .notNull()
      .references(() => leagues.id),
    name: text().notNull(),
    status: seasonStatus().notNull().default('Setup'),
    startsAt: instant().notNull(),
    weeks: integer().notNull(),
    pointsWin: integer().notNull(),
    pointsDraw: integer().notNull(),
    pointsLoss: integer().notNull(),
    pointsForfeit: integer().notNull(),
    /** The standings' order of tiebreakers, the first deciding first. */
    tiebreakers: text().array().$type<Tiebreaker[]>().notNull(),
    /** How many of each division's top teams enter its playoffs, and the bracket they play. */
    playoffTeams: integer().notNull().default(DEFAULT_PLAYOFF_TEAMS),
    playoffFormat: playoffFormat().notNull().default('singleElimination'),
    /** Check-in for a match opens this many minutes before its kick-off (scheduledAt). */
    checkInMinutes: integer().notNull().default(DEFAULT_CHECK_IN_MINUTES),
    /** Check-in closes this long after kick-off, and a team not checked in forfeits; 0: no automatic no-shows. */
    noShowGraceMinutes: integer().notNull().default(DEFAULT_NO_SHOW_GRACE_MINUTES),
    /**
     * The end of the transfer window an admin opened: until then, rosters of the season's teams change
     * freely while it is Live or in its Playoffs; outside it, changes need an admin (roster_changes).
     */
    transferWindowEndsAt: instant(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: writtenAt(),
  },
  (table) => [uniqueIndex('seasons_league_name_lower_unique').on(table.leagueId, sql`lower(${table.name})`)],
);

/**
 * Divisions are a season's tiers (season_id and tier set, tier 0 the top). The seeded Open Division belongs
 * to no season: it is the division of every team no season has placed yet (decision 0008).
 */
export const divisions = pgTable(
  'divisions',
  {
    id: serialId(),
    name: text().notNull(),
    mmrPercentage: integer().notNull(),
    seasonId: integer().references(() => seasons.id, { onDelete: 'cascade' }),
    tier: integer(),
  },
  (table) => [
    uniqueIndex('divisions_season_tier_unique').on(table.seasonId, table.tier),
    uniqueIndex('divisions_season_name_lower_unique').on(table.seasonId, sql`lower(${table.name})`),
    check('divisions_tier_with_season', sql`(${table.seasonId} is null) = (${table.tier} is null)`),
    check('divisions_mmr_percentage_range', sql`${table.mmrPercentage} between 1 and 100`),
  ],
);

/** A column naming the season a row belongs to: the row goes when the season goes. */
export const ownedBySeason = () =>
  integer()
    .notNull()
    .references(() => seasons.id, { onDelete: 'cascade' });

/** A column naming the division a row belongs to: the row goes when the division goes. */
export const ownedByDivision = () =>
  integer()
    .notNull()
    .references(() => divisions.id, { onDelete: 'cascade' });
