import type { FixturesSummary } from '@domain/matches';
import type { DivisionPlayoffs } from '@domain/playoffs';
import type { SeasonEntry, SeasonEntryUpdatePayload } from '@domain/seasons';
import type { ApiRequest } from './apiRequest';

/**
 * Season calls beyond simple REST: a captain's registration, an admin's division placement, the fixtures
 * and the playoffs.
 */
export function seasonsMethods(request: ApiRequest) {
  return {
    /** POST /seasons/{id}/teams: the captain (or a team manager) enters the team. */
    registerTeamForSeason: (seasonId: number, teamId: number) =>
      request<SeasonEntry>('POST', `/seasons/${seasonId}/teams`, { teamId }),
    /** PUT /seasons/{id}/teams/{teamId}: place the team in a division (null hands it back to placement). */
    placeSeasonEntry: (seasonId: number, teamId: number, change: SeasonEntryUpdatePayload) =>
      request<SeasonEntry>('PUT', `/seasons/${seasonId}/teams/${teamId}`, change),
    /** POST /seasons/{id}/fixtures: pair every division's teams (again, while no match has a result). */
    generateSeasonFixtures: (seasonId: number) =>
      request<FixturesSummary>('POST', `/seasons/${seasonId}/fixtures`),
    /** GET /seasons/{id}/playoffs: every division's bracket (none before the season reaches Playoffs). */
    getSeasonPlayoffs: (seasonId: number) =>
      request<DivisionPlayoffs[]>('GET', `/seasons/${seasonId}/playoffs`),
  };
}
