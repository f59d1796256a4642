import type { GameSession } from '@domain/api';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { SessionFilters } from './SessionFilters';
import { useStopAll } from './useSessionMutations';

export interface AutoRefresh {
  on: boolean;
  set: (on: boolean) => void;
  /** Refetches at once, whatever the switch says. */
  now: () => void;
}

/** Stop All asks first, naming how many Active sessions (of every page) it stops; with none it says so. */
function StopAllButton() {
  const translate = useTranslate();
  const { askToStopAll, stopAll, isPending } = useStopAll();
  // The sessions the dialog counts, read at the click: an auto refresh meanwhile does not change them.
  const [asked, setAsked] = useState<GameSession[]>([]);
  const [open, setOpen] = useState(false);
  const confirm = (active: GameSession[]) => {
    setAsked(active);
    setOpen(true);
  };
  const stopAllText = translate('resources.sessions.list.stopAll');
  return (
    <>
      <Button variant="contained" color="error" loading={isPending} onClick={() => askToStopAll(confirm)}>
        {stopAllText}
      </Button>
      <ConfirmDialog
        open={open}
        title={translate('resources.sessions.dialogs.stopAllTitle')}
        text={translate('resources.sessions.dialogs.stopAllText', { smart_count: asked.length })}
        confirmLabel={stopAllText}
        onConfirm={() => stopAll(asked)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** The status filters, the Auto Refresh switch (on by default), a refresh now and, for managers, Stop All. */
export function SessionsToolbar({
  autoRefresh,
  canManage,
}: {
  autoRefresh: AutoRefresh;
  canManage: boolean;
}) {
  const translate = useTranslate();
  const refresh = translate('resources.sessions.list.refresh');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: { xs: 1, sm: 2 } }}>
      <SessionFilters />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, ml: { sm: 'auto' } }}>
        <FormControlLabel
          control={
            <Switch checked={autoRefresh.on} onChange={(event) => autoRefresh.set(event.target.checked)} />
          }
          label={translate('resources.sessions.list.autoRefresh')}
        />
        <Tooltip title={refresh}>
          <IconButton aria-label={refresh} onClick={autoRefresh.now}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
        {canManage ? <StopAllButton /> : null}
      </Box>
    </Box>
  );
}
