import type { Role } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { USER_ADMIN_SCOPE } from '../../api/queryKeys';
import { useApiAction } from '../../api/useApiAction';
import { useUserAdminApi } from '../../resources/user-admin/queries';
import type { RolePayload } from '../../resources/user-admin/userAdminApi';

const t = messages.roleAdmin;

export interface RoleEdit {
  role: Role;
  payload: Partial<RolePayload>;
}

/** Create, edit and delete roles; every action refreshes the roles and the user views. */
export function useRoleMutations() {
  const api = useUserAdminApi();
  const create = useApiAction((payload: RolePayload) => api.createRole(payload), {
    scope: USER_ADMIN_SCOPE,
    success: (payload) => t.created(payload.name),
    failurePrefix: t.createFailed,
  });
  const update = useApiAction(({ role, payload }: RoleEdit) => api.updateRole(role.id, payload), {
    scope: USER_ADMIN_SCOPE,
    success: (_edit, saved) => t.saved(saved.name),
    failurePrefix: t.saveFailed,
  });
  const remove = useApiAction((role: Role) => api.deleteRole(role.id), {
    scope: USER_ADMIN_SCOPE,
    success: (role) => t.deleted(role.name),
    failurePrefix: t.deleteFailed,
  });
  return { create, update, remove };
}
