import { type ChangeNotices, noticeCounts, STANDINGS_CHANNEL } from '@server/db/change-notices';
import type { Db } from '@server/db/client';
import { LruMap } from '@server/lru-map';
import { countMatches, type MatchFilter } from './repository';

// The number of matches a list filter selects, kept while no match of its season (of any season, for a
// filter naming none) has changed. Counting a season's or a status's matches reads every one of them; the
// page itself reads 25. Every insert, update and delete of a match announces its season on the standings
// channel (migrations 0015 and 0017), so a count made since the last announcement is current.

/** Filters kept at most; the least recently used goes first. */
const CAPACITY = 1024;

export type MatchCounter = (filter: MatchFilter | undefined) => Promise<number>;

export function matchCounter(db: Db, notices: ChangeNotices): MatchCounter {
  const ofSeason = noticeCounts(notices, STANDINGS_CHANNEL);
  let anySeason = 0;
  notices.listen(STANDINGS_CHANNEL, () => {
    anySeason++;
  });
  const kept = new LruMap<string, { version: string; total: number }>(CAPACITY);
  return async (filter) => {
    if (!(await notices.caughtUp())) return countMatches(db, filter);
    // The version is taken before counting: a write in between leaves a count already stale, never a
    // fresh-looking one that misses it.
    const version = filter?.seasonId ? `season ${ofSeason(String(filter.seasonId))}` : `all ${anySeason}`;
    const key = JSON.stringify(filter ?? {});
    const entry = kept.get(key);
    if (entry?.version === version) return entry.total;
    const total = await countMatches(db, filter);
    kept.set(key, { version, total });
    return total;
  };
}
