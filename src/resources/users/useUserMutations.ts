import type { AdminUser, Role } from '@domain/api';
import { useQueryClient } from '@tanstack/react-query';
import { useDelete, useNotify, useTranslate } from 'ra-core';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { useAppDataProvider } from '@/dataProvider';

interface Callbacks {
  onSuccess?: () => void;
}

/** The failure text of `resources.users.notifications.<key>`, then the server's reason if it gave one. */
function useNotifyFailure() {
  const notify = useNotify();
  const translate = useTranslate();
  return (key: string, error: unknown) => {
    const prefix = translate(`resources.users.notifications.${key}`);
    const reason = error instanceof Error ? error.message : '';
    notify(reason ? `${prefix} ${reason}` : prefix, { type: 'error' });
  };
}

/**
 * What the user page's EditBase does after PUT /users/{id} (display name and email): says so with the
 * saved name, or gives the failure with the server's reason.
 */
export function useUserSaveOptions() {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  return {
    onSuccess: (saved: AdminUser) =>
      notify('resources.users.notifications.saved', {
        type: 'success',
        messageArgs: { name: saved.displayName },
      }),
    onError: (error: unknown) => notifyFailure('updateFailed', error),
  };
}

/** DELETE /users/{id} through react-admin, which drops the user from every cached list. */
export function useDeleteUser() {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [remove, state] = useDelete<AdminUser>();
  const deleteUser = (user: AdminUser, { onSuccess }: Callbacks = {}) =>
    remove(
      'users',
      { id: user.id, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.users.notifications.deleted', {
            type: 'success',
            messageArgs: { name: user.displayName },
          });
          onSuccess?.();
        },
        onError: (error) => notifyFailure('deleteFailed', error),
      },
    );
  return { deleteUser, isPending: state.isPending };
}

/**
 * Assign and remove one user's roles (custom dataProvider methods). The answer is the user as they now are:
 * it goes into react-admin's cache of that user at once, and the users lists are read again.
 */
export function useUserRoleChanges(userId: AdminUser['id']) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const changed = (key: 'roleAssigned' | 'roleRemoved') => (user: AdminUser, role: Role) => {
    queryClient.setQueryData(['users', 'getOne', { id: String(user.id) }], user);
    void queryClient.invalidateQueries({ queryKey: ['users', 'getList'] });
    notify(`resources.users.notifications.${key}`, {
      type: 'success',
      messageArgs: { role: role.name, user: user.displayName },
    });
  };
  const assign = useGuardedMutation({
    mutationFn: (role: Role) => dataProvider.assignUserRole(userId, role.id),
    onSuccess: changed('roleAssigned'),
    onError: (error) => notifyFailure('assignRoleFailed', error),
  });
  const remove = useGuardedMutation({
    mutationFn: (role: Role) => dataProvider.removeUserRole(userId, role.id),
    onSuccess: changed('roleRemoved'),
    onError: (error) => notifyFailure('removeRoleFailed', error),
  });
  return {
    assign: (role: Role) => assign.mutate(role),
    remove: (role: Role) => remove.mutate(role),
    busy: assign.isPending || remove.isPending,
  };
}
