import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { GameSession } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { filterSessions, type SessionFilter } from '../../resources/game-sessions/sessionModel';
import { SessionsTable } from './SessionsTable';
import { type AutoRefresh, SessionsToolbar } from './SessionsToolbar';

/** The sessions under their toolbar, filtered on the client (the stats need every session anyway). */
export function SessionsList({
  sessions,
  autoRefresh,
  canManage,
}: {
  sessions: readonly GameSession[];
  autoRefresh: AutoRefresh;
  canManage: boolean;
}) {
  const headingId = useId();
  const [filter, setFilter] = useState<SessionFilter>('all');
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {messages.sessions.list.title}
      </Typography>
      <SessionsToolbar
        filter={filter}
        onFilterChange={setFilter}
        autoRefresh={autoRefresh}
        sessions={sessions}
        canManage={canManage}
      />
      <SessionsTable sessions={filterSessions(sessions, filter)} filter={filter} canManage={canManage} />
    </section>
  );
}
