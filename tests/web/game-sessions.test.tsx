import type { ConnectedClient, GameSession } from '@domain/api';
import { SESSION_AUTO_REFRESH_MS, SNACKBAR_MS } from '@domain/constants';
import { SESSION_STATUS_FILTERS, type SessionStatusFilter } from '@domain/game-sessions';
import { translate } from '@domain/i18n';
import { PERMISSIONS } from '@domain/permissions';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failWith, never, ok, record, type SeenRequest, signInAs, stubPhoneScreen } from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

function makeSession(overrides: Partial<GameSession> = {}): GameSession {
  return {
    id: 1,
    clientId: 'sim-client-1',
    serverName: 'Arena One',
    status: 'Active',
    mode: 'XBall',
    isPublic: false,
    matchId: null,
    code: '1234',
    serverStart: '2026-11-20T18:00:00.000Z',
    slaveIp: '203.0.113.10',
    slavePort: 7777,
    upToDate: true,
    lastUpdatedAt: '2026-11-20T18:05:00.000Z',
    gameState: { mode: 'XBall', playerCount: 4, teamA: 3, teamB: 2 },
    ...overrides,
  };
}

function makeClient(overrides: Partial<ConnectedClient> = {}): ConnectedClient {
  return {
    id: 1,
    clientId: 'sim-client-1',
    customId: 'Arena One',
    socketId: 'socket-1',
    upToDate: true,
    lastSeenAt: '2026-11-20T18:05:00.000Z',
    ...overrides,
  };
}

const signInAsAdmin = () => signInAs({ roles: ['Admin'], permissions: [...PERMISSIONS] });
const signInAsObserver = () => signInAs({ roles: ['Observer'], permissions: ['view:gameSessions'] });

/** GET /api/game-sessions as the server answers it: the `status` filter and `range` applied, Content-Range set. */
function sessionsPage(sessions: GameSession[], request: Request) {
  const query = new URL(request.url).searchParams;
  const { status } = JSON.parse(query.get('filter') ?? '{}') as { status?: SessionStatusFilter };
  const statuses: readonly string[] | undefined = status && SESSION_STATUS_FILTERS[status];
  const matching = statuses ? sessions.filter((session) => statuses.includes(session.status)) : sessions;
  const [first, last] = JSON.parse(query.get('range') ?? '[0,999]') as [number, number];
  const page = matching.slice(first, last + 1);
  const span = page.length ? `${first}-${first + page.length - 1}` : '*';
  return ok(page, { headers: { 'Content-Range': `game-sessions ${span}/${matching.length}` } });
}

/** GET /api/game-sessions/stats as the server counts it: inactive is Not Active or Pending. */
function statsOf(sessions: GameSession[]) {
  const active = sessions.filter((session) => session.status === 'Active');
  return {
    active: active.length,
    inactive: sessions.length - active.length,
    players: active.reduce((sum, session) => sum + (session.gameState?.playerCount ?? 0), 0),
  };
}

/** The contract's game-session routes over `sessions` and `clients`; returns every change request seen. */
function serveSessions(sessions: GameSession[], clients: ConnectedClient[] = [makeClient()]) {
  const seen: SeenRequest[] = [];
  server.use(
    http.get('/api/game-sessions', ({ request }) => sessionsPage(sessions, request)),
    http.get('/api/game-sessions/stats', () => ok(statsOf(sessions))),
    http.get('/api/game-sessions/clients', () => ok(clients)),
    http.post('/api/game-sessions/client', async ({ request }) => {
      await record(seen, request);
      return ok(makeSession({ id: 99, status: 'Pending', gameState: null }), { status: 201 });
    }),
    http.put('/api/game-sessions/:id/stop', async ({ request, params }) => {
      await record(seen, request);
      return ok(makeSession({ id: Number(params.id), status: 'Not Active' }));
    }),
    http.delete('/api/game-sessions/:id', async ({ request, params }) => {
      await record(seen, request);
      return ok({ id: Number(params.id) });
    }),
  );
  return seen;
}

async function openSessions() {
  renderApp('/sessions');
  return screen.findByRole('heading', { name: translate('resources.sessions.title') }, SLOW);
}

const table = () =>
  screen.findByRole('table', { name: translate('resources.sessions.list.tableLabel') }, SLOW);
const rowOf = async (code: string) =>
  within(await table())
    .getAllByRole('row')
    .find((row) => within(row).queryByText(code));

