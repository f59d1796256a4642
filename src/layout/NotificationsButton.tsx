import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { DASHBOARD_PATH, dashboardState } from '../resources/dashboard/dashboardState';
import { useUnreadCount } from '../resources/notifications/useNotifications';

/** The bell of the top bar: the unread count; opens the dashboard with the notifications expanded. */
export function NotificationsButton() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const unread = useUnreadCount();
  return (
    <IconButton
      color="inherit"
      aria-label={translate('resources.notifications.open')}
      onClick={() => navigate(DASHBOARD_PATH, { state: dashboardState('notifications') })}
    >
      <Badge badgeContent={unread.data ?? 0} color="secondary">
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}
