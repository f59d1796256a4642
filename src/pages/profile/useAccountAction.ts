import { useAuth } from '@/authProvider';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { failureDetail } from './failureDetail';
import type { ShowAlert } from './useTimedAlert';

interface Outcome<Variables> {
  /** What the alert says when it worked (given what was sent). */
  success: string | ((variables: Variables) => string);
  failure: string;
}

/**
 * A change to the account (a dataProvider call), then a new refresh token so the stored
 * user is the changed one; the outcome shows as a timed alert.
 */
export function useAccountAction<Variables>(
  action: (variables: Variables) => Promise<unknown>,
  { success, failure }: Outcome<Variables>,
  show: ShowAlert,
) {
  const auth = useAuth();
  return useGuardedMutation({
    mutationFn: async (variables: Variables) => {
      await action(variables);
      await auth.refresh();
    },
    onSuccess: (_result, variables) =>
      show({ severity: 'success', title: typeof success === 'string' ? success : success(variables) }),
    onError: (error) => show({ severity: 'error', title: failure, detail: failureDetail(error) }),
  });
}
