import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GameSession } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { SessionRowActions } from './SessionRowActions';
import { SESSION_COLUMNS } from './sessionColumns';

/** One session on a phone: the table's columns as labelled lines, then Stop and Delete for managers. */
export function SessionCard({ session, canManage }: { session: GameSession; canManage: boolean }) {
  return (
    <Paper component="li" elevation={4} sx={{ p: 2, listStyle: 'none' }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        {SESSION_COLUMNS.map((column) => (
          <Box key={column.key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: 0.25 }}>
              {column.header}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              {column.render(session)}
            </Box>
          </Box>
        ))}
      </Box>
      {canManage ? (
        <Box sx={{ mt: 2 }}>
          <SessionRowActions session={session} />
        </Box>
      ) : null}
    </Paper>
  );
}

/** The sessions as a list of cards, for screens under 600 px where the table does not fit. */
export function SessionCards({
  sessions,
  canManage,
}: {
  sessions: readonly GameSession[];
  canManage: boolean;
}) {
  return (
    <Box
      component="ul"
      aria-label={messages.sessions.list.tableLabel}
      sx={{ display: 'grid', gap: 2, p: 0, m: 0 }}
    >
      {sessions.map((session) => (
        <SessionCard key={session.id} session={session} canManage={canManage} />
      ))}
    </Box>
  );
}
