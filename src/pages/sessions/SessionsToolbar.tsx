import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import type { GameSession } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import type { SessionFilter } from '../../resources/game-sessions/sessionModel';
import { useStopAll } from '../../resources/game-sessions/useSessionActions';
import { SessionFilters } from './SessionFilters';

const t = messages.sessions.list;

export interface AutoRefresh {
  on: boolean;
  set: (on: boolean) => void;
  /** Refetches at once, whatever the switch says. */
  now: () => void;
}

/** Stop All asks first, naming how many Active sessions it stops; with none it just says so. */
function StopAllButton({ sessions }: { sessions: readonly GameSession[] }) {
  const { activeOf, stopAll, isPending } = useStopAll();
  // The sessions the dialog counts, taken at the click: an auto refresh meanwhile does not change them.
  const [asked, setAsked] = useState<GameSession[]>([]);
  const [open, setOpen] = useState(false);
  const click = () => {
    const active = activeOf(sessions);
    if (active.length === 0) return stopAll(active);
    setAsked(active);
    setOpen(true);
  };
  return (
    <>
      <Button variant="contained" color="error" loading={isPending} onClick={click}>
        {t.stopAll}
      </Button>
      <ConfirmDialog
        open={open}
        title={messages.sessions.stopAllTitle}
        text={messages.sessions.stopAllText(asked.length)}
        confirmLabel={t.stopAll}
        onConfirm={() => stopAll(asked)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** The list's filters, the Auto Refresh switch (on by default), a refresh now and, for managers, Stop All. */
export function SessionsToolbar({
  filter,
  onFilterChange,
  autoRefresh,
  sessions,
  canManage,
}: {
  filter: SessionFilter;
  onFilterChange: (filter: SessionFilter) => void;
  autoRefresh: AutoRefresh;
  sessions: readonly GameSession[];
  canManage: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <SessionFilters value={filter} onChange={onFilterChange} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: { sm: 'auto' } }}>
        <FormControlLabel
          control={
            <Switch checked={autoRefresh.on} onChange={(event) => autoRefresh.set(event.target.checked)} />
          }
          label={t.autoRefresh}
        />
        <Tooltip title={t.refresh}>
          <IconButton aria-label={t.refresh} onClick={autoRefresh.now}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
        {canManage ? <StopAllButton sessions={sessions} /> : null}
      </Box>
    </Box>
  );
}
