import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'ra-core';
import { useId } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The confirm button's text; 'Confirm' unless given. */
  confirmLabel?: string;
  /** What the action will also bring about, said before it is confirmed (a roster lock, a short roster). */
  warnings?: string[];
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be undone (removing a player, leaving a team, deleting a session). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  warnings = [],
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {warnings.map((warning) => (
          <Alert key={warning} severity="warning" sx={{ mt: 2 }}>
            {warning}
          </Alert>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.layout.confirmDialog.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {confirmLabel ?? translate('app.layout.confirmDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
