// Roster changes during a season (issue 13): while a team's season is Live or in its Playoffs, its roster
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
