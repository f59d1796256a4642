import { createContext, useContext } from 'react';

export interface AlertMessage {
  /** One of the Server management outcome texts (`resources.admin/digital-ocean.*` in domain/i18n). */
  text: string;
  /** The server's reason, shown under the text. */
  detail?: string;
  severity: 'success' | 'error';
}

export type ShowAlert = (alert: AlertMessage) => void;

export const AlertDialogContext = createContext<ShowAlert | null>(null);

/** Shows an alert dialog: every Server management outcome shows as one. */
export function useAlertDialog(): ShowAlert {
  const show = useContext(AlertDialogContext);
  if (!show) throw new Error('useAlertDialog needs an <AlertDialogProvider>');
  return show;
}
