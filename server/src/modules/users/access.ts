import { translate } from '@domain/i18n';
import { canActOnUser, canManageAccount, outranks } from '@domain/permissions';
import type { Queryable } from '@server/db/client';
import { httpError } from '@server/http/http-error';
import type { AuthPrincipal } from '@server/plugins/auth';
import { findUserById, type UserRecord } from './repository';

const forbidden = () => httpError(403, translate('app.errors.api.forbidden'), { code: 'FORBIDDEN' });
const outranked = () => httpError(403, translate('app.errors.protection.outranked'), { code: 'OUTRANKED' });

/**
 * The user `targetId` when the principal may change or delete them (their own account, or manage:users on
 * an account that does not outrank them): 403 otherwise, 404 when the account does not exist.
 */
export async function actableUser(
  db: Queryable,
  principal: AuthPrincipal,
  targetId: number,
): Promise<UserRecord> {
  if (!canActOnUser(principal, targetId)) throw forbidden();
  const user = targetId === principal.id ? principal : await findUserById(db, targetId);
  if (!user) throw httpError(404, translate('app.profile.userNotFound'), { code: 'USER_NOT_FOUND' });
  if (!canManageAccount(principal, user)) throw outranked();
  return user;
}

/** 403 when `target` holds more privilege than the principal (whose roles they would change). */
export function assertNotOutranked(
  principal: AuthPrincipal,
  target: { roles: string[]; permissions: string[] },
) {
  if (outranks(target, principal)) throw outranked();
}
