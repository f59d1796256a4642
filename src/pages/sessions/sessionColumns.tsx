import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { GameSession } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { FreshnessChip, SessionStatusChip } from './SessionStatusChip';
import { SessionTime } from './SessionTime';

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

export interface SessionColumn {
  key: string;
  header: string;
  align?: 'right';
  render: (session: GameSession) => ReactNode;
}

/**
 * What the list shows of a session, once for the table (a column each) and the phone cards (a line each):
 * server and address, status, mode and public flag, code, players, scores, start, last update and freshness.
 */
export const SESSION_COLUMNS: readonly SessionColumn[] = [
  {
    key: 'server',
    header: t.columns.server,
    render: (session) => (
      <>
        <Typography sx={{ fontWeight: 700, wordBreak: 'break-word' }}>{session.serverName}</Typography>
        <Secondary>{address(session)}</Secondary>
      </>
    ),
  },
  {
    key: 'status',
    header: t.columns.status,
    render: (session) => <SessionStatusChip status={session.status} />,
  },
  {
    key: 'mode',
    header: t.columns.mode,
    render: (session) => (
      <>
        <Typography>{session.mode}</Typography>
        <Secondary>{session.isPublic ? t.public : t.private}</Secondary>
      </>
    ),
  },
  {
    key: 'code',
    header: t.columns.code,
    render: (session) => (
      <Typography sx={{ fontFamily: 'monospace', fontSize: '1.05rem' }}>{session.code}</Typography>
    ),
  },
  {
    key: 'players',
    header: t.columns.players,
    align: 'right',
    render: (session) => session.gameState?.playerCount ?? t.noValue,
  },
  {
    key: 'score',
    header: t.columns.score,
    render: ({ gameState }) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {gameState ? t.score(gameState.teamA, gameState.teamB) : t.noValue}
      </Box>
    ),
  },
  {
    key: 'started',
    header: t.columns.started,
    render: (session) => <SessionTime iso={session.serverStart} />,
  },
  {
    key: 'lastUpdate',
    header: t.columns.lastUpdate,
    render: (session) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <SessionTime iso={session.lastUpdatedAt} />
        <FreshnessChip upToDate={session.upToDate} />
      </Stack>
    ),
  },
];
