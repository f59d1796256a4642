import { translate } from '@domain/i18n';
import type { ProfileUpdatePayload } from '@domain/profile';
import type { Db } from '@server/db/client';
import { httpError } from '@server/http/http-error';
import type { AuthPrincipal } from '@server/plugins/auth';
import { recordAudit } from '../audit/service';
import { actableUser } from './access';
import { type MailAddressConfirmation, replaceAddress, requestAddressChange } from './email-address';
import { assertNotLastAdmin } from './last-admin';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  lockAccountIdentities,
  setDisplayName,
  toApiUser,
  type UserRecord,
} from './repository';
import type { ApiUser } from './schemas';
import { type DisbandTeam, leaveTeamForDeletion } from './team-departure';

// Changes a user makes to their own account (or a user manager to anyone's): profile fields and deletion
// (the password is the auth module's: auth/password-change.ts). Route handlers only parse and answer.

/** The fields of `payload` that differ from the stored account. */
function changedFields(user: UserRecord, payload: ProfileUpdatePayload): ProfileUpdatePayload {
  const changes: ProfileUpdatePayload = {};
  if (payload.displayName !== undefined && payload.displayName !== user.displayName) {
    changes.displayName = payload.displayName;
  }
  if (payload.email !== undefined && payload.email !== user.email) changes.email = payload.email;
  return changes;
}

/** The account as the API sends it, after a change (404 when it is gone). */
export async function readBack(db: Db, id: number): Promise<ApiUser> {
  const user = await findUserById(db, id);
  if (!user) throw httpError(404, translate('app.profile.userNotFound'), { code: 'USER_NOT_FOUND' });
  return toApiUser(user);
}

/**
 * Changes the display name at once. A new address the player asks for waits, unconfirmed, until the link
 * mailed to it is opened; one a user manager sets for someone else replaces the old one at once, unconfirmed.
 */
export async function updateProfile(
  db: Db,
  principal: AuthPrincipal,
  targetId: number,
  payload: ProfileUpdatePayload,
  mailConfirmation: MailAddressConfirmation,
): Promise<ApiUser> {
  await db.transaction(async (tx) => {
    await lockAccountIdentities(tx);
    const user = await actableUser(tx, principal, targetId);
    const changes = changedFields(user, payload);
    if (Object.keys(changes).length === 0) {
      throw httpError(400, translate('app.errors.validation.noChanges'), { code: 'NO_CHANGES' });
    }
    if (changes.email && (await findUserByEmail(tx, changes.email))) {
      throw httpError(409, translate('app.errors.api.emailInUse'), {
        code: 'EMAIL_IN_USE',
        errors: { email: translate('app.errors.api.emailInUse') },
      });
    }
    if (changes.displayName) {
      await setDisplayName(tx, user.id, changes.displayName, new Date());
    }
    if (!changes.email) return;
    const change = user.id === principal.id ? requestAddressChange : replaceAddress;
    await change(tx, user.id, changes.email, mailConfirmation);
  });
  return readBack(db, targetId);
}

/**
 * Deletes the account in one transaction: it leaves its team first (captaincy handed on, a last member's
 * team disbanded), then its refresh tokens, roles, invitations and notifications go with it (ON DELETE
 * CASCADE), so its access tokens stop working at once.
 */
export async function deleteAccount(
  db: Db,
  principal: AuthPrincipal,
  targetId: number,
  disband: DisbandTeam,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await actableUser(tx, principal, targetId);
    await assertNotLastAdmin(tx, user.id, translate('resources.roles.lastAdminDelete'));
    await leaveTeamForDeletion(tx, user, principal.id, disband);
    // Recorded first: the row outlives the account (its actor becomes null when that is the deleted one).
    await recordAudit(tx, {
      actorUserId: principal.id,
      action: 'user.delete',
      targetType: 'user',
      targetId: user.id,
      details: { self: principal.id === user.id },
    });
    await deleteUser(tx, user.id);
  });
}
