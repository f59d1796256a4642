import type { Team } from '@domain/api';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { DetailRow } from '@/components/DetailRow';
import { TeamLogo } from '../TeamLogo';
import { TeamNameLink } from '../TeamNameLink';
import { TeamStatusChip } from '../TeamStatusChip';
import { TeamWebsite } from '../TeamWebsite';
import { text } from './resourceName';
import { TeamPlayersTable } from './TeamPlayersTable';

/** Everything an admin decides on: the team's details and its players. */
export function TeamDetails({ team }: { team: Team }) {
  const translate = useTranslate();
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
        <DetailRow label={translate(text('fields.status'))}>
          <TeamStatusChip status={team.status} />
        </DetailRow>
        <DetailRow label={translate(text('fields.website'))}>
          <TeamWebsite website={team.website} />
        </DetailRow>
        <DetailRow label={translate(text('fields.createdAt'))}>
          {new Date(team.createdAt).toLocaleString()}
        </DetailRow>
        <DetailRow label={translate(text('fields.league'))}>{team.league.name}</DetailRow>
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {translate(text('players.title'))}
      </Typography>
      <TeamPlayersTable players={team.players} />
    </Stack>
  );
}
