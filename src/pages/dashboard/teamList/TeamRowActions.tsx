import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { InvitationAnswer } from '@/components/invitations/InvitationAnswer';
import type { InvitationActions } from '@/components/invitations/useInvitationActions';
import type { TeamRowAction } from './teamRowAction';

interface TeamRowActionsProps {
  teamId: number;
  action: TeamRowAction;
  actions: InvitationActions;
}

export function TeamRowActions({ teamId, action, actions }: TeamRowActionsProps) {
  const translate = useTranslate();
  const busy = Object.values(actions).some((mutation) => mutation.isPending);
  switch (action.kind) {
    case 'requestPending':
      return (
        <Chip color="warning" variant="outlined" label={translate('resources.teams.row.requestPending')} />
      );
    case 'actionsDisabled':
      return (
        <Chip
          variant="outlined"
          label={translate('resources.teams.row.actionsDisabled')}
          sx={{ color: 'text.secondary' }}
        />
      );
    case 'respond':
      return (
        <InvitationAnswer invitation={action.invitation}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="contained"
              color="secondary"
              disabled={busy}
              onClick={() => actions.accept.mutate(action.invitation.id)}
            >
              {translate('resources.invitations.action.accept')}
            </Button>
            <Button size="small" disabled={busy} onClick={() => actions.decline.mutate(action.invitation.id)}>
              {translate('resources.invitations.action.decline')}
            </Button>
          </Stack>
        </InvitationAnswer>
      );
    case 'requestToJoin':
      return (
        <Button
          size="small"
          variant="outlined"
          disabled={busy}
          onClick={() => actions.requestToJoin.mutate(teamId)}
        >
          {translate('resources.teams.row.requestToJoin')}
        </Button>
      );
  }
}
