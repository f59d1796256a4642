import { ROLES } from '@domain/permissions';
import type { Queryable } from '@server/db/client';
import { roles, userRoles } from '@server/db/schema';
import { httpError } from '@server/http/http-error';
import { eq, sql } from 'drizzle-orm';

// The league always keeps one Admin. Every removal of the Admin role and every deletion of an account locks
// the Admin role's row first, so two concurrent removals are decided one after the other: the second one
// counts the Admins again after the first has committed.

/** 409 with `message` when `userId` is the only Admin left; call it inside the transaction of the change. */
export async function assertNotLastAdmin(tx: Queryable, userId: number, message: string): Promise<void> {
  const [admin] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, ROLES.admin))
    .for('update');
  if (!admin) return;
  const [holders] = await tx
    .select({
      total: sql<number>`cast(count(*) as integer)`,
      held: sql<boolean>`coalesce(bool_or(${userRoles.userId} = ${userId}), false)`,
    })
    .from(userRoles)
    .where(eq(userRoles.roleId, admin.id));
  if (holders.held && holders.total <= 1) throw httpError(409, message, { code: 'LAST_ADMIN' });
}
