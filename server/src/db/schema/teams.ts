import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { TEAM_STATUSES } from '../../../../domain/teams';
import { bytea } from './bytea';
import { instant, serialId, writtenAt } from './columns';
import { leagues } from './leagues';
import { divisions } from './seasons';
import { ownedByUser, users } from './users';

export const teamStatus = pgEnum('team_status', TEAM_STATUSES);

export const teams = pgTable(
  'teams',
  {
    id: serialId(),
    name: text().notNull(),
    code: text().notNull(),
    /** The logo as served: a 100x100 PNG the server decoded and encoded afresh (see modules/logos). */
    logoPng: bytea(),
    /** Hex SHA-256 of logo_png: the logo's URL and ETag. */
    logoSha256: text(),
    /**
     * A data URL stored before logos were re-encoded, waiting for the start-up backfill (modules/teams/
     * logo-backfill.ts) to convert it into logo_png; new teams never set it.
     */
    legacyLogo: text('logo'),
    website: text(),
    status: teamStatus().notNull().default('Pending'),
    leagueId: integer()
      .notNull()
      .references(() => leagues.id),
    divisionId: integer()
      .notNull()
      .references(() => divisions.id),
    /** League points: 0 until match results exist. */
    points: integer().notNull().default(0),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: instant(),
    /**
     * Set when a team with season history lost its last member: it has no players and forfeits its remaining
     * matches, but stays so its results and opponents' standings keep their meaning. A team without season
     * history is deleted instead. Its name and code are free again.
     */
    disbandedAt: instant(),
    createdAt: writtenAt(),
  },
  (table) => [
    uniqueIndex('teams_name_lower_unique')
      .on(sql`lower(${table.name})`)
      .where(sql`${table.disbandedAt} is null`),
    uniqueIndex('teams_code_lower_unique')
      .on(sql`lower(${table.code})`)
      .where(sql`${table.disbandedAt} is null`),
    index('teams_status_idx').on(table.status),
    index('teams_logo_sha256_idx').on(table.logoSha256),
  ],
);

/** A column naming the team a row belongs to: the row goes when the team goes. */
export const ownedByTeam = () =>
  integer()
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' });

export const teamPlayers = pgTable(
  'team_players',
  {
    id: serialId(),
    teamId: ownedByTeam(),
    userId: ownedByUser(),
    isCaptain: boolean().notNull().default(false),
    isCoCaptain: boolean().notNull().default(false),
    status: text().$type<'active'>().notNull().default('active'),
    createdAt: writtenAt(),
  },
  (table) => [
    // One team per player: the last line of defence behind the service's checks.
    uniqueIndex('team_players_user_unique').on(table.userId),
    index('team_players_team_idx').on(table.teamId),
  ],
);
