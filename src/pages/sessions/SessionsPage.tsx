import Alert from '@mui/material/Alert';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../../domain/messages';
import { hasPermission } from '../../../domain/permissions';
import { GAME_SESSIONS_SCOPE } from '../../api/queryKeys';
import { usePrincipal } from '../../authProvider/AuthServices';
import { LoadState } from '../../components/LoadState';
import { Page } from '../../components/Page';
import { useConnectedClients, useGameSessions } from '../../resources/game-sessions/queries';
import { CreateSessionForm } from './CreateSessionForm';
import { SessionsList } from './SessionsList';
import type { AutoRefresh } from './SessionsToolbar';
import { StatsCards } from './StatsCards';

const t = messages.sessions;

/** Auto Refresh: on by default; the switch starts and stops the 5000 ms polling of sessions and clients. */
function useAutoRefresh(): AutoRefresh {
  const [on, set] = useState(true);
  const queryClient = useQueryClient();
  return { on, set, now: () => void queryClient.invalidateQueries({ queryKey: [GAME_SESSIONS_SCOPE] }) };
}

/**
 * SPEC section 2's Game Session Manager. Everyone with view:gameSessions sees the stats and the list;
 * only manage:gameSessions gets the create form, Stop, Stop All and Delete (the server refuses the rest).
 */
export default function SessionsPage() {
  const canManage = hasPermission(usePrincipal(), 'manage:gameSessions');
  const autoRefresh = useAutoRefresh();
  const sessions = useGameSessions(autoRefresh.on);
  const clients = useConnectedClients(autoRefresh.on);
  return (
    <Page title={t.title} maxWidth={1400}>
      {sessions.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {t.loadFailed}
        </Alert>
      ) : null}
      <StatsCards sessions={sessions.data} clientCount={clients.data?.length} />
      {canManage ? <CreateSessionForm clients={clients.data ?? []} clientsFailed={clients.isError} /> : null}
      <LoadState loading={sessions.isPending && !sessions.isError} error={null}>
        {sessions.data ? (
          <SessionsList sessions={sessions.data} autoRefresh={autoRefresh} canManage={canManage} />
        ) : null}
      </LoadState>
    </Page>
  );
}
