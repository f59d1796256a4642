import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DISPUTE_STATUSES, MATCH_EVENT_KINDS, PROPOSAL_STATUSES } from '../../../../domain/matches';
import { instant, serialId, writtenAt } from './columns';
import { ownedByMatch } from './matches';
import { ownedByTeam } from './teams';
import { ownedByUser, users } from './users';

export const proposalStatus = pgEnum('proposal_status', PROPOSAL_STATUSES);
export const matchEventKind = pgEnum('match_event_kind', MATCH_EVENT_KINDS);
export const disputeStatus = pgEnum('dispute_status', DISPUTE_STATUSES);

/** A time one team's captain proposed for a match, and how the other team answered it. */
export const matchProposals = pgTable(
  'match_proposals',
  {
    id: serialId(),
    matchId: ownedByMatch(),
    proposedByTeamId: ownedByTeam(),
    proposedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    time: instant().notNull(),
    status: proposalStatus().notNull().default('Open'),
    expiresAt: instant().notNull(),
    respondedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    respondedAt: instant(),
    createdAt: writtenAt(),
  },
  (table) => [
    index('match_proposals_match_idx').on(table.matchId, table.createdAt),
    // One Open proposal per match: two captains proposing at once leave one open, the other countered.
    uniqueIndex('match_proposals_one_open').on(table.matchId).where(sql`${table.status} = 'Open'`),
    index('match_proposals_status_expires_idx').on(table.status, table.expiresAt),
  ],
);

/**
 * A match's history: every scheduling and result step, who took it (null: the system, e.g. an expiry
 * or the 24 h auto-confirmation) and its particulars (a time, a score, a note), kept as they were.
 */
export const matchEvents = pgTable(
  'match_events',
  {
    id: serialId(),
    matchId: ownedByMatch(),
    kind: matchEventKind().notNull(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when it happened, so the history survives renames and deleted accounts. */
    actorName: text(),
    actorTeamId: integer(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: writtenAt(),
  },
  (table) => [index('match_events_match_idx').on(table.matchId, table.createdAt, table.id)],
);

/** A captain's dispute of a reported result, with the evidence, until an admin decides it. */
export const matchDisputes = pgTable(
  'match_disputes',
  {
    id: serialId(),
    matchId: ownedByMatch(),
    teamId: ownedByTeam(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    note: text().notNull(),
    evidenceUrls: text().array().notNull().default(sql`'{}'::text[]`),
    status: disputeStatus().notNull().default('Open'),
    decidedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text(),
    decidedAt: instant(),
    createdAt: writtenAt(),
  },
  (table) => [
    index('match_disputes_status_created_idx').on(table.status, table.createdAt),
    // One open dispute per match: two captains disputing at once file one.
    uniqueIndex('match_disputes_one_open').on(table.matchId).where(sql`${table.status} = 'Open'`),
  ],
);

/** The players each team fielded in a match, kept with the match when its result is confirmed. */
export const matchRosters = pgTable(
  'match_rosters',
  {
    id: serialId(),
    matchId: ownedByMatch(),
    teamId: ownedByTeam(),
    userId: ownedByUser(),
    /** The name when the match was played. */
    displayName: text().notNull(),
  },
  (table) => [
    uniqueIndex('match_rosters_match_user_unique').on(table.matchId, table.userId),
    // A player's stats read the rosters they played in.
    index('match_rosters_user_idx').on(table.userId, table.matchId),
  ],
);
