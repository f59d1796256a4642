import type { Match } from '@domain/matches';
import type { Db } from '@server/db/client';
import type { ListQuery } from '@server/http/list-params';
import { matchRatingChanges } from '../ratings/read';
import { matchErrors } from './errors';
import { findMatch, listMatches, type MatchFilter, type MatchSortField } from './repository';
import { presentMatch } from './view';

// The matches module's service (app.matches): reading the season's matches.

export interface MatchService {
  page(query: ListQuery<MatchSortField, MatchFilter>): Promise<{ matches: Match[]; total: number }>;
  read(id: number): Promise<Match>;
}

export function createMatchService({ db }: { db: Db }): MatchService {
  return {
    async page(query) {
      const { rows, total } = await listMatches(db, query);
      return { matches: rows.map(presentMatch), total };
    },
    async read(id) {
      const row = await findMatch(db, id);
      if (!row) throw matchErrors.matchNotFound();
      const ratingChanges = await matchRatingChanges(db, id);
      return ratingChanges ? { ...presentMatch(row), ratingChanges } : presentMatch(row);
    },
  };
}
