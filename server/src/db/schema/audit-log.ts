import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Who did what to which record; rows outlive their actor (actor_user_id becomes null). */
export const auditLog = pgTable('audit_log', {
  id: serial().primaryKey(),
  actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  action: text().notNull(),
  targetType: text().notNull(),
  targetId: integer(),
  details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
