import type { Role } from '../../../domain/api';
import { ROLES } from '../../../domain/permissions';

/** Built-in roles keep their names and cannot be deleted (the server refuses too). */
export const canRename = (role: Role | null): boolean => !role?.builtIn;
export const canDelete = (role: Role): boolean => !role.builtIn;

/** The built-in Admin role keeps every permission. */
export const canEditPermissions = (role: Role | null): boolean =>
  !(role?.builtIn && role.name === ROLES.admin);
