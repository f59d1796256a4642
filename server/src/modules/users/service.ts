import type { ProfileUpdatePayload } from '@domain/profile';
import type { Db } from '@server/db/client';
import type { ListQuery } from '@server/http/list-params';
import type { AuthPrincipal } from '@server/plugins/auth';
import { actableUser } from './access';
import { deleteAccount, readBack, updateProfile } from './account-changes';
import { cancelAddressChange, type MailAddressConfirmation } from './email-address';
import {
  findAdminUser,
  listAdminUsers,
  searchAdminUsers,
  type UserFilter,
  type UserSortField,
} from './repository';
import { assignRole, removeRole } from './role-assignment';
import type { DisbandTeam } from './team-departure';

// What other modules use of this module's tables, in their own transactions.
export {
  confirmAddressByReset,
  findUserByDiscordId,
  findUserByEmail,
  findUserById,
  lockAccountIdentities,
  lockUser,
  selectUsersWithAccess,
  setPasswordHash,
  toApiUser,
  type UserRecord,
  writeDiscordLink,
} from './repository';

// The users module's service (app.users): accounts changed by their owner or a user manager, and the
// user administration (lists, search, roles).

export interface UserServiceDeps {
  db: Db;
  /** Disbands the team of an account's last member (app.teams.disband). */
  disbandTeam: DisbandTeam;
  /** Mails the link that confirms an address (app.emailVerification). */
  mailAddressConfirmation: MailAddressConfirmation;
}

type RoleChange = { userId: number; roleId: number };

export function createUserService({ db, disbandTeam, mailAddressConfirmation }: UserServiceDeps) {
  return {
    updateProfile: (principal: AuthPrincipal, targetId: number, payload: ProfileUpdatePayload) =>
      updateProfile(db, principal, targetId, payload, mailAddressConfirmation),
    /** Keeps the current address: the pending change is dropped (its link then confirms nothing). */
    async cancelEmailChange(principal: AuthPrincipal, targetId: number) {
      await db.transaction(async (tx) => {
        const user = await actableUser(tx, principal, targetId);
        await cancelAddressChange(tx, user.id);
      });
      return readBack(db, targetId);
    },
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
