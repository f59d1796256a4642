import type { GameServerCredential } from '@domain/api';
import BlockIcon from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { useRevokeCredential } from './useRevokeCredential';

/** Revoke, after a confirmation; nothing to do for a credential revoked already. */
export function RevokeCredentialButton({ credential }: { credential: GameServerCredential }) {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const revoke = useRevokeCredential();
  if (credential.status === 'revoked') return null;
  const clientId = credential.clientId ?? translate('resources.admin/game-servers.pendingClient');
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<BlockIcon />}
        aria-label={translate('resources.admin/game-servers.revoke.label', { clientId })}
        loading={revoke.isPending}
        onClick={(event) => {
          event.stopPropagation();
          setAsking(true);
        }}
      >
        {translate('resources.admin/game-servers.revoke.action')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={translate('resources.admin/game-servers.revoke.title')}
        text={translate('resources.admin/game-servers.revoke.text', { clientId })}
        confirmLabel={translate('resources.admin/game-servers.revoke.action')}
        onConfirm={() => revoke.mutate(credential)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
