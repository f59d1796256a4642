// The rules of roster changes (their kinds and statuses, and when a season locks rosters), apart from the
// schemas of roster-changes.ts, so a page that only asks whether rosters are locked loads no zod.

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
