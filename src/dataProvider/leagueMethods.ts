import type { MatchProposal } from '@domain/match-scheduling';
import type { DivisionStandings } from '@domain/standings';
import type { ApiRequest } from './apiRequest';

/** The league's public reads beyond simple REST: a season's standings and a match's time proposals. */
export function leagueMethods(request: ApiRequest) {
  return {
    /** GET /seasons/{id}/standings: every division top tier first, or only `divisionId`'s. */
    getSeasonStandings: (seasonId: number, divisionId?: number) =>
      request<DivisionStandings[]>(
        'GET',
        `/seasons/${seasonId}/standings${divisionId === undefined ? '' : `?divisionId=${divisionId}`}`,
      ),
    /** GET /matches/{id}/proposals: the match's proposed times, newest first. */
    getMatchProposals: (matchId: number) => request<MatchProposal[]>('GET', `/matches/${matchId}/proposals`),
  };
}
