import { useState } from 'react';
import { useAuth } from '../../authProvider';
import { failureDetail } from './profileApi';
import type { ShowAlert } from './useTimedAlert';

interface Outcome {
  success: string;
  failure: string;
}

/**
 * Runs a change to the account, then asks for a new refresh token (SPEC section 4) so the stored user is
 * the changed one, and reports the outcome as a timed alert. Resolves to whether it succeeded.
 */
export function useAccountAction(show: ShowAlert) {
  const auth = useAuth();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, { success, failure }: Outcome): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      await auth.refresh();
      show({ severity: 'success', title: success });
      return true;
    } catch (error) {
      show({ severity: 'error', title: failure, detail: failureDetail(error) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
