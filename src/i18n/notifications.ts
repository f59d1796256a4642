import { messages } from '@domain/messages';
import { param } from './polyglotText';

const t = messages.notificationsWidget;

/**
 * `resources.notifications`: the Notifications widget and the top bar's bell in react-admin's shape, built
 * from domain/messages. The notifications' own texts come rendered from the server.
 */
export const notificationsMessages = {
  name: messages.dashboard.widgets.notifications,
  /** The top bar's bell. */
  open: messages.shell.notifications,
  openWithUnread: messages.shell.notificationsUnread(param('count')),
  empty: messages.notifications.empty,
  loadError: messages.notifications.loadError,
  markRead: t.markRead,
  markReadLabel: `${t.markRead}: ${param('message')}`,
  markAllRead: t.markAllRead,
};
