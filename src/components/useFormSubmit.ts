import { useState } from 'react';

/**
 * The state every small form here shares: one error text and a busy flag. `run` shows the rejection's
 * message; `fail` shows a validation message without sending anything.
 */
export function useFormSubmit() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  return { error, busy, run, fail: setError };
}
