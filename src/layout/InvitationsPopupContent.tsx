import type { MyInvitations } from '@domain/api';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { InvitationTeamLink } from '../components/invitations/InvitationTeamLink';

interface InvitationsPopupContentProps {
  loading: boolean;
  failed: boolean;
  invitations: MyInvitations | undefined;
  onViewAll: () => void;
  /** Closes the popup when a team's page is opened from it. */
  onOpenTeam: () => void;
}

/** One of the invites popup's four states: loading, error, empty, or the list. */
export function InvitationsPopupContent({
  loading,
  failed,
  invitations,
  onViewAll,
  onOpenTeam,
}: InvitationsPopupContentProps) {
  const translate = useTranslate();
  const text = (key: string) => translate(`resources.invitations.${key}`);
  if (loading) return <Typography>{text('loading')}</Typography>;
  if (failed) return <Typography color="error">{text('loadError')}</Typography>;
  const received = invitations?.received ?? [];
  if (received.length === 0) return <Typography>{text('empty')}</Typography>;
  return (
    <>
      <Typography component="h2" variant="h6">
        {text('name')}
      </Typography>
      <List dense disablePadding>
        {received.map((invite) => (
          <ListItem key={invite.id} disableGutters>
            <ListItemText primary={<InvitationTeamLink invitation={invite} onOpen={onOpenTeam} />} />
          </ListItem>
        ))}
      </List>
      <Button fullWidth variant="contained" onClick={onViewAll}>
        {text('viewAll')}
      </Button>
    </>
  );
}
