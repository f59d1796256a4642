import type { AdminResultPayload } from '@domain/match-results';
import type { Match } from '@domain/matches';
import type { ApiRequest } from './apiRequest';

/** An admin's decision on a match's result (a score, a forfeit or a void) and its time, at any time. */
export function matchDecisionsMethods(request: ApiRequest) {
  return {
    /** PUT /admin/matches/{id}/result: decides an open dispute too. */
    decideMatchResult: (matchId: number, decision: AdminResultPayload) =>
      request<Match>('PUT', `/admin/matches/${matchId}/result`, decision),
    /** PUT /admin/matches/{id}/schedule: the match's new time (ISO 8601 UTC) and why it moves. */
    scheduleMatch: (matchId: number, schedule: { time: string; reason: string }) =>
      request<Match>('PUT', `/admin/matches/${matchId}/schedule`, schedule),
  };
}
