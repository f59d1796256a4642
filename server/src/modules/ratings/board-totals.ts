import { type ChangeNotices, LIST_VERSIONS_CHANNEL, noticeCounts } from '@server/db/change-notices';
import type { Db } from '@server/db/client';
import { countPlayerBoard, countTeamBoard } from './repository/ordinal-pages';

// The totals of the whole leaderboards, kept until the database announces a write that changes who they
// list (migration 0040: teams, rosters, players' first ratings). Counting reads every member; a page reads
// 25 rows.

const LIST = 'leaderboards';

export interface BoardTotals {
  teams(): Promise<number>;
  players(): Promise<number>;
}

export function boardTotals(db: Db, notices: ChangeNotices): BoardTotals {
  const announced = noticeCounts(notices, LIST_VERSIONS_CHANNEL);
  const kept = (count: (db: Db) => Promise<number>) => {
    let entry: { version: number; total: number } | undefined;
    return async () => {
      if (!(await notices.caughtUp())) return count(db);
      // The version is taken before counting: a write in between leaves a count already stale, never a
      // fresh-looking one that misses it.
      const version = announced(LIST);
      if (entry?.version === version) return entry.total;
      const total = await count(db);
      entry = { version, total };
      return total;
    };
  };
  return { teams: kept(countTeamBoard), players: kept(countPlayerBoard) };
}
