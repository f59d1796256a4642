import type { Team } from '@domain/api';
import { messages } from '@domain/messages';
import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { DASHBOARD_PATH } from '@/resources/dashboard/dashboardState';
import type { TeamActions } from './useTeamActions';

const t = messages.myTeam;

/**
 * What leaving means for this player, as the server rules it (server/src/modules/teams/roster.ts): the
 * last member disbands the team; a captain with other members must hand the captaincy over first.
 */
export type Departure = 'leave' | 'disband' | 'handOverFirst';

export function departureOf(team: Pick<Team, 'players'>, meId: number): Departure {
  if (team.players.length === 1) return 'disband';
  const me = team.players.find((player) => player.userId === meId);
  return me?.isCaptain ? 'handOverFirst' : 'leave';
}

interface LeaveTeamButtonProps {
  team: Pick<Team, 'name' | 'players'>;
  meId: number;
  actions: TeamActions;
}

export function LeaveTeamButton({ team, meId, actions }: LeaveTeamButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const departure = departureOf(team, meId);
  const disbands = departure === 'disband';
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        color="error"
        variant="outlined"
        startIcon={<LogoutIcon />}
        onClick={() => setConfirming(true)}
        disabled={actions.leave.isPending || departure === 'handOverFirst'}
      >
        {t.leave}
      </Button>
      {departure === 'handOverFirst' ? (
        <Typography variant="body2" color="text.secondary">
          {messages.teamPage.handOverFirst(team.name)}
        </Typography>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t.leaveTitle}
        text={disbands ? messages.teamPage.leaveLastText(team.name) : t.leaveText(team.name)}
        confirmLabel={disbands ? messages.teamPage.leaveAndDisband : undefined}
        onClose={() => setConfirming(false)}
        onConfirm={() => actions.leave.mutate(undefined, { onSuccess: () => navigate(DASHBOARD_PATH) })}
      />
    </Stack>
  );
}
