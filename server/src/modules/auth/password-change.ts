import { translate } from '@domain/i18n';
import type { ChangePasswordPayload } from '@domain/profile';
import type { User } from '@domain/users';
import type { Db } from '@server/db/client';
import { httpError } from '@server/http/http-error';
import type { AuthPrincipal } from '@server/plugins/auth';
import { actableUser } from '../users/access';
import { readBack } from '../users/account-changes';
import { setPasswordHash } from '../users/service';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { revokeOtherFamilies } from './repository';

// A password change belongs to the credentials (hashes, sessions, the guess throttle), so it lives here
// and the users module needs nothing from auth.

/**
 * Checks the current password (an account without one, created through Discord, sets its first password
 * without it), stores the new one and ends every other session of the account: the
 * caller's own session (its refresh-token family) stays, so the browser making the change stays signed in.
 */
export async function changePassword(
  db: Db,
  principal: AuthPrincipal,
  targetId: number,
  { oldPassword, newPassword }: ChangePasswordPayload,
  guesses: { throttle: LoginThrottle; address: string },
): Promise<User> {
  const user = await actableUser(db, principal, targetId);
  if (user.passwordHash !== null) {
    if (oldPassword === undefined) {
      throw httpError(400, translate('app.profile.oldPasswordRequired'), {
        code: 'VALIDATION_ERROR',
        errors: { oldPassword: translate('app.profile.oldPasswordRequired') },
      });
    }
    const attempt = { account: String(user.id), address: guesses.address };
    await guesses.throttle.assertMayTry(attempt);
    if (!(await verifyPassword(user.passwordHash, oldPassword))) {
      await guesses.throttle.recordFailure(attempt);
      throw httpError(400, translate('app.profile.wrongPassword'), {
        code: 'WRONG_PASSWORD',
        errors: { oldPassword: translate('app.profile.wrongPassword') },
      });
    }
    await guesses.throttle.recordSuccess(attempt);
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash, new Date());
    await revokeOtherFamilies(tx, user.id, principal.familyId);
  });
  return readBack(db, targetId);
}
