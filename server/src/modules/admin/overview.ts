import type { AdminOverview } from '@domain/api';
import type { Queryable } from '@server/db/client';
import { users } from '@server/db/schema';
import { count, sql } from 'drizzle-orm';
import { listAuditEntries } from './audit-log';

// The Admin Panel's overview: the counts (pending teams, users, roles, active sessions) in one query, the
// latest audit entries in one more. Connected game servers come from the game-sessions module (the same list
// the Game Session Manager shows), one query.

export const RECENT_AUDIT_ENTRIES = 10;

// Qualified names: the outer query has no joins, so Drizzle would leave column names bare.
const pendingTeams = sql<number>`(select cast(count(*) as integer) from teams t where t.status = 'Pending')`;
const activeSessions = sql<number>`(select cast(count(*) as integer) from game_sessions s where s.status = 'Active')`;
const roleCount = sql<number>`(select cast(count(*) as integer) from roles r)`;

export async function readOverview(
  db: Queryable,
  connectedGameServers: () => Promise<number>,
): Promise<AdminOverview> {
  const [[counts], connected, recent] = await Promise.all([
    db.select({ pendingTeams, users: count(), roles: roleCount, activeSessions }).from(users),
    connectedGameServers(),
    listAuditEntries(db, { range: { offset: 0, limit: RECENT_AUDIT_ENTRIES } }),
  ]);
  return { ...counts, connectedGameServers: connected, recentAudit: recent.entries };
}
