import type { Invitation } from '@domain/api';
import { messages } from '@domain/messages';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LoadState } from '@/components/LoadState';
import { invitesErrorText } from '../teams/list/teamRowAction';
import { InvitationTeamLink } from './InvitationTeamLink';
import { PendingList } from './PendingList';
import { useMyInvitations } from './queries';
import { useInvitationActions } from './useInvitationActions';

const t = messages.invites;
const teamLabel = (invitation: Invitation) => <InvitationTeamLink invitation={invitation} />;

/** The Invites widget: invites the player received (Accept, Decline) and their pending request (Cancel). */
export function InvitationsContent() {
  const invitations = useMyInvitations();
  const actions = useInvitationActions();
  const sent = invitations.data?.sent[0];
  return (
    <LoadState
      loading={invitations.isPending}
      error={invitations.isError ? invitesErrorText(invitations.error, t.fetchFailed) : null}
    >
      <Stack spacing={2}>
        <PendingList
          title={t.received}
          empty={t.noneReceived}
          items={invitations.data?.received ?? []}
          label={teamLabel}
          actions={(invite) => (
            <>
              <Button
                size="small"
                variant="contained"
                color="secondary"
                onClick={() => actions.accept.mutate(invite.id)}
              >
                {messages.team.accept}
              </Button>
              <Button size="small" onClick={() => actions.decline.mutate(invite.id)}>
                {messages.team.decline}
              </Button>
            </>
          )}
        />
        <PendingList
          title={t.sentRequest}
          empty={t.noSentRequest}
          items={sent ? [sent] : []}
          label={teamLabel}
          actions={(request) => (
            <Button size="small" onClick={() => actions.cancel.mutate(request.id)}>
              {t.cancelRequest}
            </Button>
          )}
        />
      </Stack>
    </LoadState>
  );
}
