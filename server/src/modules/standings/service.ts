import type { DivisionStandings } from '@domain/standings';
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

export function createStandingsService({ db }: { db: Db }): StandingsService {
  const cache = new StandingsCache();
  return {
    ofSeason: (seasonId, divisionId) => seasonStandings(db, seasonId, divisionId),
    async served(seasonId, divisionId) {
      const key = `${seasonId}:${divisionId ?? 'all'}`;
      // The version is read before the tables: a write in between leaves an entry that is already
      // stale by the next read, never a fresh-looking entry with old rows.
      const version = await standingsVersionOf(db, seasonId);
      const cached = cache.get(key, version);
      if (cached) return cached;
      const data = await seasonStandings(db, seasonId, divisionId);
      return cache.set(key, version, JSON.stringify({ success: true, data }));
    },
  };
}
