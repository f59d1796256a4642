import { useState } from 'react';
import { useSubmitGuard } from './useSubmitGuard';

/**
 * The state every small form here shares: one error text and a busy flag. `run` shows the rejection's
 * message, and ignores a second submit while the first is in flight (useSubmitGuard); `fail` shows a
 * validation message without sending anything.
 */
export function useFormSubmit() {
  const [error, setError] = useState<string | null>(null);
  const { busy, guard } = useSubmitGuard();

  const run = (action: () => Promise<unknown>) =>
    guard(async () => {
      setError(null);
      try {
        await action();
      } catch (caught) {
        setError(caught instanceof Error ? caught.message : String(caught));
      }
    });

  return { error, busy, run, fail: setError };
}
