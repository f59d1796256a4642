import type { Role } from '@domain/api';
import type { Permission } from '@domain/permissions';
import type { Queryable } from '@server/db/client';
import { containsPattern, orderFor, totalOf, totalRows, withPage } from '@server/db/lists';
import { permissions, rolePermissions, roles } from '@server/db/schema';
import type { ListQuery } from '@server/http/list-params';
import { and, asc, count, eq, ilike, inArray, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// Tables owned (no other module writes them): permissions, role_permissions, roles.
// Roles with their permission names and member counts: a page of roles is one query.

// Written with qualified names: Drizzle leaves column names bare in a query without joins, and a bare "id"
// inside these subqueries would not mean the outer role's.
const permissionNames = sql<string[]>`coalesce((select array_agg(p.name order by p.name)
  from role_permissions rp inner join permissions p on p.id = rp.permission_id
  where rp.role_id = roles.id), '{}')`;

const memberCount = sql<number>`(select cast(count(*) as integer) from user_roles ur where ur.role_id = roles.id)`;

const roleColumns = {
  id: roles.id,
  name: roles.name,
  builtIn: roles.builtIn,
  description: roles.description,
  permissions: permissionNames,
  memberCount,
};

function selectRoles<Extra extends Record<string, SQL>>(db: Queryable, extra: Extra) {
  return db.select({ ...roleColumns, ...extra }).from(roles);
}

/** The API's Role: an empty description reads as none. */
function toRole(row: Omit<Role, 'description'> & { description: string }): Role {
  return { ...row, description: row.description === '' ? null : row.description };
}

export async function findRole(db: Queryable, id: number): Promise<Role | null> {
  const [row] = await selectRoles(db, {}).where(eq(roles.id, id));
  return row ? toRole(row) : null;
}

export type RoleSortField = 'id' | 'name' | 'memberCount';
export interface RoleFilter {
  q?: string;
}

const SORTABLE: Record<RoleSortField, SQLWrapper> = {
  id: roles.id,
  name: sql`lower(${roles.name})`,
  memberCount,
};

export async function listRoles(
  db: Queryable,
  { sort, range, filter }: ListQuery<RoleSortField, RoleFilter>,
): Promise<{ roles: Role[]; total: number }> {
  const where = filter?.q ? ilike(roles.name, containsPattern(filter.q)) : undefined;
  const rows = await withPage(
    selectRoles(db, { total: totalRows })
      .where(where)
      .orderBy(...orderFor(sort, SORTABLE, [asc(roles.id)]))
      .$dynamic(),
    range,
  );
  const total = await totalOf(rows, range, async () => {
    const [counted] = await db.select({ total: count() }).from(roles).where(where);
    return counted.total;
  });
  return { roles: rows.map(({ total: _, ...row }) => toRole(row)), total };
}

// Any constant shared by every instance: serialises role creation and renaming so the case-insensitive
// name check cannot race.
const ROLE_CATALOGUE_LOCK_KEY = 7_245_310_005;

export async function lockRoleCatalogue(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_CATALOGUE_LOCK_KEY})`);
}

/** Whether another role than `exceptId` has this name, whatever its letter case. */
export async function roleNameTaken(db: Queryable, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, exceptId ? ne(roles.id, exceptId) : undefined));
  return row !== undefined;
}

/** Replaces a role's permissions with `names` (all from the catalogue). */
export async function setRolePermissions(
  tx: Queryable,
  roleId: number,
  names: readonly Permission[],
): Promise<void> {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (names.length === 0) return;
  const chosen = await tx
    .select({ permissionId: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, [...names]));
  await tx.insert(rolePermissions).values(chosen.map(({ permissionId }) => ({ roleId, permissionId })));
}

/** Adds a role (no permissions yet); returns its id. */
export async function insertRole(
  tx: Queryable,
  role: { name: string; description: string },
): Promise<number> {
  const [created] = await tx.insert(roles).values(role).returning({ id: roles.id });
  return created.id;
}

export async function updateRoleColumns(
  tx: Queryable,
  id: number,
  columns: { name?: string; description?: string },
): Promise<void> {
  await tx.update(roles).set(columns).where(eq(roles.id, id));
}

/** Deletes the role; its assignments and permission rows go with it. */
export async function deleteRoleRow(tx: Queryable, id: number): Promise<void> {
  await tx.delete(roles).where(eq(roles.id, id));
}
