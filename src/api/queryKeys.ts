/**
 * The query keys of the team, invitation and notification data. They share one scope so that after any
 * team action one invalidation refreshes the team list, my team, the invites and the notifications.
 */
export const TEAM_DATA_SCOPE = 'team-data';

export const queryKeys = {
  teams: [TEAM_DATA_SCOPE, 'teams'],
  myTeam: [TEAM_DATA_SCOPE, 'my-team'],
  team: (teamId: number) => [TEAM_DATA_SCOPE, 'team', teamId],
  myInvitations: [TEAM_DATA_SCOPE, 'my-invitations'],
  teamInvitations: (teamId: number) => [TEAM_DATA_SCOPE, 'team-invitations', teamId],
  inviteCandidates: (teamId: number, query: string) => [TEAM_DATA_SCOPE, 'invite-candidates', teamId, query],
  notifications: [TEAM_DATA_SCOPE, 'notifications'],
  unreadCount: [TEAM_DATA_SCOPE, 'unread-count'],
} as const;

/** The user, role and Admin Panel screens' data: one scope, refreshed after every user or role action. */
export const USER_ADMIN_SCOPE = 'user-admin';

export const userAdminKeys = {
  user: (id: number) => [USER_ADMIN_SCOPE, 'user', id],
  overview: [USER_ADMIN_SCOPE, 'overview'],
} as const;

/** The Server management screen's lookups (snapshots, sizes, regions); the droplet list is react-admin's. */
export const SERVERS_SCOPE = 'servers';

export const serverKeys = {
  snapshots: [SERVERS_SCOPE, 'snapshots'],
  sizes: [SERVERS_SCOPE, 'sizes'],
  regions: [SERVERS_SCOPE, 'regions'],
} as const;
