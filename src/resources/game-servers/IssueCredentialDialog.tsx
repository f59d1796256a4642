import type { IssuedGameServerCredential } from '@domain/api';
import { type CredentialIssuePayload, credentialIssuePayloadSchema } from '@domain/game-servers';
import type { z } from '@domain/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form, useCreate, useRefresh, useTranslate } from 'ra-core';
import { TextInput } from 'ra-ui-materialui';
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';

type IssueFormValues = z.input<typeof credentialIssuePayloadSchema>;

const NEW_CREDENTIAL = { clientId: '', label: '' };

// POST /game-servers/credentials' own payload schema checks the form, so a rule and its message exist once.
const resolver = zodResolver(credentialIssuePayloadSchema);

/** The issue form (client id, optional label), sent with react-admin's create. Mount it to open it. */
export function IssueCredentialDialog({
  onClose,
  onIssued,
}: {
  onClose: () => void;
  onIssued: (issued: IssuedGameServerCredential) => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const refresh = useRefresh();
  const [create, { isPending, error }] = useCreate<IssuedGameServerCredential>();
  const issue = (data: CredentialIssuePayload) =>
    create(
      'admin/game-servers',
      { data },
      {
        onSuccess: (issued) => {
          refresh();
          onIssued(issued);
        },
      },
    );
  const failed = translate('resources.admin/game-servers.issue.failed');
  const reason = error instanceof Error ? error.message : '';

  // react-admin's Form hands onSubmit the resolver's output, typed only as FieldValues.
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Form<IssueFormValues>
        record={NEW_CREDENTIAL}
        resolver={resolver}
        onSubmit={(values: FieldValues) => issue(values as CredentialIssuePayload)}
        disableInvalidFormNotification
        noValidate
      >
        <DialogTitle id={titleId}>{translate('resources.admin/game-servers.issue.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {error ? (
              <Alert severity="error" role="alert">
                {reason ? `${failed} ${reason}` : failed}
              </Alert>
            ) : null}
            <TextInput
              source="clientId"
              isRequired
              autoFocus
              helperText="resources.admin/game-servers.issue.clientIdHelp"
            />
            <TextInput source="label" label="resources.admin/game-servers.issue.label" helperText={false} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('resources.admin/game-servers.issue.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isPending}>
            {translate('resources.admin/game-servers.issue.submit')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
