import type { DivisionPlayoffs } from '@domain/playoffs';
import type { Db } from '@server/db/client';
import { seasonPlayoffs } from './view';

// The playoffs module's service (app.playoffs): a season's brackets. The brackets are drawn by the
// season-moved listener (draw.ts) and move on through advancePlayoffBracket (advance.ts).

export interface PlayoffService {
  ofSeason(seasonId: number): Promise<DivisionPlayoffs[]>;
}

export function createPlayoffService({ db }: { db: Db }): PlayoffService {
  return { ofSeason: (seasonId) => seasonPlayoffs(db, seasonId) };
}
