import { z } from 'zod';
import { successEnvelope } from './envelope';

// Roster changes during a season: while a team's season is Live or in its Playoffs, its roster
// is locked outside the transfer window an admin opens; a player joining or leaving then becomes a
// request an admin approves or denies.

/**
 * - join: a player accepted an invitation, or a captain accepted a player's request to join.
 * - leave: a player asked to leave.
 * - remove: a captain asked to remove a player.
 */
export const ROSTER_CHANGE_KINDS = ['join', 'leave', 'remove'] as const;
export type RosterChangeKind = (typeof ROSTER_CHANGE_KINDS)[number];

/** Pending until an admin decides; Cancelled when it can no longer apply (the player left, the team went). */
export const ROSTER_CHANGE_STATUSES = ['Pending', 'Approved', 'Denied', 'Cancelled'] as const;
export type RosterChangeStatus = (typeof ROSTER_CHANGE_STATUSES)[number];

/** The season stages during which a team's roster is locked outside a transfer window. */
export const ROSTER_LOCKING_STATUSES = ['Live', 'Playoffs'] as const;

/** Whether a season in `status` has a transfer window that can be opened or closed. */
export function takesTransferWindow(status: string): boolean {
  return (ROSTER_LOCKING_STATUSES as readonly string[]).includes(status);
}

/** Whether the transfer window ending at `endsAt` (ISO text or null) is open at `now`. */
export function isTransferWindowOpen(endsAt: string | Date | null, now: Date): boolean {
  return endsAt !== null && new Date(endsAt).getTime() > now.getTime();
}

/**
 * Whether a season locks its teams' rosters at `now`: Live or in its Playoffs, with no transfer window
 * open. The server applies the same rule to the seasons a team is entered in (roster lock).
 */
export function locksRosters(
  season: { status: string; transferWindowEndsAt: string | Date | null },
  now: Date,
): boolean {
  return takesTransferWindow(season.status) && !isTransferWindowOpen(season.transferWindowEndsAt, now);
}

const person = z.object({ id: z.number().int(), displayName: z.string() });

export const rosterChangeSchema = z
  .object({
    id: z.number().int(),
    team: z.object({ id: z.number().int(), name: z.string() }),
    /** The season whose roster lock the change met. */
    season: z.object({ id: z.number().int(), name: z.string() }),
    /** The player joining or leaving. */
    user: person,
    kind: z.enum(ROSTER_CHANGE_KINDS),
    status: z.enum(ROSTER_CHANGE_STATUSES),
    /** The invitation or join request a join came from. */
    invitationId: z.number().int().nullable(),
    /** Who asked (the player, or the captain who accepted or removed); null once their account is gone. */
    requestedBy: z.string().nullable(),
    /** Who decided or cancelled it. */
    decidedBy: z.string().nullable(),
    decidedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'RosterChange' });
export type RosterChange = z.infer<typeof rosterChangeSchema>;

/** The 202 answer of a roster change the roster lock turned into a request: the request and what it means. */
export const rosterChangeRequestedSchema = successEnvelope(rosterChangeSchema).extend({
  message: z.string(),
});
export type RosterChangeRequested = z.infer<typeof rosterChangeRequestedSchema>;
