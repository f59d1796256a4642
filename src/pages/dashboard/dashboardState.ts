// The dashboard's widgets and the navigation state that asks for one of them to be expanded
// (/dashboard may receive, through navigation state, a default widget to show expanded).
// Kept apart from the dashboard page so the top bar can link to it without downloading the page.

export const DASHBOARD_WIDGETS = ['myTeam', 'myMatches', 'invites', 'notifications'] as const;
export type DashboardWidgetId = (typeof DASHBOARD_WIDGETS)[number];

export const DASHBOARD_PATH = '/dashboard';

export interface DashboardLocationState {
  expandedWidget: DashboardWidgetId;
}

/** The state to navigate to the dashboard with, so that `widget` shows expanded. */
export function dashboardState(widget: DashboardWidgetId): DashboardLocationState {
  return { expandedWidget: widget };
}

function isWidgetId(value: unknown): value is DashboardWidgetId {
  return DASHBOARD_WIDGETS.some((id) => id === value);
}

/** The widget the navigation state asks for, if any. */
export function requestedWidget(state: unknown): DashboardWidgetId | null {
  if (typeof state !== 'object' || state === null || !('expandedWidget' in state)) return null;
  return isWidgetId(state.expandedWidget) ? state.expandedWidget : null;
}

/** The expanded widget moves first; the others keep their order. */
export function orderedWidgets(expanded: DashboardWidgetId | null): DashboardWidgetId[] {
  return [...DASHBOARD_WIDGETS].sort((a, b) => Number(b === expanded) - Number(a === expanded));
}
