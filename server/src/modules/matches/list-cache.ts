import { type ChangeNotices, LIST_VERSIONS_CHANNEL, noticeCounts } from '@server/db/change-notices';
import { ok } from '@server/http/envelope';
import type { ListQuery } from '@server/http/list-params';
import { type ServedBody, servedBody, VersionedCache } from '@server/http/versioned-cache';
import type { MatchFilter, MatchSortField } from './repository';

// GET /matches served from a cache: a week of fixtures is read by every player of the league, far more
// often than its matches change. The database counts and announces every write a page is made of
// (list 'matches': the matches, a team's new name, a live match's score); a page made since the last
// announcement is current. While announcements may have been missed, every page is read afresh. A page in
// the match day order depends on the time (the current week comes first) and is never kept.

/** The name the database counts the matches list's writes under (list_versions). */
const LIST = 'matches';

export interface MatchPageMeta {
  /** Rows on the page and the list's total, for Content-Range. */
  rows: number;
  total: number;
}

export type ServedMatchPage = ServedBody<MatchPageMeta>;

type MatchQuery = ListQuery<MatchSortField, MatchFilter>;

/** `readPage` reads and presents one page of the list. */
export function matchPageCache(
  notices: ChangeNotices,
  readPage: (query: MatchQuery) => Promise<{ rows: unknown[]; total: number }>,
) {
  const pages = new VersionedCache<MatchPageMeta>();
  const announced = noticeCounts(notices, LIST_VERSIONS_CHANNEL);
  const made = async (query: MatchQuery) => {
    const { rows, total } = await readPage(query);
    return { body: JSON.stringify(ok(rows)), meta: { rows: rows.length, total } };
  };

  return async function servedPage(query: MatchQuery, since: number): Promise<ServedMatchPage> {
    if (query.sort?.field === 'matchday' || !(await notices.caughtUp(since))) {
      const { body, meta } = await made(query);
      return servedBody(body, meta);
    }
    // The version is taken before the read: a write in between leaves the page already stale, never a
    // fresh-looking one that misses it.
    const version = announced(LIST);
    const key = JSON.stringify(query);
    const kept = pages.get(key, version);
    if (kept) return kept;
    const { body, meta } = await made(query);
    return pages.set(key, version, body, meta);
  };
}
