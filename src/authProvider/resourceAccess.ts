import { canManageServers, canManageTeams, isAllowed, POLICIES, type Principal } from '@domain/permissions';

type AccessCheck = (principal: Principal, action: string) => boolean;

const READ_ACTIONS = new Set(['list', 'show']);

/**
 * Who may use each react-admin resource, with the server's own policies. A resource
 * not listed here is open to every signed-in user.
 */
const RESOURCE_ACCESS: Record<string, AccessCheck> = {
  users: (principal) => isAllowed(principal, POLICIES.manageUsers),
  roles: (principal) => isAllowed(principal, POLICIES.adminRole),
  // A team's page is every signed-in user's (the server says which teams each may see); the list of every
  // team is the team managers'.
  teams: (principal, action) => action === 'show' || canManageTeams(principal),
  'admin/league-management': (principal) => canManageTeams(principal),
  'admin/seasons': (principal) => canManageTeams(principal),
  'admin/divisions': (principal) => canManageTeams(principal),
  'admin/matches': (principal) => canManageTeams(principal),
  'admin/disputes': (principal) => canManageTeams(principal),
  'admin/roster-changes': (principal) => canManageTeams(principal),
  'admin/audit-log': (principal) => isAllowed(principal, POLICIES.adminRole),
  'league-settings': (principal) => canManageTeams(principal),
  'admin/digital-ocean': (principal) => canManageServers(principal),
  'admin/game-servers': (principal) => canManageServers(principal),
  // The fixtures page: every signed-in user reads the matches; nobody writes them through this resource.
  matches: (_principal, action) => READ_ACTIONS.has(action),
  sessions: (principal, action) =>
    isAllowed(principal, READ_ACTIONS.has(action) ? POLICIES.viewGameSessions : POLICIES.manageGameSessions),
};

export function canAccessResource(principal: Principal | null, resource: string, action: string): boolean {
  if (!principal) return false;
  const check = RESOURCE_ACCESS[resource];
  return check ? check(principal, action) : true;
}
