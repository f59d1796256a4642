import type { Role } from '@domain/api';
import { translate } from '@domain/i18n';
import { isBuiltInAdminRole } from '@domain/roles';
import type { Db, Queryable } from '@server/db/client';
import { httpError } from '@server/http/http-error';
import type { AuthPrincipal } from '@server/plugins/auth';
import { recordAudit } from '../audit/service';
import { readRole } from '../roles/service';
import { assertNotOutranked } from './access';
import type { ApiAdminUser } from './admin-schemas';
import { assertNotLastAdmin } from './last-admin';
import { deleteUserRole, findAdminUser, insertUserRole } from './repository';

// Giving a user a role and taking it away (manage:roles). Assigning a held role changes nothing; the last
// Admin keeps the Admin role. Roles are read on every request, so a change counts from the user's next one.

async function readUser(db: Queryable, id: number): Promise<ApiAdminUser> {
  const user = await findAdminUser(db, id);
  if (!user) throw httpError(404, translate('app.profile.userNotFound'), { code: 'USER_NOT_FOUND' });
  return user;
}

/** The user whose roles the principal changes: 403 when they outrank the principal. */
async function changeableUser(db: Queryable, principal: AuthPrincipal, id: number) {
  assertNotOutranked(principal, await readUser(db, id));
}

type Change = { userId: number; roleId: number };

function audit(tx: Queryable, principal: AuthPrincipal, action: string, userId: number, role: Role) {
  return recordAudit(tx, {
    actorUserId: principal.id,
    action,
    targetType: 'user',
    targetId: userId,
    details: { roleId: role.id, role: role.name },
  });
}

export async function assignRole(db: Db, principal: AuthPrincipal, { userId, roleId }: Change) {
  await db.transaction(async (tx) => {
    await changeableUser(tx, principal, userId);
    const role = await readRole(tx, roleId);
    const added = await insertUserRole(tx, userId, roleId);
    if (added.length > 0) await audit(tx, principal, 'role.assign', userId, role);
  });
  return readUser(db, userId);
}

export async function removeRole(db: Db, principal: AuthPrincipal, { userId, roleId }: Change) {
  await db.transaction(async (tx) => {
    await changeableUser(tx, principal, userId);
    const role = await readRole(tx, roleId);
    if (isBuiltInAdminRole(role)) {
      await assertNotLastAdmin(tx, userId, translate('resources.roles.lastAdminRole'));
    }
    const removed = await deleteUserRole(tx, userId, roleId);
    if (removed.length > 0) await audit(tx, principal, 'role.remove', userId, role);
  });
  return readUser(db, userId);
}
