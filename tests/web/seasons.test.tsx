import type { Team } from '@domain/api';
import { translate } from '@domain/i18n';
import type { Season, SeasonEntry } from '@domain/seasons';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  failWith,
  makePlayer,
  makeSeason,
  makeTeam,
  ok,
  okPage,
  record,
  type SeenRequest,
  signInAs,
  signInAsAdmin,
} from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

const user = userEvent.setup();

function makeEntry(overrides: Partial<SeasonEntry> = {}): SeasonEntry {
  return {
    id: 21,
    seasonId: 3,
    team: { id: 21, name: 'Red Devils' },
    divisionId: null,
    seedRating: null,
    placedByAdmin: false,
    registeredAt: '2026-11-02T00:00:00.000Z',
    ...overrides,
  };
}

/** The seasons API over an in-memory list: returns every request it answered (queries and writes). */
function serveSeasons(initial: Season[], entries: SeasonEntry[] = []) {
  let seasons = initial;
  let rows = entries;
  const seen: SeenRequest[] = [];
  server.use(
    http.get('/api/seasons', async ({ request }) => {
      await record(seen, request);
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}');
      return okPage(
        'seasons',
        seasons.filter((season) => !filter.status || season.status === filter.status),
      );
    }),
    http.get('/api/seasons/:id', ({ params }) =>
      ok(seasons.find((season) => season.id === Number(params.id))),
    ),
    http.post('/api/seasons', async ({ request }) => {
      await record(seen, request);
      const season = makeSeason({ id: 9, ...(seen.at(-1)?.body as Partial<Season>), teamCount: 0 });
      seasons = [...seasons, season];
      return ok(season, { status: 201 });
    }),
    http.put('/api/seasons/:id', async ({ request, params }) => {
      await record(seen, request);
      const change = seen.at(-1)?.body as Partial<Season>;
      seasons = seasons.map((season) =>
        season.id === Number(params.id) ? { ...season, ...change } : season,
      );
      return ok(seasons.find((season) => season.id === Number(params.id)));
    }),
    http.get('/api/seasons/:id/teams', () => okPage('season-entries', rows)),
    http.put('/api/seasons/:id/teams/:teamId', async ({ request, params }) => {
      await record(seen, request);
      const { divisionId } = (seen.at(-1)?.body ?? {}) as { divisionId: number | null };
      rows = rows.map((entry) =>
        entry.team.id === Number(params.teamId)
          ? { ...entry, divisionId, placedByAdmin: divisionId !== null }
          : entry,
      );
      return ok(rows.find((entry) => entry.team.id === Number(params.teamId)));
    }),
  );
  return seen;
}

const writes = (seen: SeenRequest[]) => seen.filter((request) => request.method !== 'GET');

