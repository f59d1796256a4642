import type { Role } from '@domain/api';
import type { RoleCreatePayload, RoleUpdatePayload } from '@domain/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useCreate, useDelete, useNotify, useTranslate, useUpdate } from 'ra-core';

interface Callbacks {
  onSuccess?: () => void;
}

/**
 * Create, edit and delete roles through the dataProvider. react-admin refreshes every view of the roles;
 * every view of the users resource is read again too, since users show their roles by name.
 */
export function useRoleMutations() {
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [create, createState] = useCreate<Role>();
  const [update, updateState] = useUpdate<Role>();
  const [remove] = useDelete<Role>();

  const refreshUserViews = () => queryClient.invalidateQueries({ queryKey: ['users'] });
  const notifyDone = (key: string, role: Role) => {
    refreshUserViews();
    notify(`resources.roles.notifications.${key}`, { type: 'success', messageArgs: { name: role.name } });
  };
  // The catalogue's failure text, then the server's reason when it gave one.
  const notifyFailed = (key: string, error: unknown) => {
    refreshUserViews();
    const prefix = translate(`resources.roles.notifications.${key}`);
    const reason = error instanceof Error ? error.message : '';
    notify(reason ? `${prefix} ${reason}` : prefix, { type: 'error' });
  };

  // No call-time onSettled below: it would replace react-admin's own, which refetches the lists.
  return {
    busy: createState.isPending || updateState.isPending,
    createRole: (data: RoleCreatePayload, { onSuccess }: Callbacks = {}) =>
      create(
        'roles',
        { data },
        {
          onSuccess: (role) => {
            notifyDone('created', role);
            onSuccess?.();
          },
          onError: (error) => notifyFailed('createFailed', error),
        },
      ),
    updateRole: (role: Role, data: RoleUpdatePayload, { onSuccess }: Callbacks = {}) =>
      update(
        'roles',
        { id: role.id, data, previousData: role },
        {
          mutationMode: 'pessimistic',
          onSuccess: (saved) => {
            notifyDone('saved', saved);
            onSuccess?.();
          },
          onError: (error) => notifyFailed('saveFailed', error),
        },
      ),
    deleteRole: (role: Role) =>
      remove(
        'roles',
        { id: role.id, previousData: role },
        {
          mutationMode: 'pessimistic',
          onSuccess: () => notifyDone('deleted', role),
          onError: (error) => notifyFailed('deleteFailed', error),
        },
      ),
  };
}
