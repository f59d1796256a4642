import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useDropletsTranslate } from './dropletsResource';
import { AlertDialogContext, type AlertMessage } from './useAlertDialog';

const sameAlert = (a: AlertMessage, b: AlertMessage) => a.text === b.text && a.detail === b.detail;

/**
 * One alert dialog at a time (role alertdialog, an OK button); alerts raised meanwhile wait their turn,
 * and an alert already waiting or showing is not queued twice (a list that keeps failing as it polls).
 */
export function AlertDialogProvider({ children }: { children: ReactNode }) {
  const translate = useDropletsTranslate();
  const titleId = useId();
  const textId = useId();
  const [queue, setQueue] = useState<AlertMessage[]>([]);
  const show = useCallback(
    (alert: AlertMessage) =>
      setQueue((waiting) =>
        waiting.some((queued) => sameAlert(queued, alert)) ? waiting : [...waiting, alert],
      ),
    [],
  );
  const [next] = queue;
  // The alert stays on the dialog while it closes, instead of an empty dialog fading out.
  const last = useRef<AlertMessage | undefined>(undefined);
  if (next) last.current = next;
  const current = last.current;
  const dismiss = () => setQueue((waiting) => waiting.slice(1));
  return (
    <AlertDialogContext.Provider value={show}>
      {children}
      <Dialog
        open={next !== undefined}
        onClose={dismiss}
        role="alertdialog"
        aria-labelledby={titleId}
        aria-describedby={current?.detail ? textId : undefined}
      >
        <DialogTitle id={titleId} color={current?.severity === 'error' ? 'error' : 'success'}>
          {current?.text}
        </DialogTitle>
        {current?.detail ? (
          <DialogContent>
            <DialogContentText id={textId}>{current.detail}</DialogContentText>
          </DialogContent>
        ) : null}
        <DialogActions>
          <Button variant="contained" onClick={dismiss} autoFocus>
            {translate('ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </AlertDialogContext.Provider>
  );
}
