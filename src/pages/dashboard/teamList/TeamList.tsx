import type { MyInvitations, Team } from '@domain/api';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useMyInvitations } from '@/components/invitations/queries';
import { useInvitationActions } from '@/components/invitations/useInvitationActions';
import { LoadState } from '@/components/LoadState';
import { useLeagueTeams } from '@/resources/teams/queries';
import {
  compactCellsOnPhone,
  hideOnPhone,
  LogoHeaderCell,
  TeamIdentityCells,
} from '@/resources/teams/tableCells';
import { TeamRowActions } from './TeamRowActions';
import { invitesErrorText, teamRowAction } from './teamRowAction';

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

/** The approved teams with what the player may do on each: request to join, or answer an invite. */
export function TeamList() {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.teams.fields.${field}`);
  const teams = useLeagueTeams();
  const invitations = useMyInvitations();
  const error = teams.isError
    ? translate('resources.teams.loadFailed')
    : invitations.isError
      ? invitesErrorText(invitations.error, translate('resources.invitations.fetchFailed'))
      : null;
  return (
    <LoadState loading={teams.isPending || invitations.isPending} error={error}>
      {teams.data?.length ? (
        <Table size="small" aria-label={translate('resources.teams.heading')} sx={compactCellsOnPhone}>
          <TableHead>
            <TableRow>
              <LogoHeaderCell />
              <TableCell>{label('name')}</TableCell>
              <TableCell sx={hideOnPhone}>{label('code')}</TableCell>
              <TableCell align="right">{label('playerCount')}</TableCell>
              <TableCell align="right">{label('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TeamRows teams={teams.data} invitations={invitations.data} />
        </Table>
      ) : (
        <Typography color="text.secondary">{translate('resources.teams.empty')}</Typography>
      )}
    </LoadState>
  );
}
