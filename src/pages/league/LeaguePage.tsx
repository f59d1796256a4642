import type { Team } from '@domain/api';
import { messages } from '@domain/messages';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Page } from '@/components/Page';
import { leagueStandings } from '@/resources/teams/leagueStandings';
import { useLeagueTeams } from '@/resources/teams/queries';
import {
  compactCellsOnPhone,
  hideOnPhone,
  LogoHeaderCell,
  TeamIdentityCells,
} from '@/resources/teams/tableCells';

const t = messages.teams;

function StandingRow({ team, rank }: { team: Team; rank: number }) {
  const names = team.players.map((player) => player.user.displayName).join(', ');
  return (
    <TableRow hover>
      <TableCell>{rank}</TableCell>
      <TeamIdentityCells team={team} />
      <TableCell>
        <Typography>{team.playerCount}</Typography>
        {names ? (
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {names}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: 700 }}>
        {team.points}
      </TableCell>
    </TableRow>
  );
}

function LeagueStatus() {
  const teams = useLeagueTeams();
  if (teams.isPending) return <Typography role="status">{messages.league.loading}</Typography>;
  if (teams.isError) {
    return (
      <Typography role="alert" color="error">
        {messages.league.loadError}
      </Typography>
    );
  }
  if (!teams.data?.length) return <Typography color="text.secondary">{t.empty}</Typography>;
  return (
    <TableContainer component={Paper} elevation={4}>
      <Table aria-label={messages.leagueOverview.title} sx={compactCellsOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>{t.rank}</TableCell>
            <LogoHeaderCell />
            <TableCell>{t.name}</TableCell>
            <TableCell sx={hideOnPhone}>{t.code}</TableCell>
            <TableCell>{t.players}</TableCell>
            <TableCell align="right">{t.points}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {leagueStandings(teams.data).map((team, index) => (
            <StandingRow key={team.id} team={team} rank={index + 1} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** SPEC section 2's league overview: the approved teams with their players and points. */
export default function LeaguePage() {
  return (
    <Page title={messages.leagueOverview.title}>
      <LeagueStatus />
    </Page>
  );
}
