import type { Team } from '@domain/api';
import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { DASHBOARD_PATH } from '@/pages/dashboard/dashboardState';
import type { TeamActions } from '@/resources/teams/queries';

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
  /** What leaving would also bring about (a roster lock, a short roster), shown before confirming. */
  warnings?: string[];
}

export function LeaveTeamButton({ team, meId, actions, warnings }: LeaveTeamButtonProps) {
  const translate = useTranslate();
  const text = (key: string) => translate(`resources.teams.leave.${key}`, { team: team.name });
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
        {text('action')}
      </Button>
      {departure === 'handOverFirst' ? (
        <Typography variant="body2" color="text.secondary">
          {text('handOverFirst')}
        </Typography>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={text('title')}
        text={text(disbands ? 'lastText' : 'text')}
        confirmLabel={disbands ? text('andDisband') : undefined}
        warnings={disbands ? undefined : warnings}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          actions.leave.mutate(undefined, {
            // A leaving the roster lock turned into a request keeps the player on the team (and its page).
            onSuccess: (outcome) => {
              if ('applied' in outcome) navigate(DASHBOARD_PATH);
            },
          })
        }
      />
    </Stack>
  );
}
