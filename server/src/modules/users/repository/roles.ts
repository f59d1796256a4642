import { ROLES } from '@domain/permissions';
import type { Queryable } from '@server/db/client';
import { roles, userRoles } from '@server/db/schema';
import { and, eq, sql } from 'drizzle-orm';

// Reads and writes of the roles users hold (user_roles).

export async function roleIdByName(db: Queryable, name: string): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!row) throw new Error(`Role ${name} is missing: were the migrations applied?`);
  return row.id;
}

export async function addRole(db: Queryable, userId: number, roleName: string): Promise<void> {
  const roleId = await roleIdByName(db, roleName);
  await db.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
}

/** Gives the user the role; the row added, or none when they held it already. */
export async function insertUserRole(tx: Queryable, userId: number, roleId: number) {
  return tx.insert(userRoles).values({ userId, roleId }).onConflictDoNothing().returning();
}

/** Takes the role from the user; the row removed, or none when they did not hold it. */
export async function deleteUserRole(tx: Queryable, userId: number, roleId: number) {
  return tx
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)))
    .returning();
}

/** Locks the Admin role's row until the transaction ends; its id, or null when there is no Admin role. */
export async function lockAdminRole(tx: Queryable): Promise<number | null> {
  const [admin] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, ROLES.admin))
    .for('update');
  return admin?.id ?? null;
}

/** How many users hold the role, and whether `userId` is one of them. */
export async function roleHolders(tx: Queryable, roleId: number, userId: number) {
  const [holders] = await tx
    .select({
      total: sql<number>`cast(count(*) as integer)`,
      held: sql<boolean>`coalesce(bool_or(${userRoles.userId} = ${userId}), false)`,
    })
    .from(userRoles)
    .where(eq(userRoles.roleId, roleId));
  return holders;
}
