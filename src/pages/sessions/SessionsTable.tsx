import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { GameSession } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { SessionRow } from './SessionRow';
import { SESSION_COLUMNS } from './sessionColumns';

const t = messages.sessions;

/**
 * The sessions as a table, from 600 px up. The grid around it lets the table scroll sideways on its own
 * when it is wider than the screen, instead of widening the whole page.
 */
export function SessionsTable({
  sessions,
  canManage,
}: {
  sessions: readonly GameSession[];
  canManage: boolean;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <TableContainer component={Paper} elevation={4}>
        <Table size="small" aria-label={t.list.tableLabel} sx={{ '& td, & th': { py: 1, px: 1.25 } }}>
          <TableHead>
            <TableRow>
              {SESSION_COLUMNS.map((column) => (
                <TableCell key={column.key} align={column.align} sx={{ whiteSpace: 'nowrap' }}>
                  {column.header}
                </TableCell>
              ))}
              {canManage ? <TableCell align="right">{t.columns.actions}</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {sessions.map((session) => (
              <SessionRow key={session.id} session={session} canManage={canManage} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
