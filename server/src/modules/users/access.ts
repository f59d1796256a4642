import { messages } from '../../../../domain/messages';
import { canActOnUser } from '../../../../domain/permissions';
import type { Queryable } from '../../db/client';
import { httpError } from '../../http/http-error';
import type { AuthPrincipal } from '../../plugins/auth';
import { findUserById, type UserRecord } from './repository';

/**
 * The user `targetId` when the principal may act on them (their own account, or manage:users):
 * 403 otherwise, 404 when the account does not exist.
 */
export async function actableUser(
  db: Queryable,
  principal: AuthPrincipal,
  targetId: number,
): Promise<UserRecord> {
  if (!canActOnUser(principal, targetId)) {
    throw httpError(403, messages.api.forbidden, { code: 'FORBIDDEN' });
  }
  const user = targetId === principal.id ? principal : await findUserById(db, targetId);
  if (!user) throw httpError(404, messages.profile.userNotFound, { code: 'USER_NOT_FOUND' });
  return user;
}
