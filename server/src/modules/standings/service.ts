import type { DivisionStandings } from '@domain/standings';
import { type ChangeNotices, STANDINGS_CHANNEL } from '@server/db/change-notices';
import type { Db } from '@server/db/client';
import { type ServedStandings, StandingsCache } from './cache';
import { standingsVersionOf } from './repository';
import { seasonStandings } from './season-standings';

// The standings module's service (app.standings): a season's tables, served from the cache while the
// season's standings version has not moved.

export interface StandingsService {
  ofSeason(seasonId: number, divisionId?: number): Promise<DivisionStandings[]>;
  /** The GET /seasons/{id}/standings answer, serialised, with its ETag. */
  served(seasonId: number, divisionId?: number): Promise<ServedStandings>;
}

/**
 * The version a season's cached tables are checked against: the database's count (schema/standings-
 * versions.ts), or, where the database announces each bump at commit (db/change-notices.ts), a count of
 * those announcements kept in memory, which needs no query.
 */
async function standingsVersions(db: Db, notices: ChangeNotices | null) {
  if (!notices) return (seasonId: number) => standingsVersionOf(db, seasonId);
  const heard = new Map<number, number>();
  await notices.listen(STANDINGS_CHANNEL, (payload) => {
    const seasonId = Number(payload);
    heard.set(seasonId, (heard.get(seasonId) ?? 0) + 1);
  });
  return (seasonId: number) => heard.get(seasonId) ?? 0;
}

export async function createStandingsService({
  db,
  notices,
}: {
  db: Db;
  notices: ChangeNotices | null;
}): Promise<StandingsService> {
  const cache = new StandingsCache();
  const versionOf = await standingsVersions(db, notices);
  return {
    ofSeason: (seasonId, divisionId) => seasonStandings(db, seasonId, divisionId),
    async served(seasonId, divisionId) {
      const key = `${seasonId}:${divisionId ?? 'all'}`;
      // The version is read before the tables: a write in between leaves an entry that is already
      // stale by the next read, never a fresh-looking entry with old rows.
      const version = await versionOf(seasonId);
      const cached = cache.get(key, version);
      if (cached) return cached;
      const data = await seasonStandings(db, seasonId, divisionId);
      return cache.set(key, version, JSON.stringify({ success: true, data }));
    },
  };
}
