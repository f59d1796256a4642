import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { GameSession } from '../../../domain/api';
import { SessionRowActions } from './SessionRowActions';
import { SESSION_COLUMNS } from './sessionColumns';

/** One session as a table row, with Stop and Delete for managers. */
export function SessionRow({ session, canManage }: { session: GameSession; canManage: boolean }) {
  return (
    <TableRow hover>
      {SESSION_COLUMNS.map((column) => (
        <TableCell key={column.key} align={column.align}>
          {column.render(session)}
        </TableCell>
      ))}
      {canManage ? (
        <TableCell align="right">
          <SessionRowActions session={session} />
        </TableCell>
      ) : null}
    </TableRow>
  );
}