const user = userEvent.setup();

/** Presses `button` in the confirmation dialog titled `title`. */
async function confirmIn(title: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: button }));
}

describe('game session manager: stats and list', () => {
  it('counts active, inactive (Not Active + Pending), the players of the Active sessions and the clients', async () => {
    signInAsAdmin();
    serveSessions(
      [
        makeSession({
          id: 1,
          code: '1111',
          gameState: { mode: 'XBall', playerCount: 4, teamA: 0, teamB: 0 },
        }),
        makeSession({ id: 2, code: '2222', status: 'Pending', gameState: null }),
        makeSession({
          id: 3,
          code: '3333',
          status: 'Not Active',
          gameState: { mode: 'XBall', playerCount: 2, teamA: 5, teamB: 1 },
        }),
        makeSession({
          id: 4,
          code: '4444',
          gameState: { mode: 'XBall', playerCount: 3, teamA: 1, teamB: 1 },
        }),
      ],
      [makeClient(), makeClient({ id: 2, clientId: 'sim-client-2', customId: null })],
    );
    await openSessions();
    const card = (name: string) => screen.getByRole('region', { name });
    await waitFor(() => expect(card(translate('resources.sessions.stats.active'))).toHaveTextContent('2'));
    expect(card(translate('resources.sessions.stats.inactive'))).toHaveTextContent('2');
    // The Not Active session's last count (2) is nobody playing now; the card says whose players it sums.
    expect(card(translate('resources.sessions.stats.players'))).toHaveTextContent('7');
    expect(card(translate('resources.sessions.stats.players'))).toHaveAccessibleDescription(
      translate('resources.sessions.stats.playersHint'),
    );
    await waitFor(() => expect(card(translate('resources.sessions.stats.clients'))).toHaveTextContent('2'));
  });

  it('shows each session’s server, address, status, mode, public flag, code, players, scores and freshness', async () => {
    signInAsAdmin();
    serveSessions([makeSession({ isPublic: true, upToDate: false })]);
    await openSessions();
    const row = await rowOf('1234');
    if (!row) throw new Error('no row for 1234');
    for (const text of [
      'Arena One',
      '203.0.113.10:7777',
      'Active',
      'XBall',
      translate('resources.sessions.public'),
      '4',
      '3 : 2',
      translate('resources.sessions.stale'),
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it('names the match of a league session whose join details the reader may not see, and why', async () => {
    signInAs({ roles: ['Game Master'], permissions: [...PERMISSIONS] });
    serveSessions([makeSession({ matchId: 12, code: null, slaveIp: null, slavePort: null })]);
    await openSessions();
    const row = await rowOf(translate('resources.sessions.hiddenCode', { matchId: 12 }));
    if (!row) throw new Error('no row for match 12');
    const hidden = within(row).getByText(translate('resources.sessions.hiddenCode', { matchId: 12 }));
    expect(hidden).toHaveAccessibleDescription(translate('resources.sessions.hiddenCodeHint'));
    expect(
      within(row).getByRole('button', {
        name: translate('resources.sessions.action.stopLabel', {
          code: translate('resources.sessions.matchSession', { matchId: 12 }),
          name: 'Arena One',
        }),
      }),
    ).toBeVisible();
    expect(within(row).queryByText(/null/)).toBeNull();
  });

  it('shows the banner when the sessions cannot be loaded', async () => {
    signInAsAdmin();
    serveSessions([]);
    server.use(http.get('/api/game-sessions', () => failWith(403, 'no')));
    await openSessions();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      translate('resources.sessions.loadFailed'),
    );
  });

  it('says what each filter found nothing of', async () => {
    signInAsAdmin();
    serveSessions([makeSession({ status: 'Pending', gameState: null })]);
    await openSessions();
    await table();
    const filters = screen.getByRole('group', { name: translate('resources.sessions.list.filterLabel') });
    const expectations: [string, string][] = [
      [translate('resources.sessions.filters.active'), translate('resources.sessions.empty.active')],
      [translate('resources.sessions.filters.notActive'), translate('resources.sessions.empty.notActive')],
    ];
    for (const [filter, empty] of expectations) {
      await user.click(within(filters).getByRole('button', { name: filter }));
      expect(await screen.findByText(empty)).toBeInTheDocument();
    }
    await user.click(
      within(filters).getByRole('button', { name: translate('resources.sessions.filters.pending') }),
    );
    expect(await rowOf('1234')).toHaveTextContent('1234');
  });

  it('names its own filter in each filter’s empty message', async () => {
    signInAsAdmin();
    serveSessions([makeSession({ status: 'Pending', gameState: null })]);
    await openSessions();
    await table();
    const filters = screen.getByRole('group', { name: translate('resources.sessions.list.filterLabel') });
    for (const filter of ['active', 'notActive'] as const) {
      await user.click(
        within(filters).getByRole('button', { name: translate(`resources.sessions.filters.${filter}`) }),
      );
      const empty = await screen.findByText(translate(`resources.sessions.empty.${filter}`));
      expect(empty.textContent?.toLowerCase()).toContain(
        translate(`resources.sessions.filters.${filter}`).toLowerCase(),
      );
    }
  });

  it('says so when there are no sessions, none inactive and none pending', async () => {
    signInAsAdmin();
    serveSessions([]);
    await openSessions();
    expect(await screen.findByText(translate('resources.sessions.empty.all'), {}, SLOW)).toBeInTheDocument();
    serveSessions([makeSession()]);
    await user.click(screen.getByRole('button', { name: translate('resources.sessions.list.refresh') }));
    await table();
    const filters = screen.getByRole('group', { name: translate('resources.sessions.list.filterLabel') });
    await user.click(
      within(filters).getByRole('button', { name: translate('resources.sessions.filters.inactive') }),
    );
    expect(await screen.findByText(translate('resources.sessions.empty.inactive'))).toBeInTheDocument();
    await user.click(
      within(filters).getByRole('button', { name: translate('resources.sessions.filters.pending') }),
    );
    expect(await screen.findByText(translate('resources.sessions.empty.pending'))).toBeInTheDocument();
  });

  it('shows the sessions as cards with the same details and actions below 600 px', async () => {
    stubPhoneScreen();
    try {
      signInAsAdmin();
      serveSessions([makeSession()]);
      await openSessions();
      const list = await screen.findByRole(
        'list',
        { name: translate('resources.sessions.list.tableLabel') },
        SLOW,
      );
      const [card] = within(list).getAllByRole('listitem');
      for (const text of [
        translate('resources.sessions.fields.code'),
        '1234',
        translate('resources.sessions.fields.players'),
        '4',
        '203.0.113.10:7777',
        translate('resources.sessions.upToDate'),
      ]) {
        expect(within(card).getByText(text)).toBeInTheDocument();
      }
      expect(
        within(card).getByRole('button', {
          name: translate('resources.sessions.action.stopLabel', { code: '1234', name: 'Arena One' }),
        }),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole('table', { name: translate('resources.sessions.list.tableLabel') }),
      ).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('an Observer sees the stats and sessions but no create, stop or delete controls', async () => {
    signInAsObserver();
    serveSessions([makeSession(), makeSession({ id: 2, code: '5678', status: 'Not Active' })]);
    await openSessions();
    expect(await rowOf('1234')).toHaveTextContent('1234');
    expect(await rowOf('5678')).toHaveTextContent('5678');
    expect(
      screen.getByRole('region', { name: translate('resources.sessions.stats.active') }),
    ).toHaveTextContent('1');
    expect(
      screen.queryByRole('region', { name: translate('resources.sessions.create.title') }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: translate('resources.sessions.list.stopAll') }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Stop/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: translate('resources.sessions.list.autoRefresh') }),
    ).toBeChecked();
  });
});

describe('game session manager: create', () => {
  async function chooseClient(name: string) {
    await user.click(
      await screen.findByRole(
        'combobox',
        { name: new RegExp(translate('resources.sessions.create.client')) },
        SLOW,
      ),
    );
    await user.click(await screen.findByRole('option', { name }));
  }

  it('enables Create Session only once client, code and mode are set, and tells how many clients are connected', async () => {
    signInAsAdmin();
    serveSessions([], [makeClient(), makeClient({ id: 2, clientId: 'sim-client-2', customId: null })]);
    await openSessions();
    const form = await screen.findByRole(
      'region',
      { name: translate('resources.sessions.create.title') },
      SLOW,
    );
    const submit = within(form).getByRole('button', { name: translate('resources.sessions.create.submit') });
    expect(
      await within(form).findByText(
        translate('resources.sessions.create.clientsConnected', { smart_count: 2 }),
      ),
    ).toBeInTheDocument();
    expect(
      within(form).getByRole('combobox', { name: new RegExp(translate('resources.sessions.create.mode')) }),
    ).toHaveTextContent('XBall');
    expect(submit).toBeDisabled();
    await chooseClient('sim-client-2');
    expect(submit).toBeDisabled();
    await user.type(
      within(form).getByRole('textbox', { name: new RegExp(translate('resources.sessions.create.code')) }),
      '4321',
    );
    expect(submit).toBeEnabled();
    await user.clear(
      within(form).getByRole('textbox', { name: new RegExp(translate('resources.sessions.create.code')) }),
    );
    expect(submit).toBeDisabled();
  });

  it('creates the session on the chosen client and says so with the code', async () => {
    signInAsAdmin();
    const seen = serveSessions([]);
    await openSessions();
    await chooseClient('Arena One');
    const form = screen.getByRole('region', { name: translate('resources.sessions.create.title') });
    await user.type(
      within(form).getByRole('textbox', { name: new RegExp(translate('resources.sessions.create.code')) }),
      '4321',
    );
    await user.click(
      within(form).getByRole('switch', { name: translate('resources.sessions.create.isPublic') }),
    );
    await user.click(
      within(form).getByRole('button', { name: translate('resources.sessions.create.submit') }),
    );
    expect(
      await screen.findByText(translate('resources.sessions.notifications.created', { code: '4321' })),
    ).toBeInTheDocument();
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/game-sessions/client?clientId=sim-client-1',
        body: { code: '4321', isPublic: true, mode: 'XBall' },
      },
    ]);
    expect(
      within(form).getByRole('textbox', { name: new RegExp(translate('resources.sessions.create.code')) }),
    ).toHaveValue('');
  });

  it('says Failed to create session, and why, when the game server does not answer', async () => {
    signInAsAdmin();
    serveSessions([]);
    server.use(
      http.post('/api/game-sessions/client', () => failWith(504, 'The game server did not answer in time.')),
    );
    await openSessions();
    await chooseClient('Arena One');
    const form = screen.getByRole('region', { name: translate('resources.sessions.create.title') });
    await user.type(
      within(form).getByRole('textbox', { name: new RegExp(translate('resources.sessions.create.code')) }),
      '4321',
    );
    await user.click(
      within(form).getByRole('button', { name: translate('resources.sessions.create.submit') }),
    );
    expect(
      await screen.findByText(translate('resources.sessions.notifications.createFailed')),
    ).toBeInTheDocument();
    expect(within(form).getByText('The game server did not answer in time.')).toBeInTheDocument();
  });
});

describe('game session manager: stop and delete', () => {
  const sessions = () => [
    makeSession({ id: 1, code: '1111', serverName: 'Arena One' }),
    makeSession({ id: 2, code: '2222', serverName: 'Arena Two', status: 'Pending', gameState: null }),
    makeSession({ id: 3, code: '3333', serverName: 'Arena Three', status: 'Not Active' }),
    makeSession({ id: 4, code: '4444', serverName: 'Arena Four' }),
  ];

  it('offers Stop only on Active sessions and Delete on every one', async () => {
    signInAsAdmin();
    serveSessions(sessions());
    await openSessions();
    await table();
    expect(
      screen.getAllByRole('button', { name: /^Stop session/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      translate('resources.sessions.action.stopLabel', { code: '1111', name: 'Arena One' }),
      translate('resources.sessions.action.stopLabel', { code: '4444', name: 'Arena Four' }),
    ]);
    expect(screen.getAllByRole('button', { name: /^Delete session/ })).toHaveLength(4);
  });

  it('asks before stopping a session, and a Cancel stops nothing', async () => {
    signInAsAdmin();
    const seen = serveSessions(sessions());
    await openSessions();
    await user.click(
      await screen.findByRole(
        'button',
        { name: translate('resources.sessions.action.stopLabel', { code: '4444', name: 'Arena Four' }) },
        SLOW,
      ),
    );
    const dialog = await screen.findByRole('dialog', {
      name: translate('resources.sessions.dialogs.stopTitle'),
    });
    expect(dialog).toHaveTextContent(
      translate('resources.sessions.dialogs.stopText', { code: '4444', name: 'Arena Four' }),
    );
    await user.click(
      within(dialog).getByRole('button', { name: translate('app.layout.confirmDialog.cancel') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen).toEqual([]);
  });

  it('stops a confirmed session and says so with its server name', async () => {
    signInAsAdmin();
    const seen = serveSessions(sessions());
    await openSessions();
    await user.click(
      await screen.findByRole(
        'button',
        { name: translate('resources.sessions.action.stopLabel', { code: '4444', name: 'Arena Four' }) },
        SLOW,
      ),
    );
    await confirmIn(
      translate('resources.sessions.dialogs.stopTitle'),
      translate('resources.sessions.action.stop'),
    );
    expect(
      await screen.findByText(translate('resources.sessions.notifications.stopped', { name: 'Arena Four' })),
    ).toBeInTheDocument();
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual(['PUT /api/game-sessions/4/stop']);
  });

  it('says Failed to stop the game session when the stop fails', async () => {
    signInAsAdmin();
    serveSessions(sessions());
    server.use(http.put('/api/game-sessions/:id/stop', () => failWith(403, 'no')));
    await openSessions();
    await user.click(
      await screen.findByRole(
        'button',
        { name: translate('resources.sessions.action.stopLabel', { code: '1111', name: 'Arena One' }) },
        SLOW,
      ),
    );
    await confirmIn(
      translate('resources.sessions.dialogs.stopTitle'),
      translate('resources.sessions.action.stop'),
    );
    expect(
      await screen.findByText(translate('resources.sessions.notifications.stopFailed')),
    ).toBeInTheDocument();
  });

  it('deletes a session only after the confirmation, then says so', async () => {
    signInAsAdmin();
    const seen = serveSessions(sessions());
    await openSessions();
    await user.click(
      await screen.findByRole(
        'button',
        { name: translate('resources.sessions.action.deleteLabel', { code: '3333', name: 'Arena Three' }) },
        SLOW,
      ),
    );
    let dialog = await screen.findByRole('dialog', {
      name: translate('resources.sessions.dialogs.deleteTitle'),
    });
    expect(dialog).toHaveTextContent(
      translate('resources.sessions.dialogs.deleteText', { code: '3333', name: 'Arena Three' }),
    );
    await user.click(
      within(dialog).getByRole('button', { name: translate('app.layout.confirmDialog.cancel') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen).toEqual([]);

    await user.click(
      screen.getByRole('button', {
        name: translate('resources.sessions.action.deleteLabel', { code: '3333', name: 'Arena Three' }),
      }),
    );
    dialog = await screen.findByRole('dialog', { name: translate('resources.sessions.dialogs.deleteTitle') });
    await user.click(
      within(dialog).getByRole('button', { name: translate('resources.sessions.action.delete') }),
    );
    expect(
      await screen.findByText(translate('resources.sessions.notifications.deleted', { name: 'Arena Three' })),
    ).toBeInTheDocument();
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual(['DELETE /api/game-sessions/3']);
  });

  it('says Failed to delete the game session when the delete fails', async () => {
    signInAsAdmin();
    serveSessions(sessions());
    server.use(http.delete('/api/game-sessions/:id', () => failWith(403, 'no')));
    await openSessions();
    await user.click(
      await screen.findByRole(
        'button',
        { name: translate('resources.sessions.action.deleteLabel', { code: '1111', name: 'Arena One' }) },
        SLOW,
      ),
    );
    const dialog = await screen.findByRole('dialog', {
      name: translate('resources.sessions.dialogs.deleteTitle'),
    });
    await user.click(
      within(dialog).getByRole('button', { name: translate('resources.sessions.action.delete') }),
    );
    expect(
      await screen.findByText(translate('resources.sessions.notifications.deleteFailed')),
    ).toBeInTheDocument();
  });

  it('Stop All asks first, naming how many Active sessions it stops; a Cancel stops nothing', async () => {
    signInAsAdmin();
    const seen = serveSessions(sessions());
    await openSessions();
    await table();
    await user.click(screen.getByRole('button', { name: translate('resources.sessions.list.stopAll') }));
    const dialog = await screen.findByRole('dialog', {
      name: translate('resources.sessions.dialogs.stopAllTitle'),
    });
    expect(dialog).toHaveTextContent(translate('resources.sessions.dialogs.stopAllText', { smart_count: 2 }));
    await user.click(
      within(dialog).getByRole('button', { name: translate('app.layout.confirmDialog.cancel') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen).toEqual([]);
  });

  it('Stop All, confirmed, stops every Active session, one request each, and counts them', async () => {
    signInAsAdmin();
    const seen = serveSessions(sessions());
    await openSessions();
    await table();
    await user.click(screen.getByRole('button', { name: translate('resources.sessions.list.stopAll') }));
    await confirmIn(
      translate('resources.sessions.dialogs.stopAllTitle'),
      translate('resources.sessions.list.stopAll'),
    );
    expect(
      await screen.findByText(translate('resources.sessions.notifications.stoppedAll', { smart_count: 2 })),
    ).toBeInTheDocument();
    expect(seen.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'PUT /api/game-sessions/1/stop',
      'PUT /api/game-sessions/4/stop',
    ]);
  });

  it('Stop All says Failed to stop all sessions when a stop fails', async () => {
    signInAsAdmin();
    serveSessions(sessions());
    server.use(
      http.put('/api/game-sessions/4/stop', () => failWith(404, 'The game server is not connected.')),
    );
    await openSessions();
    await table();
    await user.click(screen.getByRole('button', { name: translate('resources.sessions.list.stopAll') }));
    await confirmIn(
      translate('resources.sessions.dialogs.stopAllTitle'),
      translate('resources.sessions.list.stopAll'),
    );
    expect(
      await screen.findByText(translate('resources.sessions.notifications.stopAllFailed')),
    ).toBeInTheDocument();
  });

  it('Stop All with nothing active says No active sessions to stop and sends nothing', async () => {
    signInAsAdmin();
    const seen = serveSessions(sessions().filter((session) => session.status !== 'Active'));
    await openSessions();
    await table();
    await user.click(screen.getByRole('button', { name: translate('resources.sessions.list.stopAll') }));
    expect(
      await screen.findByText(translate('resources.sessions.notifications.noneActive')),
    ).toBeInTheDocument();
    expect(seen).toEqual([]);
  });
});

describe('game session manager: timing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is on by default and refetches sessions and clients every 5000 ms; off stops it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAsAdmin();
    const calls = { sessions: 0, clients: 0 };
    serveSessions([makeSession()]);
    server.use(
      http.get('/api/game-sessions', ({ request }) => {
        calls.sessions += 1;
        return sessionsPage([makeSession()], request);
      }),
      http.get('/api/game-sessions/clients', () => {
        calls.clients += 1;
        return ok([makeClient()]);
      }),
    );
    await openSessions();
    await table();
    const toggle = screen.getByRole('switch', { name: translate('resources.sessions.list.autoRefresh') });
    expect(toggle).toBeChecked();
    await waitFor(() => expect(calls).toEqual({ sessions: 1, clients: 1 }));

    await act(() => vi.advanceTimersByTimeAsync(SESSION_AUTO_REFRESH_MS));
    await waitFor(() => expect(calls).toEqual({ sessions: 2, clients: 2 }));
    await act(() => vi.advanceTimersByTimeAsync(SESSION_AUTO_REFRESH_MS));
    await waitFor(() => expect(calls).toEqual({ sessions: 3, clients: 3 }));

    const clicker = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await clicker.click(toggle);
    expect(toggle).not.toBeChecked();
    const before = { ...calls };
    await act(() => vi.advanceTimersByTimeAsync(SESSION_AUTO_REFRESH_MS * 3));
    expect(calls).toEqual(before);
  });

  it('keeps a snackbar up for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAsAdmin();
    serveSessions([]);
    await openSessions();
    await screen.findByText(translate('resources.sessions.empty.all'), {}, SLOW);
    const clicker = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await clicker.click(screen.getByRole('button', { name: translate('resources.sessions.list.stopAll') }));
    expect(
      await screen.findByText(translate('resources.sessions.notifications.noneActive')),
    ).toBeInTheDocument();
    // Step the clock so every timer the snackbar sets on the way runs when it is due.
    const advance = async (ms: number) => {
      for (let passed = 0; passed < ms; passed += 250) await act(() => vi.advanceTimersByTimeAsync(250));
    };
    await advance(SNACKBAR_MS - 500);
    expect(screen.getByText(translate('resources.sessions.notifications.noneActive'))).toBeInTheDocument();
    await advance(1000);
    await waitFor(() =>
      expect(
        screen.queryByText(translate('resources.sessions.notifications.noneActive')),
      ).not.toBeInTheDocument(),
    );
  });

  it('shows the spinner while the sessions load', async () => {
    signInAsAdmin();
    serveSessions([]);
    server.use(http.get('/api/game-sessions', never));
    await openSessions();
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });
});
