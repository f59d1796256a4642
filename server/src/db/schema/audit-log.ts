import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, writtenAt } from './columns';
import { users } from './users';

/** Who did what to which record; rows outlive their actor (actor_user_id becomes null). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: integer(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: writtenAt(),
  },
  // The log reads newest first, a page at a time.
  (table) => [index('audit_log_created_idx').on(table.createdAt, table.id)],
);
