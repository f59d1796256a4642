import { translate } from '@domain/i18n';
import type { RosterChange } from '@domain/roster-changes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  failWith,
  makePlayer,
  makeSeason,
  makeTeam,
  ok,
  okPage,
  record,
  type SeenRequest,
  serveTeamData,
  signInAs,
  signInAsAdmin,
  stubPhoneScreen,
} from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

const user = userEvent.setup();

function makeChange(overrides: Partial<RosterChange> = {}): RosterChange {
  return {
    id: 12,
    team: { id: 4, name: 'Hot Shots' },
    season: { id: 3, name: 'Spring 2027' },
    user: { id: 30, displayName: 'Ana' },
    kind: 'join',
    status: 'Pending',
    invitationId: 77,
    requestedBy: 'Ana',
    decidedBy: null,
    decidedAt: null,
    createdAt: '2027-03-12T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * GET /admin/roster-changes (filtered by status), one change, its season (linked from the change's page),
 * and the decisions, over in-memory rows.
 */
function serveRosterChanges(initial: RosterChange[]) {
  let rows = initial;
  const seen: SeenRequest[] = [];
  const decide =
    (status: RosterChange['status']) =>
    async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      await record(seen, request);
      rows = rows.map((row) => (row.id === Number(params.id) ? { ...row, status, decidedBy: 'Admin' } : row));
      return ok(rows.find((row) => row.id === Number(params.id)));
    };
  server.use(
    http.get('/api/admin/roster-changes', async ({ request }) => {
      await record(seen, request);
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}');
      return okPage(
        'roster-changes',
        rows.filter((row) => !filter.status || row.status === filter.status),
      );
    }),
    http.get('/api/admin/roster-changes/:id', ({ params }) =>
      ok(rows.find((row) => row.id === Number(params.id))),
    ),
    http.get('/api/seasons/3', () => ok(makeSeason({ id: 3, name: 'Spring 2027' }))),
    http.post('/api/admin/roster-changes/:id/approve', decide('Approved')),
    http.post('/api/admin/roster-changes/:id/deny', decide('Denied')),
  );
  return seen;
}

const writes = (seen: SeenRequest[]) => seen.filter((request) => request.method !== 'GET');

