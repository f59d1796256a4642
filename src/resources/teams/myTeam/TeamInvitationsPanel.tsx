import { messages } from '@domain/messages';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LoadState } from '@/components/LoadState';
import { PendingList } from '@/resources/invitations/PendingList';
import { useTeamInvitations } from '@/resources/invitations/queries';
import { invitesErrorText } from '../list/teamRowAction';
import { InviteBox } from './InviteBox';
import type { TeamActions } from './useTeamActions';

const t = messages.myTeam;

/** For the captain and co-captains: join requests to answer, the invite box, invites to cancel. */
export function TeamInvitationsPanel({ teamId, actions }: { teamId: number; actions: TeamActions }) {
  const invitations = useTeamInvitations(teamId);
  const error = invitations.isError
    ? invitesErrorText(invitations.error, messages.invites.fetchFailed)
    : null;
  return (
    <Stack spacing={2}>
      <LoadState loading={invitations.isPending} error={error}>
        <PendingList
          title={t.joinRequests}
          empty={t.noJoinRequests}
          items={invitations.data?.requests ?? []}
          label={(request) => request.userDisplayName}
          actions={(request) => (
            <>
              <Button
                size="small"
                variant="contained"
                color="secondary"
                aria-label={t.acceptRequest(request.userDisplayName)}
                onClick={() => actions.acceptRequest.mutate(request)}
              >
                {messages.team.accept}
              </Button>
              <Button
                size="small"
                aria-label={t.declineRequest(request.userDisplayName)}
                onClick={() => actions.declineRequest.mutate(request)}
              >
                {messages.team.decline}
              </Button>
            </>
          )}
        />
      </LoadState>
      <InviteBox teamId={teamId} actions={actions} />
      {invitations.data ? (
        <PendingList
          title={t.pendingInvites}
          empty={t.noPendingInvites}
          items={invitations.data.invites}
          label={(invite) => invite.userDisplayName}
          actions={(invite) => (
            <Button
              size="small"
              aria-label={t.cancelInvite(invite.userDisplayName)}
              onClick={() => actions.cancelInvite.mutate(invite)}
            >
              {t.cancel}
            </Button>
          )}
        />
      ) : null}
    </Stack>
  );
}
