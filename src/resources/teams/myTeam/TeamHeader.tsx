import type { Team, TeamStatus } from '@domain/api';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { TeamLogo } from '../TeamLogo';
import { TeamStatusChip } from '../TeamStatusChip';

/** The statuses whose meaning the team's members are told. */
const NOTED_STATUSES: ReadonlySet<TeamStatus> = new Set(['Pending', 'Denied']);

/** What a Pending or Denied status means, told to the team's own members. */
export function StatusNote({ status }: { status: TeamStatus }) {
  const translate = useTranslate();
  if (!NOTED_STATUSES.has(status)) return null;
  return <Typography color="text.secondary">{translate(`resources.teams.statusNote.${status}`)}</Typography>;
}

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
