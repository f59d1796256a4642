import type { AdminUser, Role } from '@domain/api';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRedirect, useTranslate } from 'ra-core';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { useAppDataProvider } from '@/dataProvider';

// The users resource's custom actions: each a dataProvider call through useDataProvider and TanStack Query,
// saying what happened through react-admin's notifications.

/** The users resource (GET/PUT/DELETE /users...). */
export const USERS = 'users';

const failed = (key: string) => `resources.users.notifications.${key}`;

/** A failure's notification: the text of the i18n key, then the server's reason if it gave one. */
function useNotifyFailure() {
  const notify = useNotify();
  const translate = useTranslate();
  return (textKey: string, error: unknown) => {
    const prefix = translate(textKey);
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
    onError: (error: unknown) => notifyFailure(failed('updateFailed'), error),
  };
}

/**
 * What the user page's DeleteButton does after DELETE /users/{id} (react-admin's delete, which drops the
 * user from every cached list): says so with the user's name and goes back to the list, or gives the
 * failure with the server's reason.
 */
export function useUserDeleteOptions() {
  const notify = useNotify();
  const redirect = useRedirect();
  const notifyFailure = useNotifyFailure();
  return {
    onSuccess: (deleted: AdminUser) => {
      notify('resources.users.notifications.deleted', {
        type: 'success',
        messageArgs: { name: deleted.displayName },
      });
      redirect('list', USERS);
    },
    onError: (error: unknown) => notifyFailure(failed('deleteFailed'), error),
  };
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
    queryClient.setQueryData([USERS, 'getOne', { id: String(user.id) }], user);
    void queryClient.invalidateQueries({ queryKey: [USERS, 'getList'] });
    notify(`resources.users.notifications.${key}`, {
      type: 'success',
      messageArgs: { role: role.name, user: user.displayName },
    });
  };
  const assign = useGuardedMutation({
    mutationFn: (role: Role) => dataProvider.assignUserRole(userId, role.id),
    onSuccess: changed('roleAssigned'),
    onError: (error) => notifyFailure(failed('assignRoleFailed'), error),
  });
  const remove = useGuardedMutation({
    mutationFn: (role: Role) => dataProvider.removeUserRole(userId, role.id),
    onSuccess: changed('roleRemoved'),
    onError: (error) => notifyFailure(failed('removeRoleFailed'), error),
  });
  return {
    assign: (role: Role) => assign.mutate(role),
    remove: (role: Role) => remove.mutate(role),
    busy: assign.isPending || remove.isPending,
  };
}

/**
 * A support action that mails the user a link (sendPasswordReset, resendEmailConfirmation): the server's
 * sentence saying where it went, or `failure` then the server's reason, as a notification.
 */
export function useUserMail(send: () => Promise<{ message: string }>, failure: string) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  return useGuardedMutation({
    mutationFn: send,
    onSuccess: ({ message }) => notify(message, { type: 'success' }),
    onError: (error) => notifyFailure(failure, error),
  });
}
