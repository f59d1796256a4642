import { useAuth } from '@/authProvider';
import { useGuardedMutation } from '@/components/useGuardedMutation';
import { failureDetail } from './failureDetail';
import type { ShowAlert } from './useTimedAlert';

interface Outcome {
  success: string;
  failure: string;
}

/**
 * A change to the account (a dataProvider call), then a new refresh token (SPEC section 4) so the stored
 * user is the changed one; the outcome shows as a timed alert.
 */
export function useAccountAction<Variables>(
  action: (variables: Variables) => Promise<unknown>,
  { success, failure }: Outcome,
  show: ShowAlert,
) {
  const auth = useAuth();
  return useGuardedMutation({
    mutationFn: async (variables: Variables) => {
      await action(variables);
      await auth.refresh();
    },
    onSuccess: () => show({ severity: 'success', title: success }),
    onError: (error) => show({ severity: 'error', title: failure, detail: failureDetail(error) }),
  });
}
