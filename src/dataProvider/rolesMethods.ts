import type { ApiRequest } from './apiRequest';

/** The roles area's calls beyond simple REST. */
export function rolesMethods(request: ApiRequest) {
  return {
    /** The permission catalogue a role's permissions are chosen from (GET /permissions). */
    getPermissionCatalogue: () => request<string[]>('GET', '/permissions'),
  };
}
