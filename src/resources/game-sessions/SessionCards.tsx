import type { GameSession } from '@domain/api';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'ra-core';
import { LoadState } from '@/components/LoadState';
import { SessionRowActions } from './SessionRowActions';
import { SessionsEmpty } from './SessionsEmpty';
import { SESSION_COLUMNS } from './sessionColumns';

/** One session on a phone: the table's columns as labelled lines, then Stop and Delete for managers. */
function SessionCard({ session, canManage }: { session: GameSession; canManage: boolean }) {
  const translate = useTranslate();
  return (
    <Paper component="li" elevation={4} sx={{ p: 2, listStyle: 'none' }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        {SESSION_COLUMNS.map((column) => (
          <Box key={column.source} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: 0.25 }}>
              {translate(`resources.sessions.fields.${column.source}`)}
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

/** Phones (under 600 px, where the table does not fit): the list's page of sessions as cards. */
export function SessionCards({ canManage }: { canManage: boolean }) {
  const translate = useTranslate();
  const { data, isPending } = useListContext<GameSession>();
  const sessions = data ?? [];
  return (
    <LoadState loading={isPending} error={null}>
      {sessions.length === 0 ? (
        <SessionsEmpty />
      ) : (
        <Box
          component="ul"
          aria-label={translate('resources.sessions.list.tableLabel')}
          sx={{ display: 'grid', gap: 2, p: 0, m: 0 }}
        >
          {sessions.map((session) => (
            <SessionCard key={session.id} session={session} canManage={canManage} />
          ))}
        </Box>
      )}
    </LoadState>
  );
}
