import { DISPUTE_EVIDENCE_MAX, type DisputePayload } from '@domain/match-results';
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { disputeFormSchema } from './resultForms';

const resolver = zodResolver(disputeFormSchema);
const EMPTY: DisputePayload = { note: '', evidenceUrls: [] };

interface DisputeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sends the dispute; rejects with the server's reason, shown in the dialog. */
  onSend: (payload: DisputePayload) => Promise<unknown>;
}

/** Why the result is wrong, and up to five links to recordings or screenshots. */
export function DisputeDialog({ open, onClose, onSend }: DisputeDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const text = (key: string, args?: Record<string, unknown>) =>
    translate(`app.match.disputeDialog.${key}`, args);
  const { control, handleSubmit, setValue, setError, formState, reset } = useForm<DisputePayload>({
    resolver,
    defaultValues: EMPTY,
  });
  const urls = useWatch({ control, name: 'evidenceUrls' }) ?? [];
  const close = () => {
    reset(EMPTY);
    onClose();
  };
  const send = handleSubmit(async (payload) => {
    try {
      await onSend(payload);
      close();
    } catch (error) {
      setError('root.server', { message: error instanceof Error ? error.message : String(error) });
    }
  });
  const reason = formState.errors.root?.server?.message;
  const urlErrors = formState.errors.evidenceUrls;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void send(event)}>
        <DialogTitle id={titleId}>{text('title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              control={control}
              name="note"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  multiline
                  minRows={3}
                  label={text('note')}
                  error={fieldState.invalid}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            {urls.map((url, index) => {
              const number = index + 1;
              return (
                // The links have no ids of their own; their place is what the form knows them by.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    fullWidth
                    type="url"
                    value={url}
                    onChange={(event) => setValue(`evidenceUrls.${index}`, event.target.value)}
                    label={text('evidence', { number })}
                    error={Boolean(urlErrors?.[index])}
                    helperText={urlErrors?.[index]?.message}
                  />
                  <IconButton
                    aria-label={text('remove', { number })}
                    onClick={() =>
                      setValue(
                        'evidenceUrls',
                        urls.filter((_, other) => other !== index),
                      )
                    }
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              );
            })}
            {urlErrors?.message ? <Alert severity="error">{urlErrors.message}</Alert> : null}
            <div>
              <Button
                disabled={urls.length >= DISPUTE_EVIDENCE_MAX}
                onClick={() => setValue('evidenceUrls', [...urls, ''])}
              >
                {text('add')}
              </Button>
            </div>
            {reason ? <Alert severity="error">{reason}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('app.layout.confirmDialog.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" loading={formState.isSubmitting}>
            {text('send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