describe('the roster changes admin resource', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the Pending changes first (filtered on the server) and approves one from its page', async () => {
    signInAsAdmin();
    const seen = serveRosterChanges([
      makeChange(),
      makeChange({ id: 13, kind: 'leave', user: { id: 31, displayName: 'Bo' }, status: 'Denied' }),
    ]);
    renderApp('/admin/roster-changes');
    const table = await screen.findByRole(
      'table',
      { name: translate('resources.admin/roster-changes.title') },
      SLOW,
    );
    // The player, and who asked (the player too).
    expect(await within(table).findAllByText('Ana')).toHaveLength(2);
    expect(
      within(table).getByText(translate('resources.admin/roster-changes.kind.join')),
    ).toBeInTheDocument();
    expect(within(table).queryByText('Bo')).not.toBeInTheDocument();
    const list = new URL(
      `http://x${seen.find((request) => request.path.startsWith('/api/admin/roster-changes'))?.path}`,
    ).searchParams;
    expect(JSON.parse(list.get('filter') ?? '{}')).toEqual({ status: 'Pending' });

    await user.click(within(table).getAllByText('Ana')[0]!);
    await screen.findByRole(
      'heading',
      {
        level: 1,
        name: translate('resources.admin/roster-changes.change.join', { player: 'Ana', team: 'Hot Shots' }),
      },
      SLOW,
    );
    expect(await screen.findByRole('link', { name: 'Spring 2027' }, SLOW)).toHaveAttribute(
      'href',
      '/admin/seasons/3',
    );
    await user.click(
      screen.getByRole('button', { name: translate('resources.admin/roster-changes.action.approve') }),
    );
    await waitFor(() =>
      expect(writes(seen)).toEqual([
        { method: 'POST', path: '/api/admin/roster-changes/12/approve', body: undefined },
      ]),
    );
    expect(
      await screen.findByText(
        translate('resources.admin/roster-changes.notifications.approved', {
          change: translate('resources.admin/roster-changes.change.join', {
            player: 'Ana',
            team: 'Hot Shots',
          }),
        }),
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: translate('resources.admin/roster-changes.action.approve') }),
      ).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s reason when a change can no longer apply', async () => {
    signInAsAdmin();
    serveRosterChanges([makeChange()]);
    server.use(
      http.post('/api/admin/roster-changes/:id/approve', () =>
        failWith(409, translate('resources.teams.team.rosterFull', { max: 8 }), 'ROSTER_FULL'),
      ),
    );
    renderApp('/admin/roster-changes/12/show');
    await user.click(
      await screen.findByRole(
        'button',
        { name: translate('resources.admin/roster-changes.action.approve') },
        SLOW,
      ),
    );
    expect(
      await screen.findByText(translate('resources.teams.team.rosterFull', { max: 8 })),
    ).toBeInTheDocument();
  });

  it('lists one line per change on a phone', async () => {
    stubPhoneScreen();
    signInAsAdmin();
    serveRosterChanges([makeChange({ kind: 'remove' })]);
    renderApp('/admin/roster-changes');
    expect(
      await screen.findByText(
        translate('resources.admin/roster-changes.change.remove', { player: 'Ana', team: 'Hot Shots' }),
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe("the team page's pending roster changes", () => {
  const captain = makePlayer({ id: 1, userId: 7, displayName: 'Splat Master', isCaptain: true });
  const mate = makePlayer({ id: 3, userId: 9, displayName: 'Quiet Quinn' });
  const hotShots = makeTeam({ id: 4, name: 'Hot Shots', code: 'HS1', players: [captain, mate] });

  function serveTeam(changes: RosterChange[]) {
    const seen: SeenRequest[] = [];
    let rows = changes;
    server.use(
      http.get('/api/teams/4', () => ok(hotShots)),
      http.get('/api/teams/4/invitations', () => ok({ requests: [], invites: [] })),
      http.get('/api/seasons', () => okPage('seasons', [])),
      http.get('/api/teams/4/roster-changes', () => ok(rows)),
      http.post('/api/roster-changes/:id/cancel', async ({ request, params }) => {
        await record(seen, request);
        const cancelled = { ...rows.find((row) => row.id === Number(params.id))!, status: 'Cancelled' };
        rows = rows.filter((row) => row.id !== Number(params.id));
        return ok(cancelled);
      }),
    );
    return seen;
  }

  it('shows the team’s pending changes and lets a captain cancel one', async () => {
    signInAs({ id: 7 });
    serveTeamData({});
    const seen = serveTeam([
      makeChange(),
      makeChange({ id: 14, kind: 'leave', user: { id: 9, displayName: 'Quiet Quinn' } }),
    ]);
    renderApp('/teams/4');
    const list = await screen.findByRole(
      'list',
      { name: translate('resources.admin/roster-changes.team.title') },
      SLOW,
    );
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/joining|leaving/).textContent)).toEqual([
      translate('resources.admin/roster-changes.change.join', { player: 'Ana', team: 'Hot Shots' }),
      translate('resources.admin/roster-changes.change.leave', { player: 'Quiet Quinn', team: 'Hot Shots' }),
    ]);
    expect(
      within(items[0]!).getByText(
        translate('resources.admin/roster-changes.team.waiting', { season: 'Spring 2027' }),
      ),
    ).toBeInTheDocument();
    await user.click(
      within(items[0]!).getByRole('button', {
        name: translate('resources.admin/roster-changes.action.cancel'),
      }),
    );
    await waitFor(() =>
      expect(writes(seen)).toEqual([
        { method: 'POST', path: '/api/roster-changes/12/cancel', body: undefined },
      ]),
    );
    expect(
      await screen.findByText(
        translate('resources.admin/roster-changes.notifications.cancelled', {
          change: translate('resources.admin/roster-changes.change.join', {
            player: 'Ana',
            team: 'Hot Shots',
          }),
        }),
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('offers a plain player to cancel only their own change, and shows nothing when none is pending', async () => {
    signInAs({ id: 9 });
    serveTeamData({});
    serveTeam([
      makeChange(),
      makeChange({ id: 14, kind: 'leave', user: { id: 9, displayName: 'Quiet Quinn' } }),
    ]);
    renderApp('/teams/4');
    const list = await screen.findByRole(
      'list',
      { name: translate('resources.admin/roster-changes.team.title') },
      SLOW,
    );
    const [join, leave] = within(list).getAllByRole('listitem');
    expect(
      within(join!).queryByRole('button', {
        name: translate('resources.admin/roster-changes.action.cancel'),
      }),
    ).not.toBeInTheDocument();
    expect(
      within(leave!).getByRole('button', { name: translate('resources.admin/roster-changes.action.cancel') }),
    ).toBeInTheDocument();
  });

  it('tells a player whose leaving waits for an admin the server’s sentence, and keeps them on the page', async () => {
    signInAs({ id: 9 });
    serveTeamData({});
    serveTeam([]);
    const sentence = translate('resources.admin/roster-changes.locked', {
      season: 'Spring 2027',
      status: 'Live',
      change: translate('resources.admin/roster-changes.change.leave', {
        player: 'Quiet Quinn',
        team: 'Hot Shots',
      }),
    });
    server.use(
      http.post('/api/teams/4/leave', () =>
        HttpResponse.json(
          {
            success: true,
            data: makeChange({ kind: 'leave', user: { id: 9, displayName: 'Quiet Quinn' } }),
            message: sentence,
          },
          { status: 202 },
        ),
      ),
    );
    renderApp('/teams/4');
    await screen.findByRole('heading', { level: 1, name: 'Hot Shots' }, SLOW);
    expect(
      screen.queryByRole('list', { name: translate('resources.admin/roster-changes.team.title') }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: translate('resources.teams.leave.action') }));
    const dialog = await screen.findByRole('dialog', { name: translate('resources.teams.leave.title') });
    await user.click(
      within(dialog).getByRole('button', { name: translate('app.layout.confirmDialog.confirm') }),
    );
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(
      screen.queryByText(translate('resources.teams.notifications.left', { team: 'Hot Shots' })),
    ).not.toBeInTheDocument();
    // Still on the team page (the dialog closing hides it from the accessibility tree for a moment).
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot Shots' }, SLOW)).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { level: 1, name: translate('app.dashboard.title') }),
    ).not.toBeInTheDocument();
  });
});

describe("the season's transfer window", () => {
  it('says rosters are locked while Live and opens the window until the chosen time', async () => {
    signInAsAdmin();
    let season = makeSeason({ status: 'Live' });
    const seen: SeenRequest[] = [];
    server.use(
      http.get('/api/seasons/3', () => ok(season)),
      http.get('/api/seasons/3/teams', () => okPage('season-entries', [])),
      http.get('/api/matches', () => okPage('matches', [])),
      http.put('/api/seasons/3', async ({ request }) => {
        await record(seen, request);
        season = { ...season, ...(seen.at(-1)?.body as object) };
        return ok(season);
      }),
    );
    renderApp('/admin/seasons/3');
    expect(
      await screen.findByText(translate('resources.admin/roster-changes.window.locked'), {}, SLOW),
    ).toBeInTheDocument();
    const input = screen.getByLabelText(translate('resources.admin/roster-changes.window.label'));
    await user.clear(input);
    await user.type(input, '2099-05-01T18:30');
    await user.click(
      screen.getByRole('button', { name: translate('resources.admin/roster-changes.window.openButton') }),
    );
    const sent = new Date('2099-05-01T18:30').toISOString();
    await waitFor(() =>
      expect(writes(seen)).toEqual([
        { method: 'PUT', path: '/api/seasons/3', body: { transferWindowEndsAt: sent } },
      ]),
    );
    expect(
      await screen.findByText(
        translate('resources.admin/roster-changes.window.open', { time: new Date(sent).toLocaleString() }),
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});
