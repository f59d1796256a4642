import type { ProfileUpdatePayload } from '@domain/profile';
import type { Db } from '@server/db/client';
import type { ListQuery } from '@server/http/list-params';
import type { AuthPrincipal } from '@server/plugins/auth';
import { deleteAccount, updateProfile } from './account-changes';
import { assignRole, removeRole } from './role-assignment';
import {
  findAdminUser,
  listAdminUsers,
  searchAdminUsers,
  type UserFilter,
  type UserSortField,
} from './search';
import type { DisbandTeam } from './team-departure';

// The users module's service (app.users): accounts changed by their owner or a user manager, and the
// user administration (lists, search, roles).

export interface UserServiceDeps {
  db: Db;
  /** Disbands the team of an account's last member (app.teams.disband). */
  disbandTeam: DisbandTeam;
}

type RoleChange = { userId: number; roleId: number };

export function createUserService({ db, disbandTeam }: UserServiceDeps) {
  return {
    updateProfile: (principal: AuthPrincipal, targetId: number, payload: ProfileUpdatePayload) =>
      updateProfile(db, principal, targetId, payload),
    deleteAccount: (principal: AuthPrincipal, targetId: number) =>
      deleteAccount(db, principal, targetId, disbandTeam),
    list: (query: ListQuery<UserSortField, UserFilter>) => listAdminUsers(db, query),
    search: (text: string) => searchAdminUsers(db, text),
    find: (id: number) => findAdminUser(db, id),
    assignRole: (principal: AuthPrincipal, change: RoleChange) => assignRole(db, principal, change),
    removeRole: (principal: AuthPrincipal, change: RoleChange) => removeRole(db, principal, change),
  };
}

export type UserService = ReturnType<typeof createUserService>;
