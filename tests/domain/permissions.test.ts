import { NAV_GROUPS, NAV_TOP_ITEMS, visibleNavGroups } from '@domain/navigation';
import {
  BUILT_IN_ROLE_PERMISSIONS,
  canActOnUser,
  canManageAccount,
  canManageServers,
  canManageTeams,
  isAllowed,
  outranks,
  PERMISSIONS,
  type Principal,
} from '@domain/permissions';
import { describe, expect, it } from 'vitest';

const principal = (roles: string[], permissions: string[] = []): Principal => ({ roles, permissions });
const admin = principal(['Admin', 'Player'], [...PERMISSIONS]);
const player = principal(['Player']);
const support = principal(['Support'], ['manage:users']);
const gameMaster = principal(['Game Master'], ['manage:gameSessions']);
const observer = principal(['Observer'], ['view:gameSessions']);

describe('isAllowed (navigation rules)', () => {
  it('an item needing auth requires a signed-in user', () => {
    expect(isAllowed(null, { requiresAuth: true })).toBe(false);
    expect(isAllowed(player, { requiresAuth: true })).toBe(true);
    expect(isAllowed(null, {})).toBe(true);
  });

  it('listed roles must all be held, or any one with requiresAnyRole', () => {
    const both = { roles: ['Admin', 'Support'] };
    expect(isAllowed(principal(['Admin']), both)).toBe(false);
    expect(isAllowed(principal(['Admin', 'Support']), both)).toBe(true);
    expect(isAllowed(principal(['Admin']), { ...both, requiresAnyRole: true })).toBe(true);
    expect(isAllowed(player, { ...both, requiresAnyRole: true })).toBe(false);
  });

  it('listed permissions must all be held, or any one with requiresAnyPermission', () => {
    const both = { permissions: ['manage:gameSessions', 'view:gameSessions'] };
    expect(isAllowed(observer, both)).toBe(false);
    expect(isAllowed(observer, { ...both, requiresAnyPermission: true })).toBe(true);
    expect(isAllowed(principal([], ['manage:gameSessions', 'view:gameSessions']), both)).toBe(true);
  });

  it('a role or permission rule refuses anonymous callers', () => {
    expect(isAllowed(null, { roles: ['Admin'] })).toBe(false);
    expect(isAllowed(undefined, { permissions: ['manage:users'] })).toBe(false);
  });
});

describe('side navigation groups', () => {
  const titles = (p: Principal | null) => visibleNavGroups(p).map((group) => group.title);

  it('has the six top items in order', () => {
    expect(NAV_TOP_ITEMS.map((item) => [item.title, item.path])).toEqual([
      ['Home', '/'],
      ['Dashboard', '/dashboard'],
      ['League Overview', '/league'],
      ['Fixtures', '/matches'],
      ['Leaderboards', '/leaderboards'],
      ['Profile', '/profile'],
    ]);
  });

  it('the Admin group holds the admin screens', () => {
    const adminGroup = NAV_GROUPS.find((group) => group.id === 'admin');
    expect(adminGroup?.items.map((item) => item.path)).toEqual([
      '/roles',
      '/admin',
      '/admin/digital-ocean',
      '/admin/game-servers',
      '/admin/league-management',
      '/admin/seasons',
      '/admin/divisions',
      '/admin/matches',
      '/admin/disputes',
      '/admin/roster-changes',
      '/admin/audit-log',
      '/league-settings/1',
    ]);
  });

  it('shows groups by role and permission', () => {
    expect(titles(null)).toEqual([]);
    expect(titles(player)).toEqual([]);
    expect(titles(admin)).toEqual(['Admin', 'User Management', 'Game Sessions']);
    expect(titles(support)).toEqual(['User Management']);
    expect(titles(gameMaster)).toEqual(['Game Sessions']);
    expect(titles(observer)).toEqual(['Game Sessions']);
    // Holding manage:users without the Admin role does not show the Admin group.
    expect(titles(principal(['Player'], ['manage:users', 'manage:roles']))).toEqual(['User Management']);
  });
});

describe('policies', () => {
  it('team and server management: Admin role or the permission', () => {
    expect(canManageTeams(admin)).toBe(true);
    expect(canManageTeams(principal(['Player'], ['manage:teams']))).toBe(true);
    expect(canManageTeams(player)).toBe(false);
    expect(canManageServers(principal(['Admin']))).toBe(true);
    expect(canManageServers(principal([], ['manage:servers']))).toBe(true);
    expect(canManageServers(support)).toBe(false);
    expect(canManageTeams(null)).toBe(false);
  });

  it('a user acts on their own record unless they hold manage:users', () => {
    expect(canActOnUser({ ...player, id: 7 }, 7)).toBe(true);
    expect(canActOnUser({ ...player, id: 7 }, 8)).toBe(false);
    expect(canActOnUser({ ...support, id: 1 }, 8)).toBe(true);
    expect(canActOnUser(null, 8)).toBe(false);
  });

  it('seeds Admin with every permission and Player with none', () => {
    expect([...BUILT_IN_ROLE_PERMISSIONS.Admin].sort()).toEqual([...PERMISSIONS].sort());
    expect(BUILT_IN_ROLE_PERMISSIONS.Player).toEqual([]);
    expect(BUILT_IN_ROLE_PERMISSIONS.Support).toEqual(['manage:users']);
    expect(BUILT_IN_ROLE_PERMISSIONS['Game Master']).toEqual(['manage:gameSessions']);
    expect(BUILT_IN_ROLE_PERMISSIONS.Observer).toEqual(['view:gameSessions']);
  });
});

describe('outranks and canManageAccount (user managers and more privileged accounts)', () => {
  const admin = { id: 1, roles: ['Admin', 'Player'], permissions: [...PERMISSIONS] };
  const support = { id: 2, roles: ['Support', 'Player'], permissions: ['manage:users'] };
  const player = { id: 3, roles: ['Player'], permissions: [] };
  const gameMaster = { id: 4, roles: ['Game Master', 'Player'], permissions: ['manage:gameSessions'] };

  it('ranks an Admin or an account with permissions the actor lacks above the actor', () => {
    expect(outranks(admin, support)).toBe(true);
    expect(outranks(gameMaster, support)).toBe(true);
    expect(outranks(player, support)).toBe(false);
    expect(outranks(support, support)).toBe(false);
    expect(outranks(admin, admin)).toBe(false);
    expect(
      outranks({ roles: ['Admin'], permissions: [] }, { roles: [], permissions: [...PERMISSIONS] }),
    ).toBe(true);
  });

  it('lets a user manager change only accounts that do not outrank them, and anyone their own', () => {
    expect(canManageAccount(support, player)).toBe(true);
    expect(canManageAccount(support, admin)).toBe(false);
    expect(canManageAccount(support, gameMaster)).toBe(false);
    expect(canManageAccount(admin, support)).toBe(true);
    expect(canManageAccount(player, player)).toBe(true);
    expect(canManageAccount(player, support)).toBe(false);
    expect(canManageAccount(null, player)).toBe(false);
  });
});
