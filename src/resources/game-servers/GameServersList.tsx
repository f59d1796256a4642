import type { GameServerCredential, IssuedGameServerCredential } from '@domain/api';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { DataTable, DateField } from 'ra-ui-materialui';
import { useState } from 'react';
import { AdminList } from '@/components/AdminList';
import { Page } from '@/components/Page';
import { ResponsiveList } from '@/components/ResponsiveList';
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

const Column = DataTable.Col<GameServerCredential>;

/**
 * Every column, labelled from `fields.<source>`; on phones the client id over the source and status, the last
 * use at the end, each row with its Revoke button.
 */
function CredentialRows() {
  const translate = useTranslate();
  const text = useCredentialText();
  return (
    <ResponsiveList<GameServerCredential>
      label={translate(`${TEXTS}.title`)}
      primaryText={text.clientOf}
      secondaryText={(credential) =>
        `${text.sourceOf(credential)} · ${text.statusOf(credential)}${credential.label ? ` · ${credential.label}` : ''}`
      }
      tertiaryText={(credential) => `${translate(`${TEXTS}.fields.lastUsedAt`)}: ${text.lastUse(credential)}`}
      rightIcon={(credential) => <RevokeCredentialButton credential={credential} />}
      rowClick={false}
      empty={<NoCredentials />}
    >
      <Column source="clientId" disableSort render={text.clientOf} />
      <Column source="label" disableSort render={(credential) => credential.label || '—'} />
      <Column source="source" disableSort render={text.sourceOf} />
      <Column source="createdAt">
        <DateField source="createdAt" showTime />
      </Column>
      <Column source="lastUsedAt" disableSort render={text.lastUse} />
      <Column source="status" disableSort render={(credential) => <StatusChip credential={credential} />} />
      <Column
        source="actions"
        disableSort
        render={(credential) => <RevokeCredentialButton credential={credential} />}
      />
    </ResponsiveList>
  );
}

/** /admin/game-servers (Admin or manage:servers): issue, list and revoke game-server credentials. */
export default function GameServersList() {
  const translate = useTranslate();
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
          <CredentialRows />
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
