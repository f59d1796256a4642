import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Team, TeamStatus } from '../../../../domain/api';
import { messages } from '../../../../domain/messages';
import { TeamLogo } from '../TeamLogo';

const STATUS_COLORS: Record<TeamStatus, 'warning' | 'success' | 'error'> = {
  Pending: 'warning',
  Approved: 'success',
  Denied: 'error',
};

const STATUS_NOTES: Partial<Record<TeamStatus, string>> = {
  Pending: messages.myTeam.pendingNote,
  Denied: messages.myTeam.deniedNote,
};

export function TeamStatusChip({ status }: { status: TeamStatus }) {
  return <Chip size="small" color={STATUS_COLORS[status]} label={messages.myTeam.status[status]} />;
}

/** The team's logo, name, code and approval status. */
export function TeamHeader({ team }: { team: Team }) {
  const note = STATUS_NOTES[team.status];
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TeamLogo name={team.name} logo={team.logo} />
        <div>
          <Typography component="h3" variant="h6">
            {team.name}
          </Typography>
          <Typography color="text.secondary">{team.code}</Typography>
        </div>
        <TeamStatusChip status={team.status} />
      </Stack>
      {note ? <Typography color="text.secondary">{note}</Typography> : null}
    </Stack>
  );
}
