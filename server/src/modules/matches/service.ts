import type { Match } from '@domain/matches';
import type { ListQuery } from '@server/http/list-params';
import type { AuthPrincipal } from '@server/plugins/auth';
import type { ServiceDeps } from '@server/service-deps';
import { matchRatingChanges } from '../ratings/read';
import { matchCounter } from './counts';
import { matchErrors } from './errors';
import { matchPageCache, type ServedMatchPage } from './list-cache';
import {
  countLiveMatches,
  findMatch,
  listMatches,
  type MatchFilter,
  type MatchSortField,
  matchdayOrderStableUntil,
} from './repository';
import { presentMatch } from './view';

// What other modules use of this module's tables, in their own transactions.
export {
  type CountedResultRow,
  countedResultsOf,
  deleteMatches,
  findMatch,
  insertMatchEvents,
  insertMatches,
  insertPlayoffMatches,
  type LeaguePairingRow,
  leaguePairingsOf,
  moveScheduledToLive,
  type NewPlayoffMatch,
  replaceLeagueMatches,
  seasonHasResult,
  setOutcome,
  setScheduledAt,
} from './repository';

// The matches module's service (app.matches): reading the season's matches.

/** Adds what another module knows of a match to GET /matches/{id} (the match server: its session and stats). */
export type MatchDetailExtender = (match: Match, principal: AuthPrincipal) => Promise<Partial<Match>>;

export interface MatchService {
  /** A page of the list, serialised, as of a request that arrived at `since` (a `performance.now()`). */
  servedPage(query: ListQuery<MatchSortField, MatchFilter>, since: number): Promise<ServedMatchPage>;
  read(id: number): Promise<Match>;
  /** The match as GET /matches/{id} shows it to `principal`, with what the extenders add. */
  detail(id: number, principal: AuthPrincipal): Promise<Match>;
  extendDetail(extender: MatchDetailExtender): void;
  /** Matches being played now (status Live). */
  liveCount(): Promise<number>;
}

export function createMatchService({ db, clock, notices }: ServiceDeps): MatchService {
  const extenders: MatchDetailExtender[] = [];
  const countOf = matchCounter(db, notices);
  const servedPage = matchPageCache(notices, async (query, now) => {
    const stableUntil =
      query.sort?.field === 'matchday' ? await matchdayOrderStableUntil(db, query.filter, now) : null;
    const { rows, total } = await listMatches(db, query, now, () => countOf(query.filter));
    return { rows: rows.map(presentMatch), total, stableUntil };
  });
  return {
    servedPage: (query, since) => servedPage(query, clock.now(), since),
    liveCount: () => countLiveMatches(db),
    async read(id) {
      const row = await findMatch(db, id);
      if (!row) throw matchErrors.matchNotFound();
      const ratingChanges = await matchRatingChanges(db, id);
      return ratingChanges ? { ...presentMatch(row), ratingChanges } : presentMatch(row);
    },
    async detail(id, principal) {
      let match = await this.read(id);
      for (const extend of extenders) match = { ...match, ...(await extend(match, principal)) };
      return match;
    },
    extendDetail(extender) {
      extenders.push(extender);
    },
  };
}
