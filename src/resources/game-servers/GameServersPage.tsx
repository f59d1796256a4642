import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Datagrid, DateField, FunctionField, SimpleList, TextField } from 'ra-ui-materialui';
import { useState } from 'react';
import type { GameServerCredential, IssuedGameServerCredential } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { AdminList } from '../../components/AdminList';
import { Page } from '../../components/Page';
import { useSmallScreen } from '../../components/useSmallScreen';
import { GAME_SERVERS_RESOURCE } from '.';
import { IssueCredentialDialog } from './IssueCredentialDialog';
import { RevokeCredentialButton } from './RevokeCredentialButton';
import { SecretDialog } from './SecretDialog';

const t = messages.gameServerCredentials;

const noCredentials = <Typography sx={{ p: 2 }}>{t.empty}</Typography>;
const quietFailure = { onError: () => undefined };
const listError = (
  <Alert severity="error" role="alert" sx={{ m: 2 }}>
    {t.loadFailed}
  </Alert>
);

const clientOf = (credential: GameServerCredential) => credential.clientId ?? t.pendingClient;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : t.never);

function StatusChip({ credential }: { credential: GameServerCredential }) {
  const color = credential.status === 'active' ? 'success' : 'default';
  return <Chip size="small" color={color} label={t.statuses[credential.status]} />;
}

/** Every column, from 600 px up. */
function CredentialsTable() {
  return (
    <Datagrid bulkActionButtons={false} rowClick={false} empty={noCredentials}>
      <FunctionField<GameServerCredential> label={t.columns.clientId} sortable={false} render={clientOf} />
      <TextField source="label" label={t.columns.label} sortable={false} emptyText="—" />
      <FunctionField<GameServerCredential>
        label={t.columns.source}
        sortable={false}
        render={(credential) => t.sources[credential.source]}
      />
      <DateField source="createdAt" label={t.columns.createdAt} showTime />
      <FunctionField<GameServerCredential>
        label={t.columns.lastUsedAt}
        sortable={false}
        render={(credential) => when(credential.lastUsedAt)}
      />
      <FunctionField<GameServerCredential>
        label={t.columns.status}
        sortable={false}
        render={(credential) => <StatusChip credential={credential} />}
      />
      <FunctionField<GameServerCredential>
        label={t.columns.actions}
        sortable={false}
        render={(credential) => <RevokeCredentialButton credential={credential} />}
      />
    </Datagrid>
  );
}

/** Phones: one row per credential (client id, source and status, last use) with its Revoke button. */
function CredentialsSimpleList() {
  return (
    <SimpleList<GameServerCredential>
      primaryText={clientOf}
      secondaryText={(credential) =>
        `${t.sources[credential.source]} · ${t.statuses[credential.status]}${credential.label ? ` · ${credential.label}` : ''}`
      }
      tertiaryText={(credential) => `${t.columns.lastUsedAt}: ${when(credential.lastUsedAt)}`}
      rightIcon={(credential) => <RevokeCredentialButton credential={credential} />}
      rowClick={false}
      empty={noCredentials}
    />
  );
}

/** /admin/game-servers (Admin or manage:servers): issue, list and revoke game-server credentials. */
export default function GameServersPage() {
  const small = useSmallScreen();
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<IssuedGameServerCredential | null>(null);
  return (
    <Page title={t.title} maxWidth={1400}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography color="text.secondary" sx={{ flex: 1 }}>
            {t.intro}
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIssuing(true)}>
            {t.issue.open}
          </Button>
        </Stack>
        <AdminList
          resource={GAME_SERVERS_RESOURCE}
          title={t.title}
          error={listError}
          queryOptions={quietFailure}
          storeKey={false}
        >
          {small ? <CredentialsSimpleList /> : <CredentialsTable />}
        </AdminList>
      </Stack>
      <IssueCredentialDialog
        open={issuing}
        onClose={() => setIssuing(false)}
        onIssued={(credential) => {
          setIssuing(false);
          setIssued(credential);
        }}
      />
      <SecretDialog issued={issued} onClose={() => setIssued(null)} />
    </Page>
  );
}
