import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Who did what to which record; rows outlive their actor (actor_user_id becomes null). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: integer(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The log reads newest first, a page at a time.
  (table) => [index('audit_log_created_idx').on(table.createdAt, table.id)],
);
