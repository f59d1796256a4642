import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { FORFEIT_KINDS, MATCH_STAGES, MATCH_STATUSES, RESULT_SOURCES } from '../../../../domain/matches';
import { instant, serialId, writtenAt } from './columns';
import { ownedByDivision, ownedBySeason } from './seasons';
import { ownedByTeam, teams } from './teams';
import { users } from './users';

export const matchStatus = pgEnum('match_status', MATCH_STATUSES);
export const matchStage = pgEnum('match_stage', MATCH_STAGES);
export const forfeitKind = pgEnum('forfeit_kind', FORFEIT_KINDS);
export const resultSource = pgEnum('result_source', RESULT_SOURCES);

/**
 * A match of a season's division: its week window and times, the two teams, and its result (rounds won by
 * each team, or a forfeit) with who reported and confirmed it. Teams go with their matches, as with their
 * season entries.
 */
export const matches = pgTable(
  'matches',
  {
    id: serialId(),
    seasonId: ownedBySeason(),
    divisionId: ownedByDivision(),
    stage: matchStage().notNull().default('league'),
    week: integer().notNull(),
    windowStart: instant().notNull(),
    windowEnd: instant().notNull(),
    defaultTime: instant().notNull(),
    /** The default time until a proposal is accepted. */
    scheduledAt: instant().notNull(),
    teamAId: ownedByTeam(),
    teamBId: ownedByTeam(),
    status: matchStatus().notNull().default('Scheduled'),
    roundsA: integer(),
    roundsB: integer(),
    forfeitKind: forfeitKind(),
    /** The team that forfeited; null with a mutual forfeit. */
    forfeitLoserTeamId: integer().references(() => teams.id, { onDelete: 'cascade' }),
    /** Where the current result came from; null while there is none. */
    resultSource: resultSource(),
    reportedByTeamId: integer().references(() => teams.id, { onDelete: 'set null' }),
    reportedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    reportedAt: instant(),
    /** Who confirmed or decided the result (the other captain or an admin); null when confirmed automatically. */
    confirmedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: instant(),
    /**
     * When the match was played: set when its first played result (rounds) arrives (a captain's report, a
     * game server's result or an admin's decision) and kept through confirmation, dispute and correction.
     * Null while it has none (a forfeit). Ratings apply matches in this order.
     */
    playedAt: instant(),
    /** A playoff match's place in its division's bracket (playoff_brackets): `<side>-<round>-<position>`. */
    bracketKey: text(),
    createdAt: writtenAt(),
  },
  (table) => [
    // The lists of a season's or a week's matches read their first page in time order, straight off these.
    index('matches_season_scheduled_idx').on(table.seasonId, table.scheduledAt, table.id),
    index('matches_season_week_idx').on(table.seasonId, table.week, table.scheduledAt, table.id),
    // Standings read a division's counted results.
    index('matches_division_status_idx').on(table.divisionId, table.status),
    index('matches_team_a_idx').on(table.teamAId),
    index('matches_team_b_idx').on(table.teamBId),
    index('matches_status_scheduled_idx').on(table.status, table.scheduledAt, table.id),
    // The result job finds reports older than 24 h.
    index('matches_status_reported_idx').on(table.status, table.reportedAt),
    uniqueIndex('matches_division_bracket_key_unique')
      .on(table.divisionId, table.bracketKey)
      .where(sql`${table.bracketKey} is not null`),
    check('matches_bracket_key_playoff', sql`(${table.bracketKey} is null) = (${table.stage} = 'league')`),
    check('matches_two_teams', sql`${table.teamAId} <> ${table.teamBId}`),
    check('matches_week_positive', sql`${table.week} >= 1`),
    check('matches_rounds_together', sql`(${table.roundsA} is null) = (${table.roundsB} is null)`),
    check('matches_rounds_not_negative', sql`${table.roundsA} >= 0 and ${table.roundsB} >= 0`),
    // A mutual forfeit has no loser; a no-show or technical forfeit has one, and it played in the match.
    check(
      'matches_forfeit_loser',
      sql`case when ${table.forfeitKind} is null or ${table.forfeitKind} = 'mutual' then ${table.forfeitLoserTeamId} is null else ${table.forfeitLoserTeamId} is not null and ${table.forfeitLoserTeamId} in (${table.teamAId}, ${table.teamBId}) end`,
    ),
  ],
);

/** A column naming the match a row belongs to: the row goes when the match goes. */
export const ownedByMatch = () =>
  integer()
    .notNull()
    .references(() => matches.id, { onDelete: 'cascade' });
