import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { serialId } from './columns';
import { ownedByUser } from './users';

export const roles = pgTable('roles', {
  id: serialId(),
  name: text().notNull().unique(),
  builtIn: boolean().notNull().default(false),
  description: text().notNull().default(''),
});

export const permissions = pgTable('permissions', {
  id: serialId(),
  name: text().notNull().unique(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer()
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.permissionId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: ownedByUser(),
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);
