import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Team } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { DetailRow } from '../../components/DetailRow';
import { TeamStatusChip } from '../../resources/teams/myTeam/TeamHeader';
import { TeamLogo } from '../../resources/teams/TeamLogo';
import { TeamNameLink } from '../../resources/teams/TeamNameLink';
import { TeamWebsite } from '../../resources/teams/TeamWebsite';
import { TeamPlayersTable } from './TeamPlayersTable';

const t = messages.leagueManagement;

/** Everything an admin decides on: the team's details and its players. */
export function TeamDetails({ team }: { team: Team }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TeamLogo name={team.name} logoUrl={team.logoUrl} />
        <div>
          <Typography variant="h6">
            <TeamNameLink team={team} />
          </Typography>
          <Typography color="text.secondary">{team.code}</Typography>
        </div>
      </Stack>
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        <DetailRow label={t.status}>
          <TeamStatusChip status={team.status} />
        </DetailRow>
        <DetailRow label={t.website}>
          <TeamWebsite website={team.website} />
        </DetailRow>
        <DetailRow label={t.createdAt}>{new Date(team.createdAt).toLocaleString()}</DetailRow>
        <DetailRow label={t.league}>{team.league.name}</DetailRow>
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t.players}
      </Typography>
      <TeamPlayersTable players={team.players} />
    </Stack>
  );
}
