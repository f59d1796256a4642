import type { MyInvitations, Team } from '@domain/api';
import { messages } from '@domain/messages';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LoadState } from '@/components/LoadState';
import { useMyInvitations } from '@/resources/invitations/queries';
import { useInvitationActions } from '@/resources/invitations/useInvitationActions';
import { useLeagueTeams } from '../queries';
import { compactCellsOnPhone, hideOnPhone, LogoHeaderCell, TeamIdentityCells } from '../tableCells';
import { TeamRowActions } from './TeamRowActions';
import { invitesErrorText, teamRowAction } from './teamRowAction';

const t = messages.teams;

function TeamRows({ teams, invitations }: { teams: Team[]; invitations: MyInvitations | undefined }) {
  const actions = useInvitationActions();
  return (
    <TableBody>
      {teams.map((team) => (
        <TableRow key={team.id} hover>
          <TeamIdentityCells team={team} />
          <TableCell align="right">{team.playerCount}</TableCell>
          <TableCell align="right">
            <TeamRowActions teamId={team.id} action={teamRowAction(team.id, invitations)} actions={actions} />
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  );
}

/** The approved teams with what the player may do on each (SPEC section 2). */
export function TeamList() {
  const teams = useLeagueTeams();
  const invitations = useMyInvitations();
  const error = teams.isError
    ? messages.league.loadError
    : invitations.isError
      ? invitesErrorText(invitations.error, messages.invites.fetchFailed)
      : null;
  return (
    <LoadState loading={teams.isPending || invitations.isPending} error={error}>
      {teams.data?.length ? (
        <Table size="small" aria-label={t.heading} sx={compactCellsOnPhone}>
          <TableHead>
            <TableRow>
              <LogoHeaderCell />
              <TableCell>{t.name}</TableCell>
              <TableCell sx={hideOnPhone}>{t.code}</TableCell>
              <TableCell align="right">{t.players}</TableCell>
              <TableCell align="right">{t.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TeamRows teams={teams.data} invitations={invitations.data} />
        </Table>
      ) : (
        <Typography color="text.secondary">{t.empty}</Typography>
      )}
    </LoadState>
  );
}
