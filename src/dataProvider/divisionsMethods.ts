import type { SeasonDivisionsUpdatePayload } from '@domain/divisions';
import type { Season } from '@domain/seasons';
import type { ApiRequest } from './apiRequest';

/** A season's divisions beyond the divisions resource's simple REST. */
export function divisionsMethods(request: ApiRequest) {
  return {
    /** PUT /seasons/{id}/divisions: the whole list, top tier first, while the season is in Setup or Registration. */
    updateSeasonDivisions: (seasonId: number, payload: SeasonDivisionsUpdatePayload) =>
      request<Season>('PUT', `/seasons/${seasonId}/divisions`, payload),
  };
}
