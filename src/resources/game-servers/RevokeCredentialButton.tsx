import BlockIcon from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { GameServerCredential } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { useRevokeCredential } from './useRevokeCredential';

const t = messages.gameServerCredentials;

/** Revoke, after a confirmation; nothing to do for a credential revoked already. */
export function RevokeCredentialButton({ credential }: { credential: GameServerCredential }) {
  const [asking, setAsking] = useState(false);
  const revoke = useRevokeCredential();
  if (credential.status === 'revoked') return null;
  const name = credential.clientId ?? t.pendingClient;
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<BlockIcon />}
        aria-label={t.revokeLabel(name)}
        loading={revoke.isPending}
        onClick={(event) => {
          event.stopPropagation();
          setAsking(true);
        }}
      >
        {t.revoke}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t.revokeTitle}
        text={t.revokeText(name)}
        confirmLabel={t.revoke}
        onConfirm={() => revoke.mutate(credential)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
