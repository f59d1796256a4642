import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useRefresh } from 'ra-core';
import { type FormEvent, useId, useState } from 'react';
import type { IssuedGameServerCredential } from '../../../domain/api';
import { type CredentialIssuePayload, credentialIssuePayloadSchema } from '../../../domain/game-servers';
import { messages } from '../../../domain/messages';
import { useApiRequest } from '../../api/useApiRequest';
import { GAME_SERVERS_API_PATH } from '.';

const t = messages.gameServerCredentials;

type FieldErrors = Partial<Record<keyof CredentialIssuePayload, string>>;

/** The issue form (client id, optional label), checked with the API's own rules before it is sent. */
export function IssueCredentialDialog({
  open,
  onClose,
  onIssued,
}: {
  open: boolean;
  onClose: () => void;
  onIssued: (issued: IssuedGameServerCredential) => void;
}) {
  const titleId = useId();
  const request = useApiRequest();
  const refresh = useRefresh();
  const [clientId, setClientId] = useState('');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const issue = useMutation({
    mutationFn: (payload: CredentialIssuePayload) =>
      request<IssuedGameServerCredential>('POST', `/${GAME_SERVERS_API_PATH}`, payload),
    onSuccess: (issued) => {
      setClientId('');
      setLabel('');
      refresh();
      onIssued(issued);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = credentialIssuePayloadSchema.safeParse({ clientId, label });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof CredentialIssuePayload;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    issue.mutate(parsed.data);
  };
  const close = () => {
    issue.reset();
    setErrors({});
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t.issue.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {issue.isError ? (
              <Alert severity="error" role="alert">
                {issue.error instanceof Error && issue.error.message
                  ? `${t.issueFailed} ${issue.error.message}`
                  : t.issueFailed}
              </Alert>
            ) : null}
            <TextField
              label={t.issue.clientId}
              value={clientId}
              onChange={(event) => setClientId(event.target.value)}
              error={errors.clientId !== undefined}
              helperText={errors.clientId ?? t.issue.clientIdHelp}
              required
              autoFocus
            />
            <TextField
              label={t.issue.label}
              value={label}
              onChange={(event) => setLabel(event.target.value)}
              error={errors.label !== undefined}
              helperText={errors.label}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t.issue.cancel}</Button>
          <Button type="submit" variant="contained" loading={issue.isPending}>
            {t.issue.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
