import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { InvitationsContent } from '@/components/invitations/InvitationsContent';
import { MarkAllReadButton, NotificationsContent } from '@/components/notifications/NotificationsContent';
import { useUnreadCount } from '@/components/notifications/useNotifications';
import { Page } from '@/components/Page';
import { MyMatchesContent } from '@/resources/matches/MyMatchesContent';
import { type DashboardWidgetId, orderedWidgets, requestedWidget } from './dashboardState';
import { MyTeamContent } from './myTeam/MyTeamContent';
import { Widget } from './Widget';

const DEFAULT_WIDGET: DashboardWidgetId = 'myTeam';

/**
 * The expanded widget: the navigation state's request when one arrives (also while already here),
 * then whatever the player toggles; one at a time, none when the expanded one is collapsed.
 */
function useExpandedWidget() {
  const location = useLocation();
  const [seen, setSeen] = useState<{ key: string; expanded: DashboardWidgetId | null }>(() => ({
    key: location.key,
    expanded: requestedWidget(location.state) ?? DEFAULT_WIDGET,
  }));
  if (seen.key !== location.key) {
    const requested = requestedWidget(location.state);
    setSeen({ key: location.key, expanded: requested ?? seen.expanded });
  }
  const toggle = (id: DashboardWidgetId) =>
    setSeen((current) => ({ ...current, expanded: current.expanded === id ? null : id }));
  return { expanded: seen.expanded, toggle };
}

function UnreadBadge() {
  const unread = useUnreadCount();
  if (!unread.data) return null;
  return <Chip size="small" color="secondary" label={unread.data} />;
}

/** A widget's title is `app.dashboard.widgets.<its id>`. */
interface WidgetDefinition {
  content: ReactNode;
  badge?: ReactNode;
  actions?: ReactNode;
}

const WIDGETS: Record<DashboardWidgetId, WidgetDefinition> = {
  myTeam: { content: <MyTeamContent /> },
  myMatches: { content: <MyMatchesContent /> },
  invites: { content: <InvitationsContent /> },
  notifications: {
    content: <NotificationsContent />,
    badge: <UnreadBadge />,
    actions: <MarkAllReadButton />,
  },
};

/** Expandable widgets, one expanded at a time, the expanded one first. */
export default function DashboardPage() {
  const translate = useTranslate();
  const { expanded, toggle } = useExpandedWidget();
  return (
    <Page title={translate('app.dashboard.title')}>
      <Stack spacing={2}>
        {orderedWidgets(expanded).map((id) => {
          const widget = WIDGETS[id];
          return (
            <Widget
              key={id}
              title={translate(`app.dashboard.widgets.${id}`)}
              expanded={expanded === id}
              onToggle={() => toggle(id)}
              badge={widget.badge}
              actions={widget.actions}
            >
              {widget.content}
            </Widget>
          );
        })}
      </Stack>
    </Page>
  );
}
