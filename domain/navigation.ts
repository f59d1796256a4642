import { type AccessRule, isAllowed, type Principal, ROLES } from './permissions';

// The side navigation: six top items and three groups, each with its visibility rule. Every screen an admin
// works on has its entry in the Admin group.

export interface NavItem {
  title: string;
  path: string;
  icon: NavIcon;
}

export interface NavGroup {
  id: string;
  title: string;
  icon: NavIcon;
  rule: AccessRule;
  items: NavItem[];
}

export type NavIcon =
  | 'home'
  | 'dashboard'
  | 'league'
  | 'fixtures'
  | 'leaderboards'
  | 'profile'
  | 'admin'
  | 'roles'
  | 'adminPanel'
  | 'cloud'
  | 'gameServers'
  | 'leagueManagement'
  | 'seasons'
  | 'divisions'
  | 'matches'
  | 'disputes'
  | 'rosterChanges'
  | 'auditLog'
  | 'leagueSettings'
  | 'userManagement'
  | 'users'
  | 'gameSessions'
  | 'sessions';

export const NAV_TOP_ITEMS: NavItem[] = [
  { title: 'Home', path: '/', icon: 'home' },
  { title: 'Dashboard', path: '/dashboard', icon: 'dashboard' },
  { title: 'League Overview', path: '/league', icon: 'league' },
  { title: 'Fixtures', path: '/matches', icon: 'fixtures' },
  { title: 'Leaderboards', path: '/leaderboards', icon: 'leaderboards' },
  { title: 'Profile', path: '/profile', icon: 'profile' },
];

export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'admin',
    title: 'Admin',
    icon: 'admin',
    rule: { requiresAuth: true, roles: [ROLES.admin] },
    items: [
      { title: 'Roles', path: '/roles', icon: 'roles' },
      { title: 'Admin Panel', path: '/admin', icon: 'adminPanel' },
      { title: 'DigitalOcean', path: '/admin/digital-ocean', icon: 'cloud' },
      { title: 'Game servers', path: '/admin/game-servers', icon: 'gameServers' },
      { title: 'League Management', path: '/admin/league-management', icon: 'leagueManagement' },
      { title: 'Seasons', path: '/admin/seasons', icon: 'seasons' },
      { title: 'Divisions', path: '/admin/divisions', icon: 'divisions' },
      { title: 'Matches', path: '/admin/matches', icon: 'matches' },
      { title: 'Disputes', path: '/admin/disputes', icon: 'disputes' },
      { title: 'Roster changes', path: '/admin/roster-changes', icon: 'rosterChanges' },
      { title: 'Audit log', path: '/admin/audit-log', icon: 'auditLog' },
      { title: 'League settings', path: '/league-settings/1', icon: 'leagueSettings' },
    ],
  },
  {
    id: 'userManagement',
    title: 'User Management',
    icon: 'userManagement',
    rule: { requiresAuth: true, permissions: ['manage:users'] },
    items: [{ title: 'Users', path: '/users', icon: 'users' }],
  },
  {
    id: 'gameSessions',
    title: 'Game Sessions',
    icon: 'gameSessions',
    rule: {
      requiresAuth: true,
      permissions: ['manage:gameSessions', 'view:gameSessions'],
      requiresAnyPermission: true,
    },
    items: [{ title: 'Sessions', path: '/sessions', icon: 'sessions' }],
  },
];

/** The groups a principal may see (the side navigation is shown only when signed in). */
export function visibleNavGroups(principal: Principal | null | undefined): NavGroup[] {
  if (!principal) return [];
  return NAV_GROUPS.filter((group) => isAllowed(principal, group.rule));
}
