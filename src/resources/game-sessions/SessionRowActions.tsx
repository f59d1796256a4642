import type { GameSession } from '@domain/api';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { isActive } from './sessionModel';
import { useDeleteSession, useStopSession } from './useSessionMutations';

interface RowButtonProps {
  text: string;
  label: string;
  color: 'warning' | 'error';
  busy: boolean;
  onClick: () => void;
}

function RowButton({ text, label, color, busy, onClick }: RowButtonProps) {
  return (
    <Button size="small" variant="outlined" color={color} aria-label={label} loading={busy} onClick={onClick}>
      {text}
    </Button>
  );
}

/** Stop (Active sessions only) and Delete, each after its confirmation. */
export function SessionRowActions({ session }: { session: GameSession }) {
  const translate = useTranslate();
  const stop = useStopSession();
  const { deleteSession, isPending: deleting } = useDeleteSession();
  const [confirming, setConfirming] = useState<'stop' | 'delete' | null>(null);
  const close = () => setConfirming(null);
  const names = {
    code: session.code ?? translate('resources.sessions.matchSession', { matchId: session.matchId }),
    name: session.serverName,
  };
  const text = (key: string) => translate(`resources.sessions.${key}`, names);
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {isActive(session) ? (
        <RowButton
          text={text('action.stop')}
          label={text('action.stopLabel')}
          color="warning"
          busy={stop.isPending}
          onClick={() => setConfirming('stop')}
        />
      ) : null}
      <RowButton
        text={text('action.delete')}
        label={text('action.deleteLabel')}
        color="error"
        busy={deleting}
        onClick={() => setConfirming('delete')}
      />
      <ConfirmDialog
        open={confirming === 'stop'}
        title={text('dialogs.stopTitle')}
        text={text('dialogs.stopText')}
        confirmLabel={text('action.stop')}
        onConfirm={() => stop.mutate(session)}
        onClose={close}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title={text('dialogs.deleteTitle')}
        text={text('dialogs.deleteText')}
        confirmLabel={text('action.delete')}
        onConfirm={() => deleteSession(session)}
        onClose={close}
      />
    </Stack>
  );
}
