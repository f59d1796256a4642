import type { ChangePasswordPayload, ProfileUpdatePayload } from '../../../../domain/profile';
import type { Db } from '../../db/client';
import type { ListQuery } from '../../http/list-params';
import type { AuthPrincipal } from '../../plugins/auth';
import type { LoginThrottle } from '../auth/login-throttle';
import { changePassword, deleteAccount, updateProfile } from './account-changes';
import { assignRole, removeRole } from './role-assignment';
import {
  findAdminUser,
  listAdminUsers,
  searchAdminUsers,
  type UserFilter,
  type UserSortField,
} from './search';

// The users module's service (app.users): accounts changed by their owner or a user manager, and the
// user administration (lists, search, roles).

export interface UserServiceDeps {
  db: Db;
  /** Throttles wrong current passwords on change-password, like login attempts. */
  passwordThrottle: LoginThrottle;
}

type RoleChange = { userId: number; roleId: number };

export function createUserService({ db, passwordThrottle }: UserServiceDeps) {
  return {
    updateProfile: (principal: AuthPrincipal, targetId: number, payload: ProfileUpdatePayload) =>
      updateProfile(db, principal, targetId, payload),
    /** `address`: the caller's IP, whose wrong guesses are counted. */
    changePassword: (
      principal: AuthPrincipal,
      targetId: number,
      payload: ChangePasswordPayload,
      address: string,
    ) => changePassword(db, principal, targetId, payload, { throttle: passwordThrottle, address }),
    deleteAccount: (principal: AuthPrincipal, targetId: number) => deleteAccount(db, principal, targetId),
    list: (query: ListQuery<UserSortField, UserFilter>) => listAdminUsers(db, query),
    search: (text: string) => searchAdminUsers(db, text),
    find: (id: number) => findAdminUser(db, id),
    assignRole: (principal: AuthPrincipal, change: RoleChange) => assignRole(db, principal, change),
    removeRole: (principal: AuthPrincipal, change: RoleChange) => removeRole(db, principal, change),
  };
}

export type UserService = ReturnType<typeof createUserService>;
