import { messages } from '@domain/messages';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CreateTeamButton } from '../create/CreateTeamButton';
import { TeamList } from '../list/TeamList';

/** A player without a team sees the teams they may join and the Create Team button. */
export function NoTeamView() {
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography color="text.secondary">{messages.teams.noTeamYet}</Typography>
        <CreateTeamButton />
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {messages.teams.heading}
      </Typography>
      <TeamList />
    </Stack>
  );
}
