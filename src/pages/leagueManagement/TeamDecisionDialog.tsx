import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useGetOne } from 'ra-core';
import { useId } from 'react';
import type { Team } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { LoadState } from '../../components/LoadState';
import { TeamDetails } from './TeamDetails';
import { LEAGUE_MANAGEMENT_RESOURCE, useTeamDecision } from './useTeamDecision';

const t = messages.leagueManagement;

function DecisionButtons({ team, onDone }: { team: Team; onDone: () => void }) {
  const { decide, isPending } = useTeamDecision(onDone);
  return (
    <>
      <Button color="error" variant="outlined" disabled={isPending} onClick={() => decide(team, 'Denied')}>
        {t.deny}
      </Button>
      <Button
        color="secondary"
        variant="contained"
        loading={isPending}
        onClick={() => decide(team, 'Approved')}
      >
        {t.approve}
      </Button>
    </>
  );
}

/** A team's details and players (GET /admin/teams/{id}); only a Pending team offers Approve and Deny. */
export function TeamDecisionDialog({ teamId, onClose }: { teamId: number | null; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const team = useGetOne<Team>(LEAGUE_MANAGEMENT_RESOURCE, { id: teamId ?? 0 }, { enabled: teamId !== null });
  return (
    <Dialog
      open={teamId !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{team.data?.name ?? t.title}</DialogTitle>
      <DialogContent>
        <LoadState loading={team.isPending} error={team.isError ? t.detailsFailed : null}>
          {team.data ? <TeamDetails team={team.data} /> : null}
        </LoadState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
        {team.data?.status === 'Pending' ? <DecisionButtons team={team.data} onDone={onClose} /> : null}
      </DialogActions>
    </Dialog>
  );
}
