import type { DivisionStandings } from '@domain/standings';
import type { ApiRequest } from './apiRequest';

/** The league's public reads beyond simple REST: a season's standings. */
export function leagueMethods(request: ApiRequest) {
  return {
    /** GET /seasons/{id}/standings: every division top tier first, or only `divisionId`'s. */
    getSeasonStandings: (seasonId: number, divisionId?: number) =>
      request<DivisionStandings[]>(
        'GET',
        `/seasons/${seasonId}/standings${divisionId === undefined ? '' : `?divisionId=${divisionId}`}`,
      ),
  };
}
