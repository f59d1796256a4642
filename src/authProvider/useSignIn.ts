import type { LoginPayload } from '@domain/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useNotificationContext } from 'ra-core';
import { useAuth } from './AuthServices';

/**
 * Signs in and leaves navigation to the guard of the sign-in forms (GuestRoute), which sends the
 * user on once the session has a user: one navigation, replacing the form in the history. Otherwise
 * what react-admin's useLogin does: stale notifications go, auth answers are asked again.
 */
export function useSignIn(): (credentials: LoginPayload) => Promise<void> {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const { resetNotifications } = useNotificationContext();
  return async (credentials) => {
    await auth.login(credentials);
    resetNotifications();
    void queryClient.invalidateQueries({ queryKey: ['auth'] });
  };
}
