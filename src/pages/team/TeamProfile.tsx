import type { Team } from '@domain/api';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { DetailRow } from '@/components/DetailRow';
import { DisbandedChip } from '@/resources/teams/DisbandedChip';
import { TeamLogo } from '@/resources/teams/TeamLogo';
import { TeamStatusChip } from '@/resources/teams/TeamStatusChip';
import { TeamWebsite } from '@/resources/teams/TeamWebsite';

/** The team's logo, short code, website, status and league. */
export function TeamProfile({ team }: { team: Team }) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
      <TeamLogo name={team.name} logoUrl={team.logoUrl} size={96} />
      <Stack component="dl" spacing={0.5} sx={{ m: 0, minWidth: 0 }}>
        <DetailRow label={translate('app.team.fields.code')}>{team.code}</DetailRow>
        <DetailRow label={translate('app.team.fields.website')}>
          <TeamWebsite website={team.website} />
        </DetailRow>
        <DetailRow label={translate('app.team.fields.status')}>
          {team.disbandedAt ? <DisbandedChip /> : <TeamStatusChip status={team.status} />}
        </DetailRow>
        <DetailRow label={translate('app.team.fields.league')}>{team.league.name}</DetailRow>
        {team.disbandedAt ? (
          <Typography color="text.secondary">
            {translate('resources.teams.disbandedOn', {
              date: new Date(team.disbandedAt).toLocaleDateString(),
            })}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
