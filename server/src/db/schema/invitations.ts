import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InvitationKind, InvitationStatus } from '../../../../domain/api';
import { instant, serialId, writtenAt } from './columns';
import { ownedByTeam } from './teams';
import { ownedByUser, users } from './users';

export const invitationKind = pgEnum('invitation_kind', [
  'invite',
  'request',
] as const satisfies InvitationKind[]);
export const invitationStatus = pgEnum('invitation_status', [
  'pending',
  'accepted',
  'declined',
  'cancelled',
  'closed',
] as const satisfies InvitationStatus[]);

/** Invitations from a team to a player ('invite') and a player's requests to join a team ('request'). */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serialId(),
    teamId: ownedByTeam(),
    userId: ownedByUser(),
    kind: invitationKind().notNull(),
    status: invitationStatus().notNull().default('pending'),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: writtenAt(),
    respondedAt: instant(),
  },
  (table) => [
    uniqueIndex('team_invitations_one_pending')
      .on(table.teamId, table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('team_invitations_user_status_idx').on(table.userId, table.status),
  ],
);
