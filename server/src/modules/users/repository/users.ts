import { normalizeEmail } from '@domain/email';
import type { Db, Queryable } from '@server/db/client';
import { preparedPer } from '@server/db/prepared';
import { permissions, refreshTokens, rolePermissions, roles, userRoles, users } from '@server/db/schema';
import { and, eq, getTableColumns, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { ApiUser } from '../schemas';

// A user with their role names and permission strings, read in one query (roles are read on every request,
// so a role change takes effect at once).

export interface UserRecord {
  id: number;
  email: string;
  displayName: string;
  passwordHash: string | null;
  discordId: string | null;
  discordUsername: string | null;
  emailVerifiedAt: Date | null;
  pendingEmail: string | null;
  createdAt: Date;
  updatedAt: Date;
  roles: string[];
  permissions: string[];
}

// Named, so that a query selecting from this one as a subquery can refer to them.
const accessColumns = {
  roles: sql<
    string[]
  >`coalesce(array_agg(distinct ${roles.name} order by ${roles.name}) filter (where ${roles.name} is not null), '{}')`.as(
    'roles',
  ),
  permissions: sql<
    string[]
  >`coalesce(array_agg(distinct ${permissions.name} order by ${permissions.name}) filter (where ${permissions.name} is not null), '{}')`.as(
    'permissions',
  ),
};

export function selectUsersWithAccess<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Queryable,
  extra: Extra,
) {
  return db
    .select({ ...getTableColumns(users), ...accessColumns, ...extra })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .groupBy(users.id);
}

export async function findUserById(db: Queryable, id: number): Promise<UserRecord | null> {
  const [row] = await selectUsersWithAccess(db, {}).where(eq(users.id, id));
  return row ?? null;
}

/** The account of `email` in any spelling that normalises to the stored one (domain/email.ts). */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const [row] = await selectUsersWithAccess(db, {}).where(eq(users.email, normalizeEmail(email)));
  return row ?? null;
}

// Every authenticated request runs this query: it is built once per database and prepared on the server,
// so neither the query builder nor PostgreSQL's planner repeats its work per request.
const sessionUserQuery = preparedPer((db: Db) => {
  const sessionActive = sql<boolean>`exists(${db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('familyId')),
        eq(refreshTokens.userId, users.id),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.familyExpiresAt, sql`now()`),
      ),
    )})`;
  return selectUsersWithAccess(db, { sessionActive })
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('session_user');
});

/** The signed-in user of a request, and whether the session family behind the token is still live. */
export async function findSessionUser(
  db: Db,
  id: number,
  familyId: string,
): Promise<(UserRecord & { sessionActive: boolean }) | null> {
  const [row] = await sessionUserQuery(db).execute({ id, familyId });
  return row ?? null;
}

/** The API's User (domain/api.ts User): never the password hash. */
export function toApiUser(record: UserRecord): ApiUser {
  return {
    id: record.id,
    displayName: record.displayName,
    email: record.email,
    discordID: record.discordId,
    discordUsername: record.discordUsername,
    hasPassword: record.passwordHash !== null,
    emailVerified: record.emailVerifiedAt !== null,
    pendingEmail: record.pendingEmail,
    roles: record.roles,
    permissions: record.permissions,
    createdAt: record.createdAt.toISOString(),
  };
}

/** Locks a user's row until the transaction ends (serialises changes that concern one player). */
export async function lockUser(tx: Queryable, id: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}
