import type { AdminOverview } from '@domain/api';
import type { ApiRequest } from './apiRequest';

/** The Admin Panel's read: counts of every admin area and the latest audit entries. */
export function adminMethods(request: ApiRequest) {
  return {
    getAdminOverview: () => request<AdminOverview>('GET', '/admin/overview'),
  };
}
