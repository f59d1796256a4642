import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { InvitationAnswer } from '@/components/invitations/InvitationAnswer';
import { PendingList } from '@/components/invitations/PendingList';
import { useTeamInvitations } from '@/components/invitations/queries';
import { LoadState } from '@/components/LoadState';
import { lazyPart } from '@/lazyPart';
import { invitesErrorText } from '@/pages/dashboard/teamList/teamRowAction';
import type { TeamActions } from '@/resources/teams/queries';

// The search box downloads for the captains who see it (with MUI's text field), after the team's page.
const InviteBox = lazyPart(() => import('./InviteBox').then((module) => module.InviteBox));

/**
 * For the captain and co-captains: join requests to answer, the invite box, invites to cancel. Only an
 * Approved team takes players: until then the box gives way to a word saying so.
 */
export function TeamInvitationsPanel({
  teamId,
  approved,
  actions,
}: {
  teamId: number;
  /** Whether the team is Approved: only then does it take players. */
  approved: boolean;
  actions: TeamActions;
}) {
  const translate = useTranslate();
  const text = (key: string, player?: string) => translate(`resources.teams.invitations.${key}`, { player });
  const invitations = useTeamInvitations(teamId);
  const error = invitations.isError
    ? invitesErrorText(invitations.error, translate('resources.invitations.fetchFailed'))
    : null;
  return (
    <Stack spacing={2}>
      <LoadState loading={invitations.isPending} error={error}>
        <PendingList
          title={text('joinRequests')}
          empty={text('noJoinRequests')}
          items={invitations.data?.requests ?? []}
          label={(request) => request.userDisplayName}
          actions={(request) => (
            <InvitationAnswer invitation={request}>
              <Button
                size="small"
                variant="contained"
                color="secondary"
                aria-label={text('acceptRequest', request.userDisplayName)}
                onClick={() => actions.acceptRequest.mutate(request)}
              >
                {translate('resources.invitations.action.accept')}
              </Button>
              <Button
                size="small"
                aria-label={text('declineRequest', request.userDisplayName)}
                onClick={() => actions.declineRequest.mutate(request)}
              >
                {translate('resources.invitations.action.decline')}
              </Button>
            </InvitationAnswer>
          )}
        />
      </LoadState>
      {approved ? (
        <InviteBox teamId={teamId} actions={actions} />
      ) : (
        <Typography color="text.secondary">{text('afterApproval')}</Typography>
      )}
      {invitations.data ? (
        <PendingList
          title={text('pendingInvites')}
          empty={text('noPendingInvites')}
          items={invitations.data.invites}
          label={(invite) => invite.userDisplayName}
          actions={(invite) => (
            <Button
              size="small"
              aria-label={text('cancelInvite', invite.userDisplayName)}
              onClick={() => actions.cancelInvite.mutate(invite)}
            >
              {text('cancel')}
            </Button>
          )}
        />
      ) : null}
    </Stack>
  );
}
