import type { Team } from '@domain/api';
import type { MatchEvent } from '@domain/match-scheduling';
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
import {
  canStartServer,
  type JoinedPlayer,
  joinedPlayers,
  type ServerProgress,
  serverProgress,
} from './matchPageModel';
import { clockTime } from './matchTime';
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
  joined,
}: {
  title: string;
  match: Match;
  rows: ((LivePlayer & { displayName: string }) | MatchPlayerStat)[];
  /** The players who joined by their codes: anyone else in the table is marked. */
  joined: ReadonlySet<number>;
}) {
  const translate = useTranslate();
  const anyNotJoined = rows.some((row) => !joined.has(row.userId));
  const final = rows.some((row) => 'secondsPlayed' in row);
  // Under a minute in seconds, else in whole minutes.
  const timePlayed = (seconds: number) =>
    seconds < 60
      ? translate('app.match.server.seconds', { seconds })
      : translate('app.match.server.minutes', { minutes: Math.round(seconds / 60) });
  const columns: Column[] = ['player', 'team', 'eliminations', 'deaths', 'hits', 'shots', 'accuracy'];
  if (final) columns.push('time');
  const teamName = (side: 'A' | 'B') => (side === 'A' ? match.teamA.name : match.teamB.name);
  const cell = (row: (typeof rows)[number], column: Column) => {
    if (column === 'player') {
      if (joined.has(row.userId)) return <PlayerLink userId={row.userId} name={row.displayName} />;
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PlayerLink userId={row.userId} name={row.displayName} />
          <Chip size="small" color="warning" label={translate('app.match.server.notJoined')} />
        </Stack>
      );
    }
    if (column === 'team') return teamName(row.team);
    if (column === 'accuracy')
      return row.shots > 0
        ? translate('app.match.server.accuracy', { percent: Math.round((100 * row.hits) / row.shots) })
        : '–';
    if (column === 'time') return 'secondsPlayed' in row ? timePlayed(row.secondsPlayed) : '';
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
      {anyNotJoined ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.match.server.notJoinedHint')}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** Who joined the session by their join codes: "Ana joined side A at 19:58". */
function Lobby({ players }: { players: JoinedPlayer[] }) {
  const translate = useTranslate();
  const title = translate('app.match.server.lobby');
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {players.length === 0 ? (
        <Typography color="text.secondary">{translate('app.match.server.lobbyEmpty')}</Typography>
      ) : (
        <Box component="ul" aria-label={title} sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
          {players.map((player) => (
            <li key={`${player.userId}-${player.joinedAt}`}>
              <time dateTime={player.joinedAt}>
                {translate('app.match.history.playerJoined', {
                  player: player.displayName,
                  side: player.team,
                  time: clockTime(player.joinedAt),
                })}
              </time>
            </li>
          ))}
        </Box>
      )}
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
  events,
  joinCardShown,
}: {
  match: Match;
  team: TeamRef | null;
  isAdmin: boolean;
  rosters: (Team | undefined)[];
  now: number;
  /** The match's history: who joined comes from its playerJoined steps. */
  events: readonly MatchEvent[];
  /** The viewer has the "Join the match" card, which shows the join details already. */
  joinCardShown: boolean;
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
  const lobby = joinedPlayers(events);
  const joined = new Set(lobby.map((player) => player.userId));
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
        {live && !joinCardShown ? <JoinDetails session={live} /> : null}
        {live || lobby.length > 0 ? <Lobby players={lobby} /> : null}
        {live && live.players.length > 0 && stats.length === 0 ? (
          <PlayersTable
            title={translate('app.match.server.livePlayers')}
            match={match}
            rows={live.players.map((player) => ({ ...player, displayName: nameOf(rosters, player.userId) }))}
            joined={joined}
          />
        ) : null}
        {stats.length > 0 ? (
          <PlayersTable
            title={translate('app.match.server.stats')}
            match={match}
            rows={stats}
            joined={joined}
          />
        ) : null}
      </Stack>
    </PageSection>
  );
}
