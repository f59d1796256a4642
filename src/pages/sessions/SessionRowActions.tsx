import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { GameSession } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { isActive } from '../../resources/game-sessions/sessionModel';
import { useDeleteSession, useStopSession } from '../../resources/game-sessions/useSessionActions';

const t = messages.sessions;

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
  const stop = useStopSession();
  const remove = useDeleteSession();
  const [confirming, setConfirming] = useState<'stop' | 'delete' | null>(null);
  const close = () => setConfirming(null);
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {isActive(session) ? (
        <RowButton
          text={t.stop}
          label={t.stopLabel(session.code, session.serverName)}
          color="warning"
          busy={stop.isPending}
          onClick={() => setConfirming('stop')}
        />
      ) : null}
      <RowButton
        text={t.delete}
        label={t.deleteLabel(session.code, session.serverName)}
        color="error"
        busy={remove.isPending}
        onClick={() => setConfirming('delete')}
      />
      <ConfirmDialog
        open={confirming === 'stop'}
        title={t.stopTitle}
        text={t.stopText(session.code, session.serverName)}
        confirmLabel={t.stop}
        onConfirm={() => stop.mutate(session)}
        onClose={close}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title={t.deleteTitle}
        text={t.deleteText(session.code, session.serverName)}
        confirmLabel={t.delete}
        onConfirm={() => remove.mutate(session)}
        onClose={close}
      />
    </Stack>
  );
}
