import type { Team } from '@domain/api';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TeamLogo } from '@/resources/teams/TeamLogo';
import { StatusNote, TeamStatusChip } from '@/resources/teams/TeamStatusChip';

/** The team's logo, name, code and approval status, with what the status means for its members. */
export function TeamHeader({ team }: { team: Pick<Team, 'name' | 'code' | 'logoUrl' | 'status'> }) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TeamLogo name={team.name} logoUrl={team.logoUrl} />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {team.name}
          </Typography>
          <Typography color="text.secondary">{team.code}</Typography>
        </Box>
        <TeamStatusChip status={team.status} />
      </Stack>
      <StatusNote status={team.status} />
    </Stack>
  );
}
