import type { DivisionStandings } from '@domain/standings';
import { noticeCounts, STANDINGS_CHANNEL } from '@server/db/change-notices';
import { ok } from '@server/http/envelope';
import { type ServedBody, servedBody, VersionedCache } from '@server/http/versioned-cache';
import type { ServiceDeps } from '@server/service-deps';
import { seasonStandings } from './season-standings';

// The standings module's service (app.standings): a season's tables, served from the cache while the
// season's standings version has not moved. A table of 500 teams with 10,000 results takes a few hundred
// times longer to compute than a request otherwise costs, and is read far more often than results change.

export interface StandingsService {
  ofSeason(seasonId: number, divisionId?: number): Promise<DivisionStandings[]>;
  /**
   * The GET /seasons/{id}/standings answer, serialised, with its ETag, as current as at `since`
   * (`performance.now()`, by default the call).
   */
  served(seasonId: number, divisionId?: number, since?: number): Promise<ServedBody>;
}

export function createStandingsService({
  db,
  notices,
}: Pick<ServiceDeps, 'db' | 'notices'>): StandingsService {
  const cache = new VersionedCache();
  // A season's tables are current while no notice has named the season since they were made (the
  // standings-version triggers of migration 0013 decide what moves a season).
  const versionOf = noticeCounts(notices, STANDINGS_CHANNEL);
  return {
    ofSeason: (seasonId, divisionId) => seasonStandings(db, seasonId, divisionId),
    async served(seasonId, divisionId, since) {
      const key = `${seasonId}:${divisionId ?? 'all'}`;
      const serialised = async () => JSON.stringify(ok(await seasonStandings(db, seasonId, divisionId)));
      if (!(await notices.caughtUp(since))) return servedBody(await serialised(), undefined);
      // The version is taken before the tables are read: a write in between leaves an entry that is
      // already stale, never a fresh-looking entry with old rows.
      const version = versionOf(String(seasonId));
      const cached = cache.get(key, version);
      if (cached) return cached;
      return cache.set(key, version, await serialised(), undefined);
    },
  };
}
