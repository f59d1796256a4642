import type { MyInvitations } from '@domain/api';
import { messages } from '@domain/messages';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { InvitationTeamLink } from '../resources/invitations/InvitationTeamLink';

const t = messages.invites;

interface InvitationsPopupContentProps {
  loading: boolean;
  failed: boolean;
  invitations: MyInvitations | undefined;
  onViewAll: () => void;
  /** Closes the popup when a team's page is opened from it. */
  onOpenTeam: () => void;
}

/** One of the four states of SPEC section 2's invites popup. */
export function InvitationsPopupContent({
  loading,
  failed,
  invitations,
  onViewAll,
  onOpenTeam,
}: InvitationsPopupContentProps) {
  if (loading) return <Typography>{t.loading}</Typography>;
  if (failed) return <Typography color="error">{t.loadError}</Typography>;
  const received = invitations?.received ?? [];
  if (received.length === 0) return <Typography>{t.none}</Typography>;
  return (
    <>
      <Typography component="h2" variant="h6">
        {t.heading}
      </Typography>
      <List dense disablePadding>
        {received.map((invite) => (
          <ListItem key={invite.id} disableGutters>
            <ListItemText primary={<InvitationTeamLink invitation={invite} onOpen={onOpenTeam} />} />
          </ListItem>
        ))}
      </List>
      <Button fullWidth variant="contained" onClick={onViewAll}>
        {t.viewAll}
      </Button>
    </>
  );
}
