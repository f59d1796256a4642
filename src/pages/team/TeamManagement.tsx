import type { Team } from '@domain/api';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { TeamActions } from '@/resources/teams/queries';
import { StatusNote } from '@/resources/teams/TeamStatusChip';
import { LeaveTeamButton } from './LeaveTeamButton';
import { SeasonRegistration } from './SeasonRegistration';
import { TeamInvitationsPanel } from './TeamInvitationsPanel';

interface TeamManagementProps {
  team: Team;
  meId: number;
  /** The captain and co-captains answer join requests and invite players. */
  leads: boolean;
  actions: TeamActions;
  /** What leaving would also bring about, shown in the Leave Team confirmation. */
  leaveWarnings: string[];
}

/**
 * What a member does with their team: the leads' season registration and invitations (invites once the
 * team is Approved), and Leave Team.
 */
export function TeamManagement({ team, meId, leads, actions, leaveWarnings }: TeamManagementProps) {
  return (
    <Stack spacing={2}>
      <StatusNote status={team.status} />
      {leads && team.status === 'Approved' ? <SeasonRegistration team={team} /> : null}
      {leads ? (
        <>
          <TeamInvitationsPanel teamId={team.id} approved={team.status === 'Approved'} actions={actions} />
          <Divider />
        </>
      ) : null}
      <LeaveTeamButton team={team} meId={meId} actions={actions} warnings={leaveWarnings} />
    </Stack>
  );
}
