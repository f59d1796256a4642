import type { AdminUser, AuditEntry, Role, User } from '@domain/api';
import { BUILT_IN_ROLE_PERMISSIONS, PERMISSIONS, ROLES } from '@domain/permissions';
import { makeUser, ok } from './msw';
import { signInAs } from './teamFixtures';

/** Signs in the built-in Admin (every permission). */
export function signInAsAdmin(overrides: Partial<User> = {}): User {
  return signInAs({
    id: 1,
    displayName: 'League Admin',
    roles: [ROLES.admin],
    permissions: [...PERMISSIONS],
    ...overrides,
  });
}

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    ...makeUser({ id: 20, displayName: 'Paint Pete', email: 'pete@example.com' }),
    team: null,
    ...overrides,
  };
}

const BUILT_IN = Object.entries(BUILT_IN_ROLE_PERMISSIONS);

/** GET /api/roles's answer: the roles as one page, with the Content-Range react-admin reads. */
export function rolesPage(roles: Role[]) {
  const range = roles.length ? `0-${roles.length - 1}` : '*';
  return ok(roles, { headers: { 'Content-Range': `roles ${range}/${roles.length}` } });
}

/** The five built-in roles with ids 1..5 (Admin first), then the given custom roles. */
export function makeRoles(...custom: Partial<Role>[]): Role[] {
  const builtIn = BUILT_IN.map(([name, permissions], index) => ({
    id: index + 1,
    name,
    builtIn: true,
    description: null,
    permissions: [...permissions],
    memberCount: 1,
  }));
  return [
    ...builtIn,
    ...custom.map((role, index) => ({
      id: 10 + index,
      name: `Custom ${index}`,
      builtIn: false,
      description: null,
      permissions: [],
      memberCount: 0,
      ...role,
    })),
  ];
}

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    actor: { id: 1, displayName: 'League Admin' },
    action: 'team.approve',
    targetType: 'team',
    targetId: '5',
    targetUser: null,
    details: { name: 'Paint Storm', code: 'PST' },
    createdAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}
