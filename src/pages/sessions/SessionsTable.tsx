import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GameSession } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import type { SessionFilter } from '../../resources/game-sessions/sessionModel';
import { SessionRow } from './SessionRow';

const t = messages.sessions;

function SessionsHead({ canManage }: { canManage: boolean }) {
  const c = t.columns;
  return (
    <TableHead>
      <TableRow>
        <TableCell>{c.server}</TableCell>
        <TableCell>{c.status}</TableCell>
        <TableCell>{c.mode}</TableCell>
        <TableCell>{c.code}</TableCell>
        <TableCell align="right">{c.players}</TableCell>
        <TableCell>{c.score}</TableCell>
        <TableCell>{c.started}</TableCell>
        <TableCell>{c.lastUpdate}</TableCell>
        {canManage ? <TableCell align="right">{c.actions}</TableCell> : null}
      </TableRow>
    </TableHead>
  );
}

/** The filtered sessions, or the filter's own empty message. */
export function SessionsTable({
  sessions,
  filter,
  canManage,
}: {
  sessions: readonly GameSession[];
  filter: SessionFilter;
  canManage: boolean;
}) {
  if (sessions.length === 0) {
    return (
      <Paper elevation={4} sx={{ p: 3 }}>
        <Typography color="text.secondary">{t.empty[filter]}</Typography>
      </Paper>
    );
  }
  return (
    <TableContainer component={Paper} elevation={4}>
      <Table size="small" aria-label={t.list.tableLabel} sx={{ '& td, & th': { py: 1 } }}>
        <SessionsHead canManage={canManage} />
        <TableBody>
          {sessions.map((session) => (
            <SessionRow key={session.id} session={session} canManage={canManage} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
