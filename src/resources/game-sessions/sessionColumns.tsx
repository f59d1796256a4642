import type { GameSession } from '@domain/api';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { FreshnessChip, SessionStatusChip } from './SessionStatusChip';
import { SessionTime } from './SessionTime';

function Secondary({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Typography>
  );
}

function ServerCell({ session }: { session: GameSession }) {
  const translate = useTranslate();
  const { slaveIp, slavePort } = session;
  const address = slaveIp ? (slavePort === null ? slaveIp : `${slaveIp}:${slavePort}`) : null;
  return (
    <>
      <Typography sx={{ fontWeight: 700, wordBreak: 'break-word' }}>{session.serverName}</Typography>
      <Secondary>{address ?? translate('resources.sessions.noValue')}</Secondary>
    </>
  );
}

function ModeCell({ session }: { session: GameSession }) {
  const translate = useTranslate();
  return (
    <>
      <Typography>{session.mode}</Typography>
      <Secondary>
        {translate(session.isPublic ? 'resources.sessions.public' : 'resources.sessions.private')}
      </Secondary>
    </>
  );
}

/** The code, or for a league match session whose code this reader may not see, which match it hosts. */
function CodeCell({ session }: { session: GameSession }) {
  const translate = useTranslate();
  if (session.code !== null)
    return <Typography sx={{ fontFamily: 'monospace', fontSize: '1.05rem' }}>{session.code}</Typography>;
  return (
    <Tooltip title={translate('resources.sessions.hiddenCodeHint')} describeChild>
      <Typography color="text.secondary" tabIndex={0} sx={{ whiteSpace: 'nowrap' }}>
        {translate('resources.sessions.hiddenCode', { matchId: session.matchId })}
      </Typography>
    </Tooltip>
  );
}

function PlayersCell({ session }: { session: GameSession }) {
  const translate = useTranslate();
  return session.gameState?.playerCount ?? translate('resources.sessions.noValue');
}

function ScoreCell({ session: { gameState } }: { session: GameSession }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {gameState
        ? translate('resources.sessions.score', { teamA: gameState.teamA, teamB: gameState.teamB })
        : translate('resources.sessions.noValue')}
    </Box>
  );
}

export interface SessionColumn {
  /** The record field it shows (labelled by resources.sessions.fields.<source>). */
  source: string;
  /** Whether the API sorts by it. */
  sortable: boolean;
  align?: 'right';
  render: (session: GameSession) => ReactNode;
}

/**
 * What the list shows of a session, once for the table (a column each) and the phone cards (a line each):
 * server and address, status, mode and public flag, code, players, scores, start, last update and freshness.
 */
export const SESSION_COLUMNS: readonly SessionColumn[] = [
  { source: 'serverName', sortable: true, render: (session) => <ServerCell session={session} /> },
  { source: 'status', sortable: true, render: (session) => <SessionStatusChip status={session.status} /> },
  { source: 'mode', sortable: true, render: (session) => <ModeCell session={session} /> },
  {
    source: 'code',
    sortable: true,
    render: (session) => <CodeCell session={session} />,
  },
  {
    source: 'players',
    sortable: false,
    align: 'right',
    render: (session) => <PlayersCell session={session} />,
  },
  { source: 'score', sortable: false, render: (session) => <ScoreCell session={session} /> },
  { source: 'serverStart', sortable: true, render: (session) => <SessionTime iso={session.serverStart} /> },
  {
    source: 'lastUpdatedAt',
    sortable: true,
    render: (session) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <SessionTime iso={session.lastUpdatedAt} />
        <FreshnessChip upToDate={session.upToDate} />
      </Stack>
    ),
  },
];
