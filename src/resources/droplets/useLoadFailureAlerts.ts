import { useEffect, useRef } from 'react';
import { useDropletsTranslate } from './dropletsResource';
import { useAlertDialog } from './useAlertDialog';

export interface Lookup {
  isPending: boolean;
  isError: boolean;
  /** When the last failure happened (react-query's errorUpdatedAt): a new failure alerts again. */
  errorUpdatedAt: number;
  /** The alert of this lookup's failure. */
  failure: string;
}

/** `failure@errorUpdatedAt` back to the failure's text. */
const failureText = (entry: string): string => entry.slice(0, entry.lastIndexOf('@'));

/**
 * Once the form's lookups have all answered, each failure shows its own alert dialog; when every one
 * failed (the screen has nothing to work with), one 'Failed to initialize component' says it instead.
 */

export function useLoadFailureAlerts(lookups: readonly Lookup[]): void {
  const translate = useDropletsTranslate();
  const initFailed = translate('notifications.initFailed');
  const alert = useAlertDialog();
  const reported = useRef(new Set<string>());
  const settled = lookups.every((lookup) => !lookup.isPending || lookup.isError);
  const failed = lookups.filter((lookup) => lookup.isError);
  const key = failed.map((lookup) => `${lookup.failure}@${lookup.errorUpdatedAt}`).join('|');
  const everyOne = failed.length === lookups.length;
  const count = lookups.length;

  useEffect(() => {
    if (!settled || key === '') return;
    const fresh = key.split('|').filter((entry) => !reported.current.has(entry));
    for (const entry of fresh) reported.current.add(entry);
    if (fresh.length === 0) return;
    const texts = everyOne && fresh.length === count ? [initFailed] : fresh.map(failureText);
    for (const text of texts) alert({ text, severity: 'error' });
  }, [alert, settled, key, everyOne, count, initFailed]);
}
