import type { AdminOverview } from '@domain/api';
import type { Queryable } from '@server/db/client';
import { listAuditEntries, overviewCounts } from './repository';

// The Admin Panel's overview: the counts (pending teams, users, roles, active sessions) in one query, the
// latest audit entries in one more. Connected game servers come from the game-sessions module (the same list
// the Game Session Manager shows), one query.

export const RECENT_AUDIT_ENTRIES = 10;

export async function readOverview(
  db: Queryable,
  connectedGameServers: () => Promise<number>,
): Promise<AdminOverview> {
  const [counts, connected, recent] = await Promise.all([
    overviewCounts(db),
    connectedGameServers(),
    listAuditEntries(db, { range: { offset: 0, limit: RECENT_AUDIT_ENTRIES } }),
  ]);
  return { ...counts, connectedGameServers: connected, recentAudit: recent.entries };
}
