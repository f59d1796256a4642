import type { Invitation } from '@domain/api';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { LoadState } from '@/components/LoadState';
import { invitesErrorText } from '@/pages/dashboard/teamList/teamRowAction';
import { InvitationAnswer } from './InvitationAnswer';
import { InvitationTeamLink } from './InvitationTeamLink';
import { PendingList } from './PendingList';
import { useMyInvitations } from './queries';
import { useInvitationActions } from './useInvitationActions';

const teamLabel = (invitation: Invitation) => <InvitationTeamLink invitation={invitation} />;

/** The Invites widget: invites the player received (Accept, Decline) and their pending request (Cancel). */
export function InvitationsContent() {
  const translate = useTranslate();
  const text = (key: string) => translate(`resources.invitations.${key}`);
  const invitations = useMyInvitations();
  const actions = useInvitationActions();
  const sent = invitations.data?.sent[0];
  return (
    <LoadState
      loading={invitations.isPending}
      error={invitations.isError ? invitesErrorText(invitations.error, text('fetchFailed')) : null}
    >
      <Stack spacing={2}>
        <PendingList
          title={text('received')}
          empty={text('noneReceived')}
          items={invitations.data?.received ?? []}
          label={teamLabel}
          actions={(invite) => (
            <InvitationAnswer invitation={invite}>
              <Button
                size="small"
                variant="contained"
                color="secondary"
                onClick={() => actions.accept.mutate(invite.id)}
              >
                {text('action.accept')}
              </Button>
              <Button size="small" onClick={() => actions.decline.mutate(invite.id)}>
                {text('action.decline')}
              </Button>
            </InvitationAnswer>
          )}
        />
        <PendingList
          title={text('sentRequest')}
          empty={text('noSentRequest')}
          items={sent ? [sent] : []}
          label={teamLabel}
          actions={(request) => (
            <Button size="small" onClick={() => actions.cancel.mutate(request.id)}>
              {text('action.cancelRequest')}
            </Button>
          )}
        />
      </Stack>
    </LoadState>
  );
}
