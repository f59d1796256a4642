import NotificationsIcon from '@mui/icons-material/Notifications';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { useUnreadCount } from '../components/notifications/useNotifications';
import { DASHBOARD_PATH, dashboardState } from '../pages/dashboard/dashboardState';
import { badgeCount, CountBadge } from './CountBadge';

/** The bell of the top bar: the unread count; opens the dashboard with the notifications expanded. */
export function NotificationsButton() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const unread = useUnreadCount().data ?? 0;
  const label =
    unread > 0
      ? translate('resources.notifications.openWithUnread', { count: badgeCount(unread) })
      : translate('resources.notifications.open');
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      onClick={() => navigate(DASHBOARD_PATH, { state: dashboardState('notifications') })}
    >
      <CountBadge count={unread}>
        <NotificationsIcon />
      </CountBadge>
    </IconButton>
  );
}
