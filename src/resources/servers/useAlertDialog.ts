import { createContext, useContext } from 'react';

export interface AlertMessage {
  /** One of SPEC section 8's Server management texts. */
  text: string;
  /** The server's reason, shown under the text. */
  detail?: string;
  severity: 'success' | 'error';
}

export type ShowAlert = (alert: AlertMessage) => void;

export const AlertDialogContext = createContext<ShowAlert | null>(null);

/** Shows an alert dialog (SPEC section 8: the Server management outcomes are alert dialogs). */
export function useAlertDialog(): ShowAlert {
  const show = useContext(AlertDialogContext);
  if (!show) throw new Error('useAlertDialog needs an <AlertDialogProvider>');
  return show;
}
