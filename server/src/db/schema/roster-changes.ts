import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROSTER_CHANGE_KINDS, ROSTER_CHANGE_STATUSES } from '../../../../domain/roster-changes';
import { instant, serialId, writtenAt } from './columns';
import { teamInvitations } from './invitations';
import { ownedBySeason } from './seasons';
import { ownedByTeam } from './teams';
import { ownedByUser, users } from './users';

export const rosterChangeKind = pgEnum('roster_change_kind', ROSTER_CHANGE_KINDS);
export const rosterChangeStatus = pgEnum('roster_change_status', ROSTER_CHANGE_STATUSES);

/**
 * A roster change asked for while the team's season locked its roster (domain/roster-changes.ts), waiting
 * for an admin. The player goes with their account, the request with its team or season.
 */
export const rosterChanges = pgTable(
  'roster_changes',
  {
    id: serialId(),
    teamId: ownedByTeam(),
    /** The season whose roster lock the change met. */
    seasonId: ownedBySeason(),
    /** The player joining or leaving. */
    userId: ownedByUser(),
    kind: rosterChangeKind().notNull(),
    /** The invitation or join request a join came from; it stays pending until the decision. */
    invitationId: integer().references(() => teamInvitations.id, { onDelete: 'set null' }),
    status: rosterChangeStatus().notNull().default('Pending'),
    requestedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: instant(),
    createdAt: writtenAt(),
  },
  (table) => [
    // One open change per player and team: two clicks at once leave one request.
    uniqueIndex('roster_changes_one_pending')
      .on(table.teamId, table.userId)
      .where(sql`${table.status} = 'Pending'`),
    index('roster_changes_status_created_idx').on(table.status, table.createdAt),
    index('roster_changes_user_idx').on(table.userId),
  ],
);
