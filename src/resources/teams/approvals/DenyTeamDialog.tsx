import type { Team } from '@domain/api';
import { type TeamDenial, teamDenialSchema } from '@domain/teams';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { text } from './resourceName';

interface DenyTeamDialogProps {
  team: Team;
  busy: boolean;
  onDeny: (denial: TeamDenial) => void;
  onClose: () => void;
}

// The API checks the same schema (PUT /admin/teams/{id}), so the rule and its message are written once.
const resolver = zodResolver(teamDenialSchema);

/** Deny asks first, with an optional reason kept with the decision. Mount it to open it. */
export function DenyTeamDialog({ team, busy, onDeny, onClose }: DenyTeamDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const { register, handleSubmit, formState } = useForm<TeamDenial, unknown, TeamDenial>({
    resolver,
    defaultValues: { reason: '' },
  });
  const reasonError = formState.errors.reason?.message;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={handleSubmit(({ reason }) => onDeny(reason ? { reason } : {}))}>
        <DialogTitle id={titleId}>{translate(text('denyDialog.title'), { name: team.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(text('denyDialog.text'))}</DialogContentText>
          <TextField
            {...register('reason')}
            label={translate(text('denyDialog.reason'))}
            error={Boolean(reasonError)}
            helperText={reasonError ?? translate(text('denyDialog.reasonHint'))}
            multiline
            minRows={2}
            fullWidth
            margin="normal"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(text('action.cancel'))}</Button>
          <Button type="submit" color="error" variant="contained" loading={busy}>
            {translate(text('action.deny'))}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
