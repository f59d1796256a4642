import type { Team } from '@domain/api';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useGetOne, useTranslate } from 'ra-core';
import { useId, useState } from 'react';
import { LoadState } from '@/components/LoadState';
import { QUERY_RETRY } from '@/queryClient';
import { useTeamDecision } from '../queries';
import { DenyTeamDialog } from './DenyTeamDialog';
import { TEAM_APPROVALS, text } from './resourceName';
import { TeamDetails } from './TeamDetails';

function DecisionButtons({ team, onDone }: { team: Team; onDone: () => void }) {
  const translate = useTranslate();
  const [denying, setDenying] = useState(false);
  const { approve, deny, isPending } = useTeamDecision(onDone);
  return (
    <>
      <Button color="error" variant="outlined" disabled={isPending} onClick={() => setDenying(true)}>
        {translate(text('action.deny'))}
      </Button>
      <Button color="secondary" variant="contained" loading={isPending} onClick={() => approve(team)}>
        {translate(text('action.approve'))}
      </Button>
      {denying ? (
        <DenyTeamDialog
          team={team}
          busy={isPending}
          onDeny={(denial) => deny(team, denial)}
          onClose={() => setDenying(false)}
        />
      ) : null}
    </>
  );
}

/** A team's details and players (GET /admin/teams/{id}); only a Pending team offers Approve and Deny. */
export function TeamDecisionDialog({ teamId, onClose }: { teamId: number | null; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const team = useGetOne<Team>(
    TEAM_APPROVALS,
    { id: teamId ?? 0 },
    { ...QUERY_RETRY, enabled: teamId !== null },
  );
  return (
    <Dialog
      open={teamId !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{team.data?.name ?? translate(text('title'))}</DialogTitle>
      <DialogContent>
        <LoadState loading={team.isPending} error={team.isError ? translate(text('detailsFailed')) : null}>
          {team.data ? <TeamDetails team={team.data} /> : null}
        </LoadState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(text('action.close'))}</Button>
        {team.data?.status === 'Pending' ? <DecisionButtons team={team.data} onDone={onClose} /> : null}
      </DialogActions>
    </Dialog>
  );
}
