import { translate } from '@domain/i18n';
import { dashboardMessages } from '@domain/i18n/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  failWith,
  makeInvitation,
  makeNotification,
  makePlayer,
  makeTeam,
  never,
  ok,
  record,
  type SeenRequest,
  serveTeamData,
  signInAs,
} from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

const user = userEvent.setup();

/** A widget's header button, inside its region (the top bar has a Notifications button too). */
/** The button in a widget's heading (named by the title and any count beside it). */
const widgetButton = (name: string) =>
  within(within(screen.getByRole('region', { name })).getByRole('heading', { level: 2 })).getByRole('button');
const WIDGET_TITLES: string[] = Object.values(dashboardMessages.widgets);
const widgetOrder = () =>
  screen
    .getAllByRole('region')
    .map((region) => region.getAttribute('aria-label'))
    .filter((name) => name !== null && WIDGET_TITLES.includes(name));

function serveNotifications(list = [makeNotification()]) {
  server.use(
    // The notifications list is read as one react-admin page, which needs its Content-Range.
    http.get('/api/notifications', () =>
      ok(list, { headers: { 'Content-Range': `notifications 0-${list.length - 1}/${list.length}` } }),
    ),
    http.get('/api/notifications/unread-count', () => ok({ count: list.filter((n) => !n.read).length })),
  );
}

describe('dashboard widgets', () => {
  it('expands one widget at a time and moves the expanded one first', async () => {
    signInAs();
    serveTeamData({});
    serveNotifications([]);
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: translate('app.dashboard.title') }, SLOW);
    expect(widgetOrder()).toEqual([
      translate('app.dashboard.widgets.myTeam'),
      translate('app.dashboard.widgets.myMatches'),
      translate('app.dashboard.widgets.invites'),
      translate('app.dashboard.widgets.notifications'),
    ]);
    expect(widgetButton(translate('app.dashboard.widgets.myTeam'))).toHaveAttribute('aria-expanded', 'true');

    await user.click(widgetButton(translate('app.dashboard.widgets.notifications')));
    expect(widgetButton(translate('app.dashboard.widgets.notifications'))).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(widgetButton(translate('app.dashboard.widgets.myTeam'))).toHaveAttribute('aria-expanded', 'false');
    expect(widgetOrder()).toEqual([
      translate('app.dashboard.widgets.notifications'),
      translate('app.dashboard.widgets.myTeam'),
      translate('app.dashboard.widgets.myMatches'),
      translate('app.dashboard.widgets.invites'),
    ]);
    expect(screen.getAllByTestId('widget-body')).toHaveLength(1);

    await user.click(widgetButton(translate('app.dashboard.widgets.notifications')));
    expect(screen.queryAllByTestId('widget-body')).toHaveLength(0);
  });

  it('expands the widget the navigation state asks for', async () => {
    signInAs();
    serveTeamData({});
    renderApp({ pathname: '/dashboard', state: { expandedWidget: 'invites' } });
    await screen.findByRole('heading', { name: translate('app.dashboard.title') }, SLOW);
    expect(widgetButton(translate('app.dashboard.widgets.invites'))).toHaveAttribute('aria-expanded', 'true');
    expect(widgetOrder()[0]).toBe(translate('app.dashboard.widgets.invites'));
    expect(await screen.findByText(translate('resources.invitations.noneReceived'))).toBeInTheDocument();
  });
});

