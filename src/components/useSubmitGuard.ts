import { useCallback, useRef, useState } from 'react';

/**
 * One submit at a time, for every form and button that creates or changes something: `guard(action)` runs
 * the action unless one started here is still in flight (a double-click's second click does nothing), and
 * `busy` is true from the click until the action settles, for the button's `loading` (disabled, with
 * progress). The in-flight mark is a ref, set in the click itself: two clicks that arrive before React
 * renders again still send one request. The action shows its own failure (its mutation's onError or error
 * state): `guard` never rejects.
 */
export function useSubmitGuard() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const guard = useCallback(async (action: () => unknown): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await action();
    } catch {
      // Shown by the action itself.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, guard };
}
