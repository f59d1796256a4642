import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { messages } from '../../../../domain/messages';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import type { TeamActions } from './useTeamActions';

const t = messages.myTeam;

interface LeaveTeamButtonProps {
  teamName: string;
  /** A captain with other members must hand over first; the server says so too (409). */
  mustHandOver: boolean;
  actions: TeamActions;
}

export function LeaveTeamButton({ teamName, mustHandOver, actions }: LeaveTeamButtonProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<LogoutIcon />}
        onClick={() => setConfirming(true)}
        disabled={actions.leave.isPending}
      >
        {t.leave}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t.leaveTitle}
        text={mustHandOver ? `${t.leaveCaptainText} ${t.leaveText(teamName)}` : t.leaveText(teamName)}
        onClose={() => setConfirming(false)}
        onConfirm={() => actions.leave.mutate()}
      />
    </>
  );
}
