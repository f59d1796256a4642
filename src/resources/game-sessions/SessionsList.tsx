import { SESSIONS_TOPIC } from '@domain/live-topics';
import { hasPermission } from '@domain/permissions';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { TextInput } from 'ra-ui-materialui';
import { useId, useState } from 'react';
import { usePrincipal } from '@/authProvider/AuthServices';
import { AdminList } from '@/components/AdminList';
import { Page } from '@/components/Page';
import { useSmallScreen } from '@/components/useSmallScreen';
import { useLiveTopic } from '@/dataProvider';
import { CreateSessionForm } from './CreateSessionForm';
import { SessionCards } from './SessionCards';
import { SessionsTable } from './SessionsTable';
import { type AutoRefresh, SessionsToolbar } from './SessionsToolbar';
import { StatsCards } from './StatsCards';
import { autoRefreshInterval, SESSIONS, useConnectedClients, useSessionStats } from './useSessionQueries';

/** Searched by the server (filter {q}: part of the code, client id or server name). */
const filters = [<TextInput key="q" source="q" label="resources.sessions.list.search" alwaysOn resettable />];

/**
 * Auto Refresh: on by default. On, the screen follows the sessions live (the game servers' reports reach
 * it as they are saved) and polls every 5000 ms only while the live stream is down; off, it stays as it is.
 */
function useAutoRefresh(): AutoRefresh & { poll: boolean } {
  const [on, set] = useState(true);
  const queryClient = useQueryClient();
  const now = () => void queryClient.invalidateQueries({ queryKey: [SESSIONS] });
  const live = useLiveTopic(on ? SESSIONS_TOPIC : null, now);
  return { on, set, now, poll: on && !live };
}

/**
 * The Game Session Manager. Everyone with view:gameSessions sees the stats and the list
 * (paged, sorted and filtered by the server); only manage:gameSessions gets the create form, Stop, Stop All
 * and Delete (the server refuses the rest).
 */
export default function SessionsList() {
  const translate = useTranslate();
  const headingId = useId();
  const canManage = hasPermission(usePrincipal(), 'manage:gameSessions');
  const autoRefresh = useAutoRefresh();
  const stats = useSessionStats(autoRefresh.poll);
  const clients = useConnectedClients(autoRefresh.poll);
  const SessionRows = useSmallScreen() ? SessionCards : SessionsTable;
  const title = translate('resources.sessions.title');
  return (
    <Page title={title} maxWidth={1400}>
      <StatsCards stats={stats.data} clientCount={clients.data?.length} />
      {canManage ? <CreateSessionForm clients={clients.data ?? []} clientsFailed={clients.isError} /> : null}
      <section aria-labelledby={headingId}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate('resources.sessions.list.title')}
        </Typography>
        <AdminList
          title={title}
          filters={filters}
          loadFailed="resources.sessions.loadFailed"
          queryOptions={{ refetchInterval: autoRefreshInterval(autoRefresh.poll) }}
          // Filters, sort and page are the screen's state, as the filter buttons were before; not the URL's.
          disableSyncWithLocation
        >
          <SessionsToolbar autoRefresh={autoRefresh} canManage={canManage} />
          <SessionRows canManage={canManage} />
        </AdminList>
      </section>
    </Page>
  );
}
