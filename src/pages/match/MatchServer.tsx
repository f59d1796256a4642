import type { Team } from '@domain/api';
import type { Match, MatchPlayerStat, MatchSession } from '@domain/matches';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { PageSection } from '@/components/PageSection';
import { PlayerLink } from '@/components/ratings/PlayerLink';
import { canStartServer, type ServerProgress, serverProgress } from './matchModel';
import { useMatchAction } from './queries';

type TeamRef = { id: number; name: string };
type LivePlayer = MatchSession['players'][number];
type Column = 'player' | 'team' | 'eliminations' | 'deaths' | 'hits' | 'shots' | 'accuracy' | 'time';

const PROGRESS_COLOR: Record<ServerProgress, 'default' | 'info' | 'success' | 'error'> = {
  looking: 'default',
  booting: 'info',
  failed: 'error',
  waiting: 'info',
  live: 'success',
  finished: 'default',
};

/** A player's name from the two teams' rosters (live state carries ids only). */
function nameOf(rosters: (Team | undefined)[], userId: number): string {
  for (const team of rosters) {
    const player = team?.players.find((candidate) => candidate.userId === userId);
    if (player) return player.user.displayName;
  }
  return `#${userId}`;
}

/** The players' totals: live (no time played yet) or final; it scrolls sideways on a phone. */
function PlayersTable({
  title,
  match,
  rows,
}: {
  title: string;
  match: Match;
  rows: ((LivePlayer & { displayName: string }) | MatchPlayerStat)[];
}) {
  const translate = useTranslate();
  const final = rows.some((row) => 'secondsPlayed' in row);
  const columns: Column[] = ['player', 'team', 'eliminations', 'deaths', 'hits', 'shots', 'accuracy'];
  if (final) columns.push('time');
  const teamName = (side: 'A' | 'B') => (side === 'A' ? match.teamA.name : match.teamB.name);
  const cell = (row: (typeof rows)[number], column: Column) => {
    if (column === 'player') return <PlayerLink userId={row.userId} name={row.displayName} />;
    if (column === 'team') return teamName(row.team);
    if (column === 'accuracy')
      return row.shots > 0
        ? translate('app.match.server.accuracy', { percent: Math.round((100 * row.hits) / row.shots) })
        : '–';
    if (column === 'time')
      return 'secondsPlayed' in row
        ? translate('app.match.server.minutes', { minutes: Math.round(row.secondsPlayed / 60) })
        : '';
    return row[column];
  };
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column} align={column === 'player' || column === 'team' ? 'left' : 'right'}>
                  {translate(`app.match.server.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.userId}>
                {columns.map((column) => (
                  <TableCell
                    key={column}
                    align={column === 'player' || column === 'team' ? 'left' : 'right'}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {cell(row, column)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}

/** How to join the session: for the two rosters' players and admins (the server sends it to them only). */
function JoinDetails({ session }: { session: MatchSession }) {
  const translate = useTranslate();
  if (!session.code) return null;
  const address = session.slaveIp && session.slavePort ? `${session.slaveIp}:${session.slavePort}` : null;
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0, overflowWrap: 'anywhere' }}>
      <Typography component="dt" sx={{ fontWeight: 700 }}>
        {translate('app.match.server.code')}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
        {session.code}
      </Typography>
      {address ? (
        <>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {translate('app.match.server.address')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
            {address}
          </Typography>
        </>
      ) : null}
    </Stack>
  );
}

/**
 * The match server: the Start button for either captain or an admin within the hour before the match, its
 * progress, the live score, how to join, and the players' stats; nothing when there is nothing to show.
 */
export function MatchServer({
  match,
  team,
  isAdmin,
  rosters,
  now,
}: {
  match: Match;
  team: TeamRef | null;
  isAdmin: boolean;
  rosters: (Team | undefined)[];
  now: number;
}) {
  const translate = useTranslate();
  const start = useMatchAction((dataProvider) => dataProvider.startMatchServer(match.id), {
    success: () => ({ message: 'app.match.server.started' }),
  });
  const progress = serverProgress(match, start.isPending);
  const startable = canStartServer(match, team, isAdmin, now);
  const session = match.session ?? null;
  const stats = match.result?.players ?? [];
  if (!startable && !progress && stats.length === 0) return null;
  const live = session && session.status !== 'Not Active' ? session : null;
  return (
    <PageSection title={translate('app.match.server.title')}>
      <Stack spacing={2}>
        {progress ? (
          <Box role="status">
            <Chip
              label={translate(`app.match.server.progress.${progress}`)}
              color={PROGRESS_COLOR[progress]}
            />
            {progress === 'booting' || progress === 'failed' ? (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {translate(
                  progress === 'booting'
                    ? 'app.match.server.machineHint'
                    : 'app.match.server.machineFailedHint',
                )}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        {startable && !start.isPending ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography color="text.secondary">{translate('app.match.server.startHint')}</Typography>
            <Button variant="contained" onClick={() => start.mutate(undefined)}>
              {translate('app.match.server.start')}
            </Button>
          </Stack>
        ) : null}
        {live?.score ? (
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {translate('app.match.server.score', {
              teamA: match.teamA.name,
              roundsA: live.score.teamA,
              roundsB: live.score.teamB,
              teamB: match.teamB.name,
            })}
          </Typography>
        ) : null}
        {live ? <JoinDetails session={live} /> : null}
        {live && live.players.length > 0 && stats.length === 0 ? (
          <PlayersTable
            title={translate('app.match.server.livePlayers')}
            match={match}
            rows={live.players.map((player) => ({ ...player, displayName: nameOf(rosters, player.userId) }))}
          />
        ) : null}
        {stats.length > 0 ? (
          <PlayersTable title={translate('app.match.server.stats')} match={match} rows={stats} />
        ) : null}
      </Stack>
    </PageSection>
  );
}
