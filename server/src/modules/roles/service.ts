import type { Role } from '@domain/api';
import { translate } from '@domain/i18n';
import { PERMISSIONS, type Permission } from '@domain/permissions';
import { isBuiltInAdminRole, type RoleCreatePayload, type RoleUpdatePayload } from '@domain/roles';
import type { Db, Queryable } from '@server/db/client';
import { httpError } from '@server/http/http-error';
import type { ListQuery } from '@server/http/list-params';
import type { AuthPrincipal } from '@server/plugins/auth';
import { recordAudit } from '../audit/service';
import {
  deleteRoleRow,
  findRole,
  insertRole,
  listRoles,
  lockRoleCatalogue,
  type RoleFilter,
  type RoleSortField,
  roleNameTaken,
  setRolePermissions,
  updateRoleColumns,
} from './repository';

// Creating, changing and deleting roles. Built-in roles keep their names and cannot be deleted; the Admin
// role keeps every permission. Each change lands with its audit entry.

export async function readRole(db: Queryable, id: number): Promise<Role> {
  const role = await findRole(db, id);
  if (!role) throw httpError(404, translate('resources.roles.roleNotFound'), { code: 'ROLE_NOT_FOUND' });
  return role;
}

async function assertNameFree(tx: Queryable, name: string, exceptId?: number): Promise<void> {
  if (await roleNameTaken(tx, name, exceptId)) {
    throw httpError(409, translate('resources.roles.nameInUse'), {
      code: 'ROLE_NAME_IN_USE',
      errors: { name: translate('resources.roles.nameInUse') },
    });
  }
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  new Set(a).size === new Set(b).size && a.every((item) => b.includes(item));

export async function createRole(
  db: Db,
  principal: AuthPrincipal,
  payload: RoleCreatePayload,
): Promise<Role> {
  const id = await db.transaction(async (tx) => {
    await lockRoleCatalogue(tx);
    await assertNameFree(tx, payload.name);
    const createdId = await insertRole(tx, { name: payload.name, description: payload.description ?? '' });
    await setRolePermissions(tx, createdId, payload.permissions);
    await recordAudit(tx, {
      actorUserId: principal.id,
      action: 'role.create',
      targetType: 'role',
      targetId: createdId,
      details: { name: payload.name, permissions: payload.permissions },
    });
    return createdId;
  });
  return readRole(db, id);
}

/** The checks of a change to `role`: 409 for a built-in rename, the Admin role's permissions or a taken name. */
async function assertChangeAllowed(tx: Queryable, role: Role, payload: RoleUpdatePayload): Promise<void> {
  const renamed = payload.name !== undefined && payload.name !== role.name;
  if (role.builtIn && renamed)
    throw httpError(409, translate('resources.roles.builtInRename'), { code: 'BUILT_IN_ROLE' });
  if (isBuiltInAdminRole(role) && payload.permissions && !sameSet(payload.permissions, PERMISSIONS)) {
    throw httpError(409, translate('resources.roles.adminKeepsPermissions'), {
      code: 'ADMIN_ROLE_PERMISSIONS',
    });
  }
  if (renamed && payload.name) await assertNameFree(tx, payload.name, role.id);
}

export async function updateRole(
  db: Db,
  principal: AuthPrincipal,
  id: number,
  payload: RoleUpdatePayload,
): Promise<Role> {
  await db.transaction(async (tx) => {
    await lockRoleCatalogue(tx);
    const role = await readRole(tx, id);
    await assertChangeAllowed(tx, role, payload);
    const { permissions: chosen, ...fields } = payload;
    const columns = {
      ...(fields.name !== undefined ? { name: fields.name } : {}),
      ...(fields.description !== undefined ? { description: fields.description ?? '' } : {}),
    };
    if (Object.keys(columns).length > 0) await updateRoleColumns(tx, id, columns);
    if (chosen) await setRolePermissions(tx, id, chosen satisfies Permission[]);
    await recordAudit(tx, {
      actorUserId: principal.id,
      action: 'role.update',
      targetType: 'role',
      targetId: id,
      details: { name: role.name, changes: payload },
    });
  });
  return readRole(db, id);
}

/** Deletes a custom role; its assignments go with it. */
export async function deleteRole(db: Db, principal: AuthPrincipal, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const role = await readRole(tx, id);
    if (role.builtIn)
      throw httpError(409, translate('resources.roles.builtInDelete'), { code: 'BUILT_IN_ROLE' });
    await deleteRoleRow(tx, id);
    await recordAudit(tx, {
      actorUserId: principal.id,
      action: 'role.delete',
      targetType: 'role',
      targetId: id,
      details: { name: role.name, memberCount: role.memberCount },
    });
    return { id };
  });
}

/** The roles module's service (app.roles): the role catalogue. */
export function createRoleService({ db }: { db: Db }) {
  return {
    list: (query: ListQuery<RoleSortField, RoleFilter>) => listRoles(db, query),
    read: (id: number) => readRole(db, id),
    create: (principal: AuthPrincipal, payload: RoleCreatePayload) => createRole(db, principal, payload),
    update: (principal: AuthPrincipal, id: number, payload: RoleUpdatePayload) =>
      updateRole(db, principal, id, payload),
    remove: (principal: AuthPrincipal, id: number) => deleteRole(db, principal, id),
  };
}

export type RoleService = ReturnType<typeof createRoleService>;
