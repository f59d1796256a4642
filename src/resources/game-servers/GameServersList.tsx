import type { GameServerCredential, IssuedGameServerCredential } from '@domain/api';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Datagrid, DateField, FunctionField, SimpleList, TextField } from 'ra-ui-materialui';
import { useState } from 'react';
import { AdminList } from '@/components/AdminList';
import { Page } from '@/components/Page';
import { useSmallScreen } from '@/components/useSmallScreen';
import { IssueCredentialDialog } from './IssueCredentialDialog';
import { RevokeCredentialButton } from './RevokeCredentialButton';
import { SecretDialog } from './SecretDialog';

const TEXTS = 'resources.admin/game-servers';

/** The texts a row shows: client id (or 'Machine being created'), source, status, last use. */
function useCredentialText() {
  const translate = useTranslate();
  return {
    clientOf: (credential: GameServerCredential) =>
      credential.clientId ?? translate(`${TEXTS}.pendingClient`),
    sourceOf: (credential: GameServerCredential) => translate(`${TEXTS}.sources.${credential.source}`),
    statusOf: (credential: GameServerCredential) => translate(`${TEXTS}.statuses.${credential.status}`),
    lastUse: (credential: GameServerCredential) =>
      credential.lastUsedAt ? new Date(credential.lastUsedAt).toLocaleString() : translate(`${TEXTS}.never`),
  };
}

function StatusChip({ credential }: { credential: GameServerCredential }) {
  const { statusOf } = useCredentialText();
  const color = credential.status === 'active' ? 'success' : 'default';
  return <Chip size="small" color={color} label={statusOf(credential)} />;
}

function NoCredentials() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(`${TEXTS}.empty`)}</Typography>;
}

/** Every column, from 600 px up; columns label themselves from `fields.<source>`. */
function CredentialsTable() {
  const text = useCredentialText();
  return (
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoCredentials />}>
      <FunctionField<GameServerCredential> source="clientId" sortable={false} render={text.clientOf} />
      <TextField source="label" sortable={false} emptyText="—" />
      <FunctionField<GameServerCredential> source="source" sortable={false} render={text.sourceOf} />
      <DateField source="createdAt" showTime />
      <FunctionField<GameServerCredential> source="lastUsedAt" sortable={false} render={text.lastUse} />
      <FunctionField<GameServerCredential>
        source="status"
        sortable={false}
        render={(credential) => <StatusChip credential={credential} />}
      />
      <FunctionField<GameServerCredential>
        source="actions"
        sortable={false}
        render={(credential) => <RevokeCredentialButton credential={credential} />}
      />
    </Datagrid>
  );
}

/** Phones: one row per credential (client id, source and status, last use) with its Revoke button. */
function CredentialsSimpleList() {
  const translate = useTranslate();
  const text = useCredentialText();
  return (
    <SimpleList<GameServerCredential>
      primaryText={text.clientOf}
      secondaryText={(credential) =>
        `${text.sourceOf(credential)} · ${text.statusOf(credential)}${credential.label ? ` · ${credential.label}` : ''}`
      }
      tertiaryText={(credential) => `${translate(`${TEXTS}.fields.lastUsedAt`)}: ${text.lastUse(credential)}`}
      rightIcon={(credential) => <RevokeCredentialButton credential={credential} />}
      rowClick={false}
      empty={<NoCredentials />}
    />
  );
}

/** /admin/game-servers (Admin or manage:servers): issue, list and revoke game-server credentials. */
export default function GameServersList() {
  const translate = useTranslate();
  const small = useSmallScreen();
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<IssuedGameServerCredential | null>(null);
  const title = translate(`${TEXTS}.title`);
  return (
    <Page title={title} maxWidth={1400}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography color="text.secondary" sx={{ flex: 1 }}>
            {translate(`${TEXTS}.intro`)}
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIssuing(true)}>
            {translate(`${TEXTS}.issue.open`)}
          </Button>
        </Stack>
        <AdminList title={title} loadFailed={`${TEXTS}.loadFailed`}>
          {small ? <CredentialsSimpleList /> : <CredentialsTable />}
        </AdminList>
      </Stack>
      {issuing ? (
        <IssueCredentialDialog
          onClose={() => setIssuing(false)}
          onIssued={(credential) => {
            setIssuing(false);
            setIssued(credential);
          }}
        />
      ) : null}
      <SecretDialog issued={issued} onClose={() => setIssued(null)} />
    </Page>
  );
}
