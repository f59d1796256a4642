import type { AppNotification } from '@domain/api';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { LoadState } from '@/components/LoadState';
import { matchPath } from '@/resources/matches/matchPath';
import { teamPath } from '@/resources/teams/teamPath';
import { useMarkNotificationsRead, useNotifications } from './useNotifications';

/** Where a notification leads: its match when it is about one, else its team; null when neither. */
function notificationPath({ matchId, teamId }: AppNotification): string | null {
  if (matchId !== null) return matchPath(matchId);
  return teamId === null ? null : teamPath(teamId);
}

function NotificationItem({ notification, onRead }: { notification: AppNotification; onRead: () => void }) {
  const translate = useTranslate();
  const unread = !notification.read;
  const path = notificationPath(notification);
  return (
    <ListItem
      disableGutters
      data-unread={unread}
      sx={{
        px: 1,
        borderRadius: 1,
        borderLeft: 4,
        borderColor: unread ? 'secondary.main' : 'transparent',
        bgcolor: unread ? 'action.selected' : 'transparent',
      }}
      secondaryAction={
        unread ? (
          <Button
            size="small"
            onClick={onRead}
            aria-label={translate('resources.notifications.markReadLabel', { message: notification.message })}
          >
            {translate('resources.notifications.markRead')}
          </Button>
        ) : null
      }
    >
      <ListItemText
        primary={
          path ? (
            <Link component={RouterLink} to={path} color="inherit">
              {notification.message}
            </Link>
          ) : (
            notification.message
          )
        }
        secondary={new Date(notification.createdAt).toLocaleString()}
        slotProps={{ primary: { sx: { fontWeight: unread ? 700 : 400, pr: unread ? 12 : 0 } } }}
      />
    </ListItem>
  );
}

/** The Notifications widget: newest first, unread highlighted, each one can be marked read. */
export function NotificationsContent() {
  const translate = useTranslate();
  const notifications = useNotifications();
  const { markRead } = useMarkNotificationsRead();
  return (
    <LoadState
      loading={notifications.isPending}
      error={notifications.isError ? translate('resources.notifications.loadError') : null}
    >
      {notifications.data?.length ? (
        <List dense aria-label={translate('resources.notifications.name')}>
          {notifications.data.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onRead={() => markRead.mutate(notification.id)}
            />
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{translate('resources.notifications.empty')}</Typography>
      )}
    </LoadState>
  );
}

/** The widget header's 'Mark all as read'. */
export function MarkAllReadButton() {
  const translate = useTranslate();
  const { markAllRead: markAll } = useMarkNotificationsRead();
  return (
    <Button size="small" onClick={() => markAll.mutate()} loading={markAll.isPending}>
      {translate('resources.notifications.markAllRead')}
    </Button>
  );
}
