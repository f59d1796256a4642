import type { DivisionStandings } from '@domain/standings';
import type { Db } from '@server/db/client';
import { seasonStandings } from './season-standings';

// The standings module's service (app.standings): a season's tables.

export interface StandingsService {
  ofSeason(seasonId: number, divisionId?: number): Promise<DivisionStandings[]>;
}

export function createStandingsService({ db }: { db: Db }): StandingsService {
  return { ofSeason: (seasonId, divisionId) => seasonStandings(db, seasonId, divisionId) };
}
