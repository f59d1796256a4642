import type { Team } from '@domain/api';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Page } from '@/components/Page';
import { leagueStandings } from '@/resources/teams/leagueStandings';
import { useLeagueTeams } from '@/resources/teams/queries';
import {
  compactCellsOnPhone,
  hideOnPhone,
  LogoHeaderCell,
  TeamIdentityCells,
} from '@/resources/teams/tableCells';

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
  const translate = useTranslate();
  const teams = useLeagueTeams();
  if (teams.isPending) return <Typography role="status">{translate('app.league.loading')}</Typography>;
  if (teams.isError) {
    return (
      <Typography role="alert" color="error">
        {translate('app.league.loadError')}
      </Typography>
    );
  }
  if (!teams.data?.length) {
    return <Typography color="text.secondary">{translate('app.league.empty')}</Typography>;
  }
  return (
    <TableContainer component={Paper} elevation={4}>
      <Table aria-label={translate('app.league.title')} sx={compactCellsOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.league.columns.rank')}</TableCell>
            <LogoHeaderCell />
            <TableCell>{translate('app.league.columns.name')}</TableCell>
            <TableCell sx={hideOnPhone}>{translate('app.league.columns.code')}</TableCell>
            <TableCell>{translate('app.league.columns.players')}</TableCell>
            <TableCell align="right">{translate('app.league.columns.points')}</TableCell>
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
  const translate = useTranslate();
  return (
    <Page title={translate('app.league.title')}>
      <LeagueStatus />
    </Page>
  );
}
