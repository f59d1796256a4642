import type { Role } from '@domain/api';
import { isBuiltInAdminRole, type RoleCreatePayload, type RoleUpdatePayload } from '@domain/roles';

/** Built-in roles keep their names and cannot be deleted (the server refuses too). */
export const canRename = (role: Role | null): boolean => !role?.builtIn;
export const canDelete = (role: Role): boolean => !role.builtIn;

/** The built-in Admin role keeps every permission. */
export const canEditPermissions = (role: Role | null): boolean => !(role && isBuiltInAdminRole(role));

/** Only what may change is sent: a built-in role keeps its name, the Admin role its permissions. */
export function changeablePart(role: Role, values: RoleUpdatePayload): RoleUpdatePayload {
  return {
    ...(canRename(role) ? { name: values.name } : {}),
    description: values.description || null,
    ...(canEditPermissions(role) ? { permissions: values.permissions } : {}),
  };
}

/** A new role's payload: an empty description is none. */
export const newRole = (values: RoleCreatePayload): RoleCreatePayload => ({
  ...values,
  description: values.description || null,
});
