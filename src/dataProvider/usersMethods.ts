import type { AdminUser } from '@domain/api';
import type { ApiRequest } from './apiRequest';

/** The users area's calls beyond simple REST: a user's roles. Each answers the user as it now is. */
export function usersMethods(request: ApiRequest) {
  return {
    assignUserRole: (userId: number, roleId: number) =>
      request<AdminUser>('POST', `/users/${userId}/roles/${roleId}`),
    removeUserRole: (userId: number, roleId: number) =>
      request<AdminUser>('DELETE', `/users/${userId}/roles/${roleId}`),
    /** manage:users: mails the user a password reset link (audited). */
    sendPasswordReset: (userId: number) =>
      request<{ message: string }>('POST', `/users/${userId}/password-reset`),
  };
}