describe('the seasons admin resource', () => {
  it('lists the seasons and filters them by status on the server', async () => {
    signInAsAdmin();
    const seen = serveSeasons([
      makeSeason(),
      makeSeason({
        id: 4,
        name: 'Winter 2026',
        status: 'Live',
        teamCount: 12,
        divisions: [{ id: 13, name: 'Open', mmrPercentage: 100 }],
      }),
    ]);
    renderApp('/admin/seasons');
    const table = await screen.findByRole(
      'table',
      { name: translate('resources.admin/seasons.title') },
      SLOW,
    );
    expect(await within(table).findByText('Spring 2027')).toBeInTheDocument();
    expect(within(table).getByText('Winter 2026')).toBeInTheDocument();
    expect(within(table).getByText('Gold, Silver')).toBeInTheDocument();

    await user.click(
      screen.getByRole('combobox', { name: translate('resources.admin/seasons.fields.status') }),
    );
    await user.click(await screen.findByRole('option', { name: translate('app.league.seasonStatus.Live') }));
    await waitFor(() => expect(within(table).queryByText('Spring 2027')).not.toBeInTheDocument(), SLOW);
    expect(within(table).getByText('Winter 2026')).toBeInTheDocument();
    const last = new URL(`http://x${seen.at(-1)?.path}`).searchParams;
    expect(JSON.parse(last.get('filter') ?? '{}')).toEqual({ status: 'Live' });
    expect(JSON.parse(last.get('sort') ?? '[]')).toEqual(['startsAt', 'DESC']);
  });

  it('refuses divisions whose shares do not add up to 100, then creates the season', async () => {
    signInAsAdmin();
    const seen = serveSeasons([]);
    renderApp('/admin/seasons/create');
    await user.type(
      await screen.findByRole('textbox', { name: translate('resources.admin/seasons.fields.name') }, SLOW),
      'Autumn 2027',
    );
    fireEvent.change(
      screen.getByLabelText(new RegExp(translate('resources.admin/seasons.fields.startsAt'))),
      {
        target: { value: '2027-09-06T19:00' },
      },
    );
    const share = screen.getByRole('spinbutton', {
      name: translate('resources.admin/seasons.fields.divisions.mmrPercentage'),
    });
    await user.clear(share);
    await user.type(share, '90');
    await user.type(
      screen.getByRole('textbox', { name: translate('resources.admin/seasons.fields.divisions.name') }),
      'Open',
    );
    await user.click(screen.getByRole('button', { name: translate('resources.admin/seasons.action.save') }));
    expect(
      await screen.findByText(translate('resources.admin/seasons.mmrPercentagesTotal', { total: 90 })),
    ).toBeInTheDocument();
    expect(writes(seen)).toEqual([]);

    await user.clear(share);
    await user.type(share, '100');
    await user.click(screen.getByRole('button', { name: translate('resources.admin/seasons.action.save') }));
    await waitFor(() =>
      expect(writes(seen)).toEqual([
        {
          method: 'POST',
          path: '/api/seasons',
          body: {
            name: 'Autumn 2027',
            startsAt: new Date('2027-09-06T19:00').toISOString(),
            weeks: 8,
            divisions: [{ name: 'Open', mmrPercentage: 100 }],
            pointsRules: { win: 3, draw: 1, loss: 0, forfeit: 0 },
            tiebreakers: ['points', 'headToHead', 'roundDifference', 'roundsFor', 'rating'],
            // The form has no playoff inputs yet: the payload schema's defaults go along.
            playoffTeams: 4,
            playoffFormat: 'singleElimination',
            checkInMinutes: 30,
            noShowGraceMinutes: 15,
          },
        },
      ]),
    );
    expect(
      await screen.findByText(
        translate('resources.admin/seasons.notifications.created', { name: 'Autumn 2027' }),
      ),
    ).toBeInTheDocument();
  });

  it('refuses a season that would end after the last day a league runs, on its start field', async () => {
    signInAsAdmin();
    const seen = serveSeasons([]);
    renderApp('/admin/seasons/create');
    await user.type(
      await screen.findByRole('textbox', { name: translate('resources.admin/seasons.fields.name') }, SLOW),
      'Season 2100',
    );
    const startsAt = screen.getByLabelText(new RegExp(translate('resources.admin/seasons.fields.startsAt')));
    fireEvent.change(startsAt, { target: { value: '2100-06-07T19:00' } });
    const weeks = screen.getByRole('spinbutton', {
      name: new RegExp(translate('resources.admin/seasons.fields.weeks')),
    });
    await user.clear(weeks);
    await user.type(weeks, '52');
    await user.type(
      screen.getByRole('textbox', { name: translate('resources.admin/seasons.fields.divisions.name') }),
      'Open',
    );
    await user.click(screen.getByRole('button', { name: translate('resources.admin/seasons.action.save') }));
    const refusal = translate('resources.admin/seasons.seasonEndsTooLate', {
      lastDay: '2100-12-31',
      smart_count: 52,
      latestStart: '2100-01-02T00:00:00Z',
    });
    await waitFor(() => expect(startsAt).toHaveAccessibleDescription(refusal));
    expect(writes(seen)).toEqual([]);
  });

  it('moves a season to its next stage after asking, and says so', async () => {
    signInAsAdmin();
    const seen = serveSeasons([makeSeason()]);
    renderApp('/admin/seasons/3');
    await user.click(
      await screen.findByRole(
        'button',
        { name: translate('resources.admin/seasons.action.move', { status: 'Registration' }) },
        SLOW,
      ),
    );
    const dialog = await screen.findByRole('dialog', {
      name: translate('resources.admin/seasons.moveDialog.title', {
        name: 'Spring 2027',
        status: 'Registration',
      }),
    });
    expect(writes(seen)).toEqual([]);
    await user.click(
      within(dialog).getByRole('button', {
        name: translate('resources.admin/seasons.action.move', { status: 'Registration' }),
      }),
    );
    await waitFor(() =>
      expect(writes(seen)).toEqual([
        { method: 'PUT', path: '/api/seasons/3', body: { status: 'Registration' } },
      ]),
    );
    expect(
      await screen.findByText(
        translate('resources.admin/seasons.notifications.moved', {
          name: 'Spring 2027',
          status: 'Registration',
        }),
      ),
    ).toBeInTheDocument();
    // The confirmation dialog hides the page until its closing transition ends.
    const details = await screen.findByRole(
      'region',
      { name: translate('resources.admin/seasons.sections.details') },
      SLOW,
    );
    expect(
      await within(details).findByText(translate('app.league.seasonStatus.Registration'), {}, SLOW),
    ).toBeInTheDocument();
    expect(
      within(details).getByRole('button', {
        name: translate('resources.admin/seasons.action.move', { status: 'Live' }),
      }),
    ).toBeInTheDocument();
  });

  it('generates the fixtures of a Live season after asking, and says how many matches it made', async () => {
    signInAsAdmin();
    const seen = serveSeasons([makeSeason({ status: 'Live' })]);
    server.use(
      http.post('/api/seasons/:id/fixtures', async ({ request }) => {
        await record(seen, request);
        return ok({ seasonId: 3, matches: 6, divisions: [] }, { status: 201 });
      }),
    );
    renderApp('/admin/seasons/3');
    const fixtures = await screen.findByRole(
      'region',
      { name: translate('resources.admin/seasons.sections.fixtures') },
      SLOW,
    );
    await user.click(
      within(fixtures).getByRole('button', { name: translate('resources.admin/seasons.fixtures.generate') }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: translate('resources.admin/seasons.fixtures.title', { name: 'Spring 2027' }),
    });
    expect(writes(seen)).toEqual([]);
    await user.click(
      within(dialog).getByRole('button', { name: translate('resources.admin/seasons.fixtures.generate') }),
    );
    await waitFor(() =>
      expect(writes(seen)).toEqual([{ method: 'POST', path: '/api/seasons/3/fixtures', body: undefined }]),
    );
    expect(
      await screen.findByText(
        translate('resources.admin/seasons.notifications.generated', { name: 'Spring 2027', smart_count: 6 }),
      ),
    ).toBeInTheDocument();
    // The confirmation dialog hides the page until its closing transition ends.
    expect(
      await within(fixtures).findByRole(
        'link',
        { name: translate('resources.admin/seasons.fixtures.viewMatches') },
        SLOW,
      ),
    ).toHaveAttribute(
      'href',
      `/admin/matches?${new URLSearchParams({ filter: JSON.stringify({ seasonId: 3 }) })}`,
    );
  });

  it('offers no generation before Registration', async () => {
    signInAsAdmin();
    serveSeasons([makeSeason({ status: 'Setup' })]);
    renderApp('/admin/seasons/3');
    const fixtures = await screen.findByRole(
      'region',
      { name: translate('resources.admin/seasons.sections.fixtures') },
      SLOW,
    );
    expect(
      within(fixtures).queryByRole('button', {
        name: translate('resources.admin/seasons.fixtures.generate'),
      }),
    ).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a move', async () => {
    signInAsAdmin();
    serveSeasons([makeSeason()]);
    server.use(
      http.put('/api/seasons/:id', () =>
        failWith(
          409,
          translate('resources.admin/seasons.moveNotAllowed', {
            from: 'Setup',
            to: 'Live',
            next: 'Registration',
          }),
        ),
      ),
    );
    renderApp('/admin/seasons/3');
    await user.click(
      await screen.findByRole(
        'button',
        { name: translate('resources.admin/seasons.action.move', { status: 'Registration' }) },
        SLOW,
      ),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', {
        name: translate('resources.admin/seasons.action.move', { status: 'Registration' }),
      }),
    );
    expect(
      await screen.findByText(
        translate('resources.admin/seasons.moveNotAllowed', {
          from: 'Setup',
          to: 'Live',
          next: 'Registration',
        }),
      ),
    ).toBeInTheDocument();
  });

  it('lists the registered teams and overrides a team’s division', async () => {
    signInAsAdmin();
    const seen = serveSeasons([makeSeason({ status: 'Registration' })], [makeEntry()]);
    renderApp('/admin/seasons/3');
    const table = await screen.findByRole(
      'table',
      { name: translate('resources.admin/seasons.sections.entries') },
      SLOW,
    );
    const row = (await within(table).findByText('Red Devils')).closest('tr');
    if (!row) throw new Error('no row for Red Devils');
    await user.click(
      within(row).getByRole('combobox', { name: translate('resources.admin/seasons.entries.division') }),
    );
    await user.click(await screen.findByRole('option', { name: 'Gold' }));
    await waitFor(() =>
      expect(writes(seen)).toEqual([
        { method: 'PUT', path: '/api/seasons/3/teams/21', body: { divisionId: 11 } },
      ]),
    );
    expect(
      await screen.findByText(
        translate('resources.admin/seasons.notifications.placed', { team: 'Red Devils', division: 'Gold' }),
      ),
    ).toBeInTheDocument();
    expect(
      await within(row).findByText(translate('resources.admin/seasons.entries.placedByAdmin')),
    ).toBeInTheDocument();
  });
});

