import { useQueryClient } from '@tanstack/react-query';
import type { AdminUser, Role } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { USER_ADMIN_SCOPE, userAdminKeys } from '../../api/queryKeys';
import { useApiAction } from '../../api/useApiAction';
import { useUserAdminApi } from '../../resources/user-admin/queries';
import type { UserPayload } from '../../resources/user-admin/userAdminApi';

const t = messages.userAdmin;

/** Assign and remove one user's roles; the user's view shows the server's answer at once. */
export function useRoleActions(userId: number) {
  const api = useUserAdminApi();
  const queryClient = useQueryClient();
  const show = (user: AdminUser) => queryClient.setQueryData(userAdminKeys.user(userId), user);
  const assign = useApiAction((role: Role) => api.assignRole(userId, role.id), {
    scope: USER_ADMIN_SCOPE,
    success: (role, user) => t.roleAssigned(role.name, user.displayName),
    failurePrefix: messages.users.assignRoleFailed,
  });
  const remove = useApiAction((role: Role) => api.removeRole(userId, role.id), {
    scope: USER_ADMIN_SCOPE,
    success: (role, user) => t.roleRemoved(role.name, user.displayName),
    failurePrefix: messages.users.removeRoleFailed,
  });
  return {
    assign: (role: Role) => assign.mutate(role, { onSuccess: show }),
    remove: (role: Role) => remove.mutate(role, { onSuccess: show }),
    busy: assign.isPending || remove.isPending,
  };
}

/** PUT /users/{id} with the display name and email. */
export function useUpdateUser(userId: number) {
  const api = useUserAdminApi();
  return useApiAction((payload: UserPayload) => api.updateUser(userId, payload), {
    scope: USER_ADMIN_SCOPE,
    success: (_payload, user) => t.saved(user.displayName),
    failurePrefix: messages.users.updateFailed,
  });
}

/** DELETE /users/{id}. */
export function useDeleteUser(user: AdminUser) {
  const api = useUserAdminApi();
  return useApiAction(() => api.deleteUser(user.id), {
    scope: USER_ADMIN_SCOPE,
    success: t.deleted(user.displayName),
    failurePrefix: messages.users.deleteFailed,
  });
}
