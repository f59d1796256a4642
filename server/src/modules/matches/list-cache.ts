import { type ChangeNotices, LIST_VERSIONS_CHANNEL, noticeCounts } from '@server/db/change-notices';
import { ok } from '@server/http/envelope';
import type { ListQuery } from '@server/http/list-params';
import { type ServedBody, servedBody, VersionedCache } from '@server/http/versioned-cache';
import type { MatchFilter, MatchSortField } from './repository';

// GET /matches served from a cache: a week of fixtures is read by every player of the league, far more
// often than its matches change. The database counts and announces every write a page is made of
// (list 'matches': the matches, a team's new name, a live match's score); a page made since the last
// announcement is current. A page in the match day order also depends on the time (the week under way
// comes first), and is kept only until the next week window of its matches opens or closes. While
// announcements may have been missed, every page is read afresh.

/** The name the database counts the matches list's writes under (list_versions). */
const LIST = 'matches';

export interface MatchPageMeta {
  /** Rows on the page and the list's total, for Content-Range. */
  rows: number;
  total: number;
  /** When the page's order may change by the clock alone (ms since the epoch); null: never. */
  stableUntilMs: number | null;
}

export type ServedMatchPage = ServedBody<MatchPageMeta>;

type MatchQuery = ListQuery<MatchSortField, MatchFilter>;

export interface MatchPageRead {
  rows: unknown[];
  total: number;
  stableUntil: Date | null;
}

/** `readPage` reads and presents one page of the list at `now`. */
export function matchPageCache(
  notices: ChangeNotices,
  readPage: (query: MatchQuery, now: Date) => Promise<MatchPageRead>,
) {
  const pages = new VersionedCache<MatchPageMeta>();
  const announced = noticeCounts(notices, LIST_VERSIONS_CHANNEL);
  const made = async (query: MatchQuery, now: Date) => {
    const { rows, total, stableUntil } = await readPage(query, now);
    const meta = { rows: rows.length, total, stableUntilMs: stableUntil?.getTime() ?? null };
    return { body: JSON.stringify(ok(rows)), meta };
  };

  return async function servedPage(query: MatchQuery, now: Date, since: number): Promise<ServedMatchPage> {
    if (!(await notices.caughtUp(since))) {
      const { body, meta } = await made(query, now);
      return servedBody(body, meta);
    }
    // The version is taken before the read: a write in between leaves the page already stale, never a
    // fresh-looking one that misses it.
    const version = announced(LIST);
    const key = JSON.stringify(query);
    const kept = pages.get(key, version);
    if (kept && (kept.meta.stableUntilMs === null || now.getTime() < kept.meta.stableUntilMs)) return kept;
    const { body, meta } = await made(query, now);
    return pages.set(key, version, body, meta);
  };
}
