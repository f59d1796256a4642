import { PROFILE_ALERT_MS } from '@domain/constants';
import { useCallback, useEffect, useState } from 'react';

export interface TimedAlert {
  severity: 'success' | 'error';
  title: string;
  detail?: string;
}

/** One alert at a time, shown for PROFILE_ALERT_MS (3 s). */
export function useTimedAlert() {
  const [alert, setAlert] = useState<TimedAlert | null>(null);
  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), PROFILE_ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert]);
  const show = useCallback((next: TimedAlert) => setAlert(next), []);
  return { alert, show };
}

export type ShowAlert = (alert: TimedAlert) => void;
