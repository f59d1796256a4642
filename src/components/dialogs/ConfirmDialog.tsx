import { messages } from '@domain/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The confirm button's text; 'Confirm' unless given. */
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be undone (removing a player, leaving a team, deleting a session). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel = messages.myTeam.confirm,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.myTeam.cancel}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
