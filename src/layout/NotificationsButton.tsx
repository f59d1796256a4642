import NotificationsIcon from '@mui/icons-material/Notifications';
import IconButton from '@mui/material/IconButton';
import { messages } from '../../domain/messages';

/** The bell of the top bar; its count and the invites popup arrive with the notifications feature. */
export function NotificationsButton() {
  return (
    <IconButton color="inherit" aria-label={messages.shell.notifications}>
      <NotificationsIcon />
    </IconButton>
  );
}
