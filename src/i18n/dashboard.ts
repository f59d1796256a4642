import { messages } from '@domain/messages';

const t = messages.dashboard;

/** `app.dashboard`: the dashboard's title and its widgets' titles (keyed by widget id), from domain/messages. */
export const dashboardMessages = {
  title: t.title,
  widgets: {
    myTeam: t.widgets.myTeam,
    invites: t.widgets.invites,
    notifications: t.widgets.notifications,
  },
};
