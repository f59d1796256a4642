import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GameSession } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { formatTime } from '../../resources/game-sessions/formatTime';
import { SessionRowActions } from './SessionRowActions';
import { FreshnessChip, SessionStatusChip } from './SessionStatusChip';

const t = messages.sessions;

function address(session: GameSession): string {
  if (!session.slaveIp) return t.noValue;
  return session.slavePort === null ? session.slaveIp : `${session.slaveIp}:${session.slavePort}`;
}

function Secondary({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Typography>
  );
}

/** One session: server and address, status, mode and public flag, code, players, scores, times, actions. */
export function SessionRow({ session, canManage }: { session: GameSession; canManage: boolean }) {
  const state = session.gameState;
  return (
    <TableRow hover>
      <TableCell>
        <Typography sx={{ fontWeight: 700, wordBreak: 'break-word' }}>{session.serverName}</Typography>
        <Secondary>{address(session)}</Secondary>
      </TableCell>
      <TableCell>
        <SessionStatusChip status={session.status} />
      </TableCell>
      <TableCell>
        <Typography>{session.mode}</Typography>
        <Secondary>{session.isPublic ? t.public : t.private}</Secondary>
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>{session.code}</TableCell>
      <TableCell align="right">{state ? state.playerCount : t.noValue}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {state ? t.score(state.teamA, state.teamB) : t.noValue}
      </TableCell>
      <TableCell>{formatTime(session.serverStart)}</TableCell>
      <TableCell>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <span>{formatTime(session.lastUpdatedAt)}</span>
          <FreshnessChip upToDate={session.upToDate} />
        </Stack>
      </TableCell>
      {canManage ? (
        <TableCell align="right">
          <SessionRowActions session={session} />
        </TableCell>
      ) : null}
    </TableRow>
  );
}