describe('team list with invite actions', () => {
  const teams = [
    makeTeam({ id: 1, name: 'Alpha Squad', code: 'ALP' }),
    makeTeam({ id: 2, name: 'Bravo Blast', code: 'BRV', players: [makePlayer()] }),
    makeTeam({ id: 3, name: 'Charlie Crew', code: 'CHC' }),
  ];
  const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

  it('offers Accept and Decline on invites and Request to Join elsewhere, and calls the endpoints', async () => {
    const seen: SeenRequest[] = [];
    signInAs();
    serveTeamData({
      teams,
      invitations: { sent: [], received: [makeInvitation({ id: 51, teamId: 2, teamName: 'Bravo Blast' })] },
    });
    server.use(
      http.post('/api/teams/:id/join-requests', async ({ request }) => {
        await record(seen, request);
        return ok(makeInvitation({ kind: 'request', teamId: 1, teamName: 'Alpha Squad' }), { status: 201 });
      }),
      http.post('/api/invitations/:id/accept', async ({ request }) => {
        await record(seen, request);
        return ok(teams[1]);
      }),
      http.post('/api/invitations/:id/decline', async ({ request }) => {
        await record(seen, request);
        return ok(makeInvitation({ id: 51, teamId: 2, teamName: 'Bravo Blast', status: 'declined' }));
      }),
    );
    renderApp('/dashboard');
    await screen.findByRole('row', { name: /Alpha Squad/ }, SLOW);
    expect(
      within(row('Alpha Squad')).getByRole('button', {
        name: translate('resources.teams.row.requestToJoin'),
      }),
    ).toBeEnabled();
    expect(
      within(row('Charlie Crew')).getByRole('button', {
        name: translate('resources.teams.row.requestToJoin'),
      }),
    ).toBeEnabled();
    expect(
      within(row('Bravo Blast')).getByRole('button', {
        name: translate('resources.invitations.action.accept'),
      }),
    ).toBeEnabled();
    expect(
      within(row('Bravo Blast')).getByRole('button', {
        name: translate('resources.invitations.action.decline'),
      }),
    ).toBeEnabled();

    await user.click(
      within(row('Alpha Squad')).getByRole('button', {
        name: translate('resources.teams.row.requestToJoin'),
      }),
    );
    await waitFor(() => expect(seen.map((s) => s.path)).toEqual(['/api/teams/1/join-requests']));
    expect(
      await screen.findByText(
        translate('resources.invitations.notifications.requestSent', { team: 'Alpha Squad' }),
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(row('Bravo Blast')).getByRole('button', {
          name: translate('resources.invitations.action.accept'),
        }),
      ).toBeEnabled(),
    );
    await user.click(
      within(row('Bravo Blast')).getByRole('button', {
        name: translate('resources.invitations.action.accept'),
      }),
    );
    await waitFor(() => expect(seen.map((s) => s.path)).toContain('/api/invitations/51/accept'));
    expect(
      await screen.findByText(
        translate('resources.invitations.notifications.accepted', { team: 'Bravo Blast' }),
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(row('Bravo Blast')).getByRole('button', {
          name: translate('resources.invitations.action.decline'),
        }),
      ).toBeEnabled(),
    );
    await user.click(
      within(row('Bravo Blast')).getByRole('button', {
        name: translate('resources.invitations.action.decline'),
      }),
    );
    await waitFor(() => expect(seen.map((s) => s.path)).toContain('/api/invitations/51/decline'));
    expect(
      await screen.findByText(
        translate('resources.invitations.notifications.declined', { team: 'Bravo Blast' }),
      ),
    ).toBeInTheDocument();
  });

  it('says an invite accepted while the roster is locked waits for a league manager, with no second Accept', async () => {
    signInAs();
    serveTeamData({
      teams,
      invitations: {
        sent: [],
        received: [makeInvitation({ id: 52, teamId: 2, teamName: 'Bravo Blast', awaitingApproval: true })],
      },
    });
    renderApp('/dashboard');
    await screen.findByRole('row', { name: /Bravo Blast/ }, SLOW);
    expect(
      within(row('Bravo Blast')).getByText(translate('resources.invitations.awaitingApproval')),
    ).toBeInTheDocument();
    expect(
      within(row('Bravo Blast')).queryByRole('button', {
        name: translate('resources.invitations.action.accept'),
      }),
    ).toBeNull();
    expect(
      within(row('Bravo Blast')).queryByRole('button', {
        name: translate('resources.invitations.action.decline'),
      }),
    ).toBeNull();
  });

  it('shows Request Pending on the requested team and Actions Disabled on every other', async () => {
    signInAs();
    serveTeamData({
      teams,
      invitations: {
        sent: [makeInvitation({ id: 60, teamId: 3, kind: 'request' })],
        received: [makeInvitation({ teamId: 2 })],
      },
    });
    renderApp('/dashboard');
    await screen.findByRole('row', { name: /Charlie Crew/ }, SLOW);
    expect(
      within(row('Charlie Crew')).getByText(translate('resources.teams.row.requestPending')),
    ).toBeInTheDocument();
    for (const name of ['Alpha Squad', 'Bravo Blast']) {
      expect(
        within(row(name)).getByText(translate('resources.teams.row.actionsDisabled')),
      ).toBeInTheDocument();
      expect(within(row(name)).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('says so when the invites cannot be fetched, and when the team cannot', async () => {
    signInAs();
    serveTeamData({ teams });
    server.use(http.get('/api/users/me/invitations', () => failWith(403, 'Nope.')));
    renderApp('/dashboard');
    expect(await screen.findByText('Nope.', {}, SLOW)).toBeInTheDocument();
  });

  it('says it failed to fetch the user team', async () => {
    signInAs();
    server.use(http.get('/api/users/me/team', () => failWith(400, 'bad')));
    renderApp('/dashboard');
    expect(
      await screen.findByText(translate('resources.teams.myTeam.fetchFailed'), {}, SLOW),
    ).toBeInTheDocument();
  });
});

describe('my team', () => {
  const captain = makePlayer({ id: 1, userId: 7, displayName: 'Splat Master', isCaptain: true });
  const mate = makePlayer({ id: 2, userId: 8, displayName: 'Rookie Ray' });
  const team = makeTeam({
    id: 4,
    name: 'Hot Shots',
    code: 'HS1',
    status: 'Pending',
    players: [captain, mate],
  });
  const myTeamWidget = () => screen.getByRole('region', { name: translate('app.dashboard.widgets.myTeam') });

  it('sums the team up for its captain and links to the team page, where the management is', async () => {
    signInAs();
    serveTeamData({ myTeam: team });
    server.use(
      http.get('/api/teams/4/invitations', () =>
        ok({
          requests: [makeInvitation({ id: 70, teamId: 4, kind: 'request', userDisplayName: 'Eager Eve' })],
          invites: [makeInvitation({ id: 71 }), makeInvitation({ id: 72 })],
        }),
      ),
      http.get('/api/teams/4', () => ok(team)),
    );
    renderApp('/dashboard');
    expect(await screen.findByText('Hot Shots', {}, SLOW)).toBeInTheDocument();
    const widget = myTeamWidget();
    expect(within(widget).getByText(translate('resources.teams.status.Pending'))).toBeInTheDocument();
    expect(within(widget).getByText(translate('resources.teams.statusNote.Pending'))).toBeInTheDocument();
    const summary = within(widget).getByText(
      translate('resources.teams.myTeam.playerCount', { smart_count: 2 }),
    ).parentElement!;
    expect(summary).toHaveTextContent(
      `${translate('resources.teams.myTeam.playerCount', { smart_count: 2 })}: Splat Master, Rookie Ray`,
    );
    expect(within(summary).getByRole('link', { name: 'Rookie Ray' })).toHaveAttribute(
      'href',
      `/players/${mate.userId}`,
    );
    expect(
      await within(widget).findByText(translate('resources.teams.myTeam.joinRequests', { smart_count: 1 })),
    ).toBeInTheDocument();
    expect(
      within(widget).getByText(translate('resources.teams.myTeam.pendingInvites', { smart_count: 2 })),
    ).toBeInTheDocument();
    for (const tool of [
      translate('resources.teams.leave.action'),
      translate('resources.teams.invitations.acceptRequest', { player: 'Eager Eve' }),
    ]) {
      expect(within(widget).queryByRole('button', { name: tool })).not.toBeInTheDocument();
    }
    expect(
      within(widget).queryByLabelText(translate('resources.teams.inviteBox.search')),
    ).not.toBeInTheDocument();

    await user.click(within(widget).getByRole('link', { name: translate('resources.teams.myTeam.open') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot Shots' }, SLOW)).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: translate('resources.teams.invitations.acceptRequest', { player: 'Eager Eve' }),
      }),
    ).toBeInTheDocument();
  });

  it('shows a plain member no pending counts, and never asks for the team invitations', async () => {
    const asked: string[] = [];
    signInAs({ id: 8 });
    serveTeamData({ myTeam: team });
    server.use(
      http.get('/api/teams/4/invitations', ({ request }) => {
        asked.push(request.url);
        return failWith(403, translate('resources.teams.team.notCaptainOrCoCaptain'));
      }),
    );
    renderApp('/dashboard');
    expect(await screen.findByText('Hot Shots', {}, SLOW)).toBeInTheDocument();
    expect(
      within(myTeamWidget()).getByRole('link', { name: translate('resources.teams.myTeam.open') }),
    ).toHaveAttribute('href', '/teams/4');
    expect(within(myTeamWidget()).queryByText(/Join requests/)).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});

describe('notifications widget', () => {
  const openNotifications = async () => {
    renderApp({ pathname: '/dashboard', state: { expandedWidget: 'notifications' } });
    await screen.findByRole('heading', { name: translate('app.dashboard.title') }, SLOW);
  };

  it('says when there are none', async () => {
    signInAs();
    serveTeamData({});
    serveNotifications([]);
    await openNotifications();
    expect(await screen.findByText(translate('resources.notifications.empty'))).toBeInTheDocument();
  });

  it('says when they cannot be loaded', async () => {
    signInAs();
    serveTeamData({});
    server.use(http.get('/api/notifications', () => failWith(403, 'no')));
    await openNotifications();
    expect(await screen.findByText(translate('resources.notifications.loadError'))).toBeInTheDocument();
  });

  it('lists them newest first, highlights the unread and marks one or all read', async () => {
    const seen: SeenRequest[] = [];
    signInAs();
    serveTeamData({});
    serveNotifications([
      makeNotification({ id: 5, message: 'Newest news.' }),
      makeNotification({ id: 4, message: 'Older news.', read: true }),
    ]);
    server.use(
      http.post('/api/notifications/:id/read', async ({ request }) => {
        await record(seen, request);
        return ok(makeNotification({ id: 5, read: true }));
      }),
      http.post('/api/notifications/read-all', async ({ request }) => {
        await record(seen, request);
        return ok({ count: 1 });
      }),
    );
    await openNotifications();
    const list = await screen.findByRole('list', { name: translate('app.dashboard.widgets.notifications') });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Newest news.'),
      expect.stringContaining('Older news.'),
    ]);
    expect(items[0]).toHaveAttribute('data-unread', 'true');
    expect(items[1]).toHaveAttribute('data-unread', 'false');
    await user.click(within(items[0]).getByRole('button', { name: /Mark as read/ }));
    await user.click(screen.getByRole('button', { name: translate('resources.notifications.markAllRead') }));
    await waitFor(() =>
      expect(seen.map((s) => s.path)).toEqual(['/api/notifications/5/read', '/api/notifications/read-all']),
    );
  });

  it('links a match notification to its match, and a team notification to its team', async () => {
    signInAs();
    serveTeamData({});
    serveNotifications([
      makeNotification({
        id: 6,
        type: 'match_time_proposed',
        message: 'Red Devils proposed a time.',
        teamId: 5,
        matchId: 501,
      }),
      makeNotification({ id: 5, message: 'Paint Storm was approved.', teamId: 1 }),
      makeNotification({ id: 4, type: 'player_left', message: 'Nobody to show.', teamId: null }),
    ]);
    await openNotifications();
    const list = await screen.findByRole('list', { name: translate('app.dashboard.widgets.notifications') });
    expect(within(list).getByRole('link', { name: 'Red Devils proposed a time.' })).toHaveAttribute(
      'href',
      '/matches/501',
    );
    expect(within(list).getByRole('link', { name: 'Paint Storm was approved.' })).toHaveAttribute(
      'href',
      '/teams/1',
    );
    expect(within(list).getByText('Nobody to show.').closest('a')).toBeNull();
  });

  it('shows the unread count on the bell, in its name too, and the bell opens the notifications', async () => {
    signInAs();
    serveTeamData({});
    serveNotifications([makeNotification(), makeNotification({ id: 2 })]);
    renderApp('/');
    // The bell's name says the count its badge shows.
    const bell = await screen.findByRole(
      'button',
      { name: translate('resources.notifications.openWithUnread', { count: '2' }) },
      SLOW,
    );
    expect(bell).toHaveTextContent('2');
    await user.click(bell);
    await screen.findByRole('heading', { name: translate('app.dashboard.title') }, SLOW);
    expect(widgetButton(translate('app.dashboard.widgets.notifications'))).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('the unread count', () => {
  it('is asked once for the bell and the dashboard card, and again once notifications are marked read', async () => {
    const asked: SeenRequest[] = [];
    signInAs();
    serveTeamData({});
    serveNotifications([makeNotification(), makeNotification({ id: 2 })]);
    server.use(
      http.get('/api/notifications/unread-count', async ({ request }) => {
        await record(asked, request);
        return ok({ count: asked.length > 1 ? 0 : 2 });
      }),
      http.post('/api/notifications/read-all', () => ok({ count: 2 })),
    );
    renderApp('/');
    const bell = await screen.findByRole(
      'button',
      { name: translate('resources.notifications.openWithUnread', { count: '2' }) },
      SLOW,
    );
    await user.click(bell);
    await screen.findByRole('heading', { name: translate('app.dashboard.title') }, SLOW);
    const widget = screen.getByRole('region', { name: translate('app.dashboard.widgets.notifications') });
    await waitFor(() => expect(within(widget).getByRole('heading', { level: 2 })).toHaveTextContent('2'));
    expect(asked).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: translate('resources.notifications.markAllRead') }));
    // The bell in the top bar loses its count.
    await within(screen.getByRole('banner')).findByRole(
      'button',
      { name: translate('resources.notifications.open') },
      SLOW,
    );
    expect(asked).toHaveLength(2);
  });
});

describe('invites popup', () => {
  const openPopup = async () => {
    renderApp('/');
    await user.click(
      await screen.findByRole('button', { name: translate('resources.invitations.open') }, SLOW),
    );
    return screen.findByRole('dialog', { name: translate('resources.invitations.name') });
  };

  it('shows the loading state', async () => {
    signInAs();
    server.use(http.get('/api/users/me/invitations', never));
    expect(
      within(await openPopup()).getByText(translate('resources.invitations.loading')),
    ).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    signInAs();
    server.use(http.get('/api/users/me/invitations', () => failWith(403, 'no')));
    const popup = await openPopup();
    expect(await within(popup).findByText(translate('resources.invitations.loadError'))).toBeInTheDocument();
  });

  it('says there are no new invites, and closes on a click outside', async () => {
    signInAs();
    const popup = await openPopup();
    expect(await within(popup).findByText(translate('resources.invitations.empty'))).toBeInTheDocument();
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the invites and View All Invites opens the dashboard with the invites expanded', async () => {
    signInAs();
    serveTeamData({ invitations: { sent: [], received: [makeInvitation()] } });
    const popup = await openPopup();
    expect(
      await within(popup).findByRole('heading', { name: translate('resources.invitations.name') }),
    ).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: translate('resources.invitations.viewAll') }));
    await screen.findByRole('heading', { name: translate('app.dashboard.title') }, SLOW);
    expect(widgetButton(translate('app.dashboard.widgets.invites'))).toHaveAttribute('aria-expanded', 'true');
    expect(widgetOrder()[0]).toBe(translate('app.dashboard.widgets.invites'));
  });
  it("links each invite to its team's page and closes when one is opened", async () => {
    signInAs();
    serveTeamData({ invitations: { sent: [], received: [makeInvitation({ teamId: 9 })] } });
    const popup = await openPopup();
    const link = await within(popup).findByRole('link', {
      name: translate('resources.invitations.fromTeam', { team: 'Paint Storm', code: 'PST' }),
    });
    expect(link).toHaveAttribute('href', '/teams/9');
    await user.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
