import type { AdminOverview, AdminUser } from '../../../domain/api';
import type { ApiRequest } from '../../api/request';

/** What an admin may change of a user (PUT /users/{id}). */
export interface UserPayload {
  displayName: string;
  email: string;
}

/** The user, role and Admin Panel calls of the issue 5 API contract. */
export function createUserAdminApi(request: ApiRequest) {
  return {
    getUser: (id: number) => request<AdminUser>('GET', `/users/${id}`),
    updateUser: (id: number, payload: UserPayload) => request<AdminUser>('PUT', `/users/${id}`, payload),
    deleteUser: (id: number) => request<unknown>('DELETE', `/users/${id}`),
    assignRole: (userId: number, roleId: number) =>
      request<AdminUser>('POST', `/users/${userId}/roles/${roleId}`),
    removeRole: (userId: number, roleId: number) =>
      request<AdminUser>('DELETE', `/users/${userId}/roles/${roleId}`),
    overview: () => request<AdminOverview>('GET', '/admin/overview'),
  };
}

export type UserAdminApi = ReturnType<typeof createUserAdminApi>;