describe('a captain registers the team for a season', () => {
  const captain = makePlayer({ id: 1, userId: 7, displayName: 'Splat Master', isCaptain: true });
  const redDevils = makeTeam({ id: 21, name: 'Red Devils', players: [captain] });

  function serveTeamPage(team: Team, register: Parameters<typeof http.post>[1]) {
    const season = makeSeason({ status: 'Registration', teamCount: 0 });
    let entries: SeasonEntry[] = [];
    const seen: SeenRequest[] = [];
    server.use(
      http.get(`/api/teams/${team.id}`, () => ok(team)),
      http.get(`/api/teams/${team.id}/invitations`, () => ok({ requests: [], invites: [] })),
      http.get('/api/seasons', () => okPage('seasons', [season])),
      http.get('/api/seasons/3/teams', () => okPage('season-entries', entries)),
      // The team page's season section: nothing played yet.
      http.get('/api/seasons/3/standings', () => ok([])),
      http.get('/api/matches', () => okPage('matches', [])),
      http.post('/api/seasons/3/teams', async (info) => {
        await record(seen, info.request.clone());
        const answer = await register(info);
        if (answer instanceof Response && answer.ok) entries = [makeEntry()];
        return answer;
      }),
    );
    return seen;
  }

  it('registers with one click and says the team is registered', async () => {
    signInAs({ id: 7 });
    const seen = serveTeamPage(redDevils, () => ok(makeEntry(), { status: 201 }));
    renderApp('/teams/21');
    await user.click(
      await screen.findByRole(
        'button',
        { name: translate('resources.admin/seasons.registration.register', { season: 'Spring 2027' }) },
        SLOW,
      ),
    );
    expect(
      await screen.findByText(
        translate('resources.admin/seasons.registration.registered', {
          team: 'Red Devils',
          season: 'Spring 2027',
        }),
      ),
    ).toBeInTheDocument();
    expect(seen).toEqual([{ method: 'POST', path: '/api/seasons/3/teams', body: { teamId: 21 } }]);
  });

  it('shows the server’s refusal, e.g. too few players', async () => {
    signInAs({ id: 7 });
    serveTeamPage(redDevils, () =>
      failWith(
        400,
        translate('resources.admin/seasons.tooFewPlayers', { min: 5, count: 1 }),
        'TOO_FEW_PLAYERS',
      ),
    );
    renderApp('/teams/21');
    await user.click(
      await screen.findByRole(
        'button',
        { name: translate('resources.admin/seasons.registration.register', { season: 'Spring 2027' }) },
        SLOW,
      ),
    );
    expect(
      await screen.findByText(translate('resources.admin/seasons.tooFewPlayers', { min: 5, count: 1 })),
    ).toBeInTheDocument();
    expect(
      screen.queryByText(
        translate('resources.admin/seasons.registration.registered', {
          team: 'Red Devils',
          season: 'Spring 2027',
        }),
      ),
    ).not.toBeInTheDocument();
  });

  it('offers nothing to a team that is not Approved', async () => {
    signInAs({ id: 7 });
    serveTeamPage({ ...redDevils, status: 'Pending' }, () => ok(makeEntry(), { status: 201 }));
    renderApp('/teams/21');
    expect(
      await screen.findByText(translate('resources.teams.statusNote.Pending'), {}, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', {
        name: translate('resources.admin/seasons.registration.register', { season: 'Spring 2027' }),
      }),
    ).not.toBeInTheDocument();
  });
});
