import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { CreateTeamButton } from '@/resources/teams/create/CreateTeamButton';
import { TeamList } from '../teamList/TeamList';

/** A player without a team sees the teams they may join and the Create Team button. */
export function NoTeamView() {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography color="text.secondary">{translate('resources.teams.noTeamYet')}</Typography>
        <CreateTeamButton />
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {translate('resources.teams.heading')}
      </Typography>
      <TeamList />
    </Stack>
  );
}
