import type { PerformanceStats } from '@domain/ratings';
import type { ApiRequest } from './apiRequest';

/** Players' and teams' stats (the leaderboards are simple-REST lists: leaderboards/teams, leaderboards/players). */
export function ratingsMethods(request: ApiRequest) {
  return {
    /** GET /users/{id}/stats. */
    getPlayerStats: (userId: number) => request<PerformanceStats>('GET', `/users/${userId}/stats`),
    /** GET /teams/{id}/stats. */
    getTeamStats: (teamId: number) => request<PerformanceStats>('GET', `/teams/${teamId}/stats`),
  };
}
