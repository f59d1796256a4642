import type { RosterChange } from '@domain/roster-changes';
import type { ApiRequest } from './apiRequest';

/** Roster changes asked for while a season locks rosters: decisions, a team's pending ones. */
export function rosterChangesMethods(request: ApiRequest) {
  return {
    /** POST /admin/roster-changes/{id}/approve: applied now, or 409 when it no longer can be. */
    approveRosterChange: (id: number) => request<RosterChange>('POST', `/admin/roster-changes/${id}/approve`),
    /** POST /admin/roster-changes/{id}/deny: the roster stays as it is. */
    denyRosterChange: (id: number) => request<RosterChange>('POST', `/admin/roster-changes/${id}/deny`),
    /** POST /roster-changes/{id}/cancel: the player, the asker or a captain withdraws a pending change. */
    cancelRosterChange: (id: number) => request<RosterChange>('POST', `/roster-changes/${id}/cancel`),
    /** GET /teams/{id}/roster-changes: the team's pending changes, newest first. */
    getTeamRosterChanges: (teamId: number) =>
      request<RosterChange[]>('GET', `/teams/${teamId}/roster-changes`),
  };
}
