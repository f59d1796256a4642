import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import type { GameSession } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { filterSessions, type SessionFilter } from '../../resources/game-sessions/sessionModel';
import { SessionCards } from './SessionCard';
import { SessionsTable } from './SessionsTable';
import { type AutoRefresh, SessionsToolbar } from './SessionsToolbar';

const t = messages.sessions;

/** The filtered sessions: the filter's own empty message, cards on a phone, else the table. */
function FilteredSessions({
  sessions,
  filter,
  canManage,
}: {
  sessions: readonly GameSession[];
  filter: SessionFilter;
  canManage: boolean;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const shown = filterSessions(sessions, filter);
  if (shown.length === 0) {
    return (
      <Paper elevation={4} sx={{ p: 3 }}>
        <Typography color="text.secondary">{t.empty[filter]}</Typography>
      </Paper>
    );
  }
  return phone ? (
    <SessionCards sessions={shown} canManage={canManage} />
  ) : (
    <SessionsTable sessions={shown} canManage={canManage} />
  );
}

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
        {t.list.title}
      </Typography>
      <SessionsToolbar
        filter={filter}
        onFilterChange={setFilter}
        autoRefresh={autoRefresh}
        sessions={sessions}
        canManage={canManage}
      />
      <FilteredSessions sessions={sessions} filter={filter} canManage={canManage} />
    </section>
  );
}
