// Roles, permissions and the rules that decide who sees and does what. The browser's menu and canAccess
// and the server's guards call these same functions.

export const PERMISSIONS = [
  'manage:users',
  'manage:roles',
  'manage:teams',
  'manage:servers',
  'manage:gameSessions',
  'view:gameSessions',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = {
  admin: 'Admin',
  support: 'Support',
  gameMaster: 'Game Master',
  observer: 'Observer',
  player: 'Player',
} as const;
export type BuiltInRole = (typeof ROLES)[keyof typeof ROLES];

/** The seed: built-in roles and their permissions. */
export const BUILT_IN_ROLE_PERMISSIONS: Record<BuiltInRole, readonly Permission[]> = {
  Admin: PERMISSIONS,
  Support: ['manage:users'],
  'Game Master': ['manage:gameSessions'],
  Observer: ['view:gameSessions'],
  Player: [],
};

/** What every rule reads of a user: the names of their roles and their permission strings. */
export interface Principal {
  roles: readonly string[];
  permissions: readonly string[];
}

/** An access rule: who may see a navigation item or use a route. */
export interface AccessRule {
  requiresAuth?: boolean;
  roles?: readonly string[];
  requiresAnyRole?: boolean;
  permissions?: readonly string[];
  requiresAnyPermission?: boolean;
}

export function hasRole(principal: Principal | null | undefined, role: string): boolean {
  return principal?.roles.includes(role) ?? false;
}

export function hasPermission(principal: Principal | null | undefined, permission: string): boolean {
  return principal?.permissions.includes(permission) ?? false;
}

/**
 * An item needing auth requires a signed-in user; listed roles must all be held
 * (any one with requiresAnyRole); listed permissions must all be held (any one with requiresAnyPermission).
 */
export function isAllowed(principal: Principal | null | undefined, rule: AccessRule): boolean {
  const needsPrincipal =
    rule.requiresAuth || (rule.roles?.length ?? 0) > 0 || (rule.permissions?.length ?? 0) > 0;
  if (needsPrincipal && !principal) return false;
  if (rule.roles && rule.roles.length > 0) {
    const held = (role: string) => hasRole(principal, role);
    if (!(rule.requiresAnyRole ? rule.roles.some(held) : rule.roles.every(held))) return false;
  }
  if (rule.permissions && rule.permissions.length > 0) {
    const held = (permission: string) => hasPermission(principal, permission);
    if (!(rule.requiresAnyPermission ? rule.permissions.some(held) : rule.permissions.every(held))) {
      return false;
    }
  }
  return true;
}

// Policies the server enforces. The browser uses the same ones to guard routes.

export const POLICIES = {
  signedIn: { requiresAuth: true },
  manageUsers: { requiresAuth: true, permissions: ['manage:users'] },
  manageRoles: { requiresAuth: true, permissions: ['manage:roles'] },
  manageServers: { requiresAuth: true, permissions: ['manage:servers'] },
  viewGameSessions: {
    requiresAuth: true,
    permissions: ['view:gameSessions', 'manage:gameSessions'],
    requiresAnyPermission: true,
  },
  manageGameSessions: { requiresAuth: true, permissions: ['manage:gameSessions'] },
  adminRole: { requiresAuth: true, roles: [ROLES.admin] },
} as const satisfies Record<string, AccessRule>;

/** Admin role or manage:teams: the team-approval area. */
export function canManageTeams(principal: Principal | null | undefined): boolean {
  return hasRole(principal, ROLES.admin) || hasPermission(principal, 'manage:teams');
}

/** Admin role or manage:servers: the cloud servers area. */
export function canManageServers(principal: Principal | null | undefined): boolean {
  return hasRole(principal, ROLES.admin) || hasPermission(principal, 'manage:servers');
}

/** A user may read and change only their own record unless they hold manage:users. */
export function canActOnUser(
  principal: (Principal & { id: number }) | null | undefined,
  targetUserId: number,
): boolean {
  if (!principal) return false;
  return principal.id === targetUserId || hasPermission(principal, 'manage:users');
}

/**
 * Whether `target` holds more privilege than `actor`: the Admin role the actor lacks, or any permission the
 * actor lacks. A user manager may not edit, delete or change the roles of such an account.
 */
export function outranks(target: Principal, actor: Principal): boolean {
  if (hasRole(target, ROLES.admin) && !hasRole(actor, ROLES.admin)) return true;
  return target.permissions.some((permission) => !hasPermission(actor, permission));
}

/**
 * Whether the principal may change or delete the account `target`: always their own; someone else's with
 * manage:users, unless that account outranks them.
 */
export function canManageAccount(
  principal: (Principal & { id: number }) | null | undefined,
  target: Principal & { id: number },
): boolean {
  if (!principal) return false;
  if (principal.id === target.id) return true;
  return hasPermission(principal, 'manage:users') && !outranks(target, principal);
}
