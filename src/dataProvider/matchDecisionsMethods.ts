import type { AdminResultPayload } from '@domain/match-results';
import type { Match } from '@domain/matches';
import type { ApiRequest } from './apiRequest';

/** An admin's decision on a match's result (issue 13): a score, a forfeit or a void, at any time. */
export function matchDecisionsMethods(request: ApiRequest) {
  return {
    /** PUT /admin/matches/{id}/result: decides an open dispute too. */
    decideMatchResult: (matchId: number, decision: AdminResultPayload) =>
      request<Match>('PUT', `/admin/matches/${matchId}/result`, decision),
  };
}
