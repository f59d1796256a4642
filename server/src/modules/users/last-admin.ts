import type { Queryable } from '@server/db/client';
import { httpError } from '@server/http/http-error';
import { lockAdminRole, roleHolders } from './repository';

// The league always keeps one Admin. Every removal of the Admin role and every deletion of an account locks
// the Admin role's row first, so two concurrent removals are decided one after the other: the second one
// counts the Admins again after the first has committed.

/** 409 with `message` when `userId` is the only Admin left; call it inside the transaction of the change. */
export async function assertNotLastAdmin(tx: Queryable, userId: number, message: string): Promise<void> {
  const adminRoleId = await lockAdminRole(tx);
  if (adminRoleId === null) return;
  const holders = await roleHolders(tx, adminRoleId, userId);
  if (holders.held && holders.total <= 1) throw httpError(409, message, { code: 'LAST_ADMIN' });
}
