import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import type { GameSession } from '../../../domain/api';
import { messages } from '../../../domain/messages';
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

function StopAllButton({ sessions }: { sessions: readonly GameSession[] }) {
  const { stopAll, isPending } = useStopAll();
  return (
    <Button variant="contained" color="error" loading={isPending} onClick={() => stopAll(sessions)}>
      {t.stopAll}
    </Button>
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
