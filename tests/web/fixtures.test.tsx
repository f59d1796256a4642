import type { DivisionRecord } from '@domain/divisions';
import { translate } from '@domain/i18n';
import type { Match } from '@domain/matches';
import type { SeasonEntry } from '@domain/seasons';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/App';
import { type Auth, createAuth } from '@/authProvider';
import { i18nProvider } from '@/i18n';
import { formatMatchTime } from '@/resources/matches/MatchTime';
import {
  DAY,
  failWith,
  fromNow,
  listQueryOf,
  makeMatch,
  makeSeason,
  makeTeam,
  ok,
  okPage,
  serveMatch,
  signInAs,
  stubPhoneScreen,
  waitThroughRetries,
} from './fixtures';
import { server } from './msw';
import { SLOW } from './timeouts';

// The fixtures page (/matches) for a signed-in player: the list the server pages, sorts and filters, its
// filters in the URL and in the request, the table from 600 px and one row per match below it.

const user = userEvent.setup();

const live = makeSeason({ id: 3, name: 'Spring 2027', status: 'Live' });
const finished = makeSeason({ id: 2, name: 'Autumn 2026', status: 'Finished' });

/** This week's Live match, next week's fixture and last week's result, in the match day order. */
const thisWeek = makeMatch({
  id: 501,
  divisionId: 11,
  week: 2,
  status: 'Live',
  windowStart: fromNow(-2 * DAY),
  windowEnd: fromNow(5 * DAY),
  scheduledAt: fromNow(-1000 * 60 * 10),
  teamA: { id: 4, name: 'Hot Shots' },
  teamB: { id: 5, name: 'Red Devils' },
});
const nextWeek = makeMatch({
  id: 502,
  divisionId: 11,
  week: 3,
  windowStart: fromNow(5 * DAY),
  windowEnd: fromNow(12 * DAY),
  scheduledAt: fromNow(8 * DAY),
  teamA: { id: 6, name: 'Blue Fins' },
  teamB: { id: 4, name: 'Hot Shots' },
});
const lastWeek = makeMatch({
  id: 503,
  divisionId: 11,
  week: 1,
  status: 'Confirmed',
  windowStart: fromNow(-9 * DAY),
  windowEnd: fromNow(-2 * DAY),
  scheduledAt: fromNow(-6 * DAY),
  result: { teamA: 7, teamB: 5 },
  teamA: { id: 5, name: 'Red Devils' },
  teamB: { id: 6, name: 'Blue Fins' },
});

const division = (id: number, name: string, tier: number): DivisionRecord => ({
  id,
  name,
  tier,
  mmrPercentage: 50,
  season: { id: 3, name: 'Spring 2027', status: 'Live' },
  teamCount: 2,
});
const entry = (teamId: number, name: string, divisionId: number): SeasonEntry => ({
  id: teamId,
  seasonId: 3,
  team: { id: teamId, name },
  divisionId,
  seedRating: null,
  placedByAdmin: false,
  registeredAt: '2027-02-01T00:00:00.000Z',
});

/** The season list, the divisions and entries of season 3, and GET /matches answering `rows`; its queries. */
function serveFixtures(rows: Match[]) {
  const queries: ReturnType<typeof listQueryOf>[] = [];
  const entryQueries: ReturnType<typeof listQueryOf>[] = [];
  const seasonQueries: ReturnType<typeof listQueryOf>[] = [];
  const divisionQueries: ReturnType<typeof listQueryOf>[] = [];
  const entries = [entry(4, 'Hot Shots', 11), entry(5, 'Red Devils', 11), entry(6, 'Blue Fins', 12)];
  const seasons = [live, finished];
  const divisions = [division(11, 'Gold', 0), division(12, 'Silver', 1)];
  const one = <T extends { id: number }>(records: T[], id: unknown) => {
    const record = records.find((candidate) => candidate.id === Number(id));
    return record ? ok(record) : failWith(404, 'Not found.');
  };
  server.use(
    http.get('/api/seasons', ({ request }) => {
      seasonQueries.push(listQueryOf(request));
      return okPage('seasons', seasons);
    }),
    // A filter's chosen season or division (from the URL) is read on its own, as a reference is.
    http.get('/api/seasons/:id', ({ params }) => one(seasons, params.id)),
    http.get('/api/divisions', ({ request }) => {
      divisionQueries.push(listQueryOf(request));
      return okPage('divisions', divisions);
    }),
    http.get('/api/divisions/:id', ({ params }) => one(divisions, params.id)),
    http.get('/api/seasons/:id/teams', ({ request, params }) => {
      const query = listQueryOf(request);
      entryQueries.push(query);
      return okPage(
        'season-entries',
        entries.filter(
          (row) =>
            row.seasonId === Number(params.id) &&
            (!query.filter.divisionId || row.divisionId === query.filter.divisionId),
        ),
      );
    }),
    http.get('/api/matches', ({ request }) => {
      const query = listQueryOf(request);
      queries.push(query);
      const { week, divisionId } = query.filter;
      return okPage(
        'matches',
        rows.filter(
          (match) => (!week || match.week === week) && (!divisionId || match.divisionId === divisionId),
        ),
      );
    }),
  );
  return { queries, entryQueries, seasonQueries, divisionQueries };
}

/** The router's address, shown beside the app so a test reads what react-admin put in the URL. */
function CurrentUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="url">{`${location.pathname}${location.search}`}</output>
      {/* The browser's Back. */}
      <button type="button" data-testid="back" onClick={() => navigate(-1)} />
    </>
  );
}

const started: Auth[] = [];
afterEach(() => {
  for (const auth of started.splice(0)) auth.dispose();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const auth = createAuth();
  started.push(auth);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App auth={auth} />
      <CurrentUrl />
    </MemoryRouter>,
  );
}

/** The URL's list parameters as react-admin wrote them. */
function urlQuery() {
  const url = new URL(`http://x${screen.getByTestId('url').textContent}`);
  return {
    pathname: url.pathname,
    filter: JSON.parse(url.searchParams.get('filter') ?? '{}'),
  };
}

const table = () => screen.findByRole('table', { name: translate('resources.matches.title') }, SLOW);

describe('the fixtures page /matches', () => {
  it('opens on the current season in the match day order: this week marked, the Live badge, links to teams and match pages', async () => {
    signInAs({ id: 50 });
    const { queries } = serveFixtures([thisWeek, nextWeek, lastWeek]);
    renderAt('/matches');
    const grid = await table();
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(4));
    expect(queries[0]).toEqual({ filter: { seasonId: 3 }, sort: ['matchday', 'ASC'], range: [0, 24] });
    expect(
      screen.getByRole('heading', { level: 1, name: translate('resources.matches.title') }),
    ).toBeInTheDocument();
    expect(document.title).toBe(
      translate('app.layout.documentTitle', { page: translate('resources.matches.title') }),
    );

    const [, first, second, third] = within(grid).getAllByRole('row');
    // This week's Live match, marked, with the time in the viewer's time zone.
    expect(within(first!).getByText(translate('resources.matches.thisWeek'))).toBeInTheDocument();
    expect(within(first!).getByText(translate('resources.matches.status.Live'))).toBeInTheDocument();
    expect(within(first!).getByText(formatMatchTime(thisWeek.scheduledAt))).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Hot Shots' })).toHaveAttribute('href', '/teams/4');
    expect(within(first!).getByRole('link', { name: 'Red Devils' })).toHaveAttribute('href', '/teams/5');
    expect(
      within(first!).getByRole('link', {
        name: translate('resources.matches.action.openMatchOf', {
          match: translate('resources.matches.versus', { teamA: 'Hot Shots', teamB: 'Red Devils' }),
        }),
      }),
    ).toHaveAttribute('href', '/matches/501');
    expect(within(first!).getByText(translate('resources.matches.noScore'))).toBeInTheDocument();
    // Next week's fixture, then last week's result with its score; neither is marked.
    expect(within(second!).queryByText(translate('resources.matches.thisWeek'))).not.toBeInTheDocument();
    expect(
      within(second!).getByRole('link', {
        name: translate('resources.matches.action.openMatchOf', {
          match: translate('resources.matches.versus', { teamA: 'Blue Fins', teamB: 'Hot Shots' }),
        }),
      }),
    ).toHaveAttribute('href', '/matches/502');
    expect(
      within(third!).getByText(translate('resources.matches.score', { roundsA: 7, roundsB: 5 })),
    ).toBeInTheDocument();
    expect(within(third!).getByText(translate('resources.matches.status.Confirmed'))).toBeInTheDocument();
    // In the side navigation, after the League Overview.
    const nav = screen.getByRole('navigation', { name: translate('app.layout.navigation') });
    expect(within(nav).getByRole('menuitem', { name: 'Fixtures' })).toHaveAttribute('href', '/matches');
  });

  it('reads the seasons once, and only the current season’s divisions and teams, as it opens', async () => {
    signInAs({ id: 50 });
    const { queries, entryQueries, seasonQueries, divisionQueries } = serveFixtures([thisWeek, lastWeek]);
    renderAt('/matches');
    await within(await table()).findByText(translate('resources.matches.score', { roundsA: 7, roundsB: 5 }));
    await waitFor(() => expect(entryQueries).toHaveLength(1));
    expect(seasonQueries).toHaveLength(1);
    expect(divisionQueries.map((query) => query.filter)).toEqual([{ seasonId: 3 }]);
    expect(entryQueries[0]?.filter).toEqual({});
    expect(queries).toHaveLength(1);
  });

  it('says a week below 1 or with a fraction is no week, and keeps it out of the URL and the request', async () => {
    signInAs({ id: 50 });
    const { queries } = serveFixtures([thisWeek, nextWeek, lastWeek]);
    renderAt('/matches');
    await within(await table()).findByText(translate('resources.matches.score', { roundsA: 7, roundsB: 5 }));
    const week = screen.getByRole('spinbutton', { name: translate('resources.matches.fields.week') });

    await user.type(week, '-3');
    // Shown, though react-admin's filter form hides its inputs' helper texts (the theme shows them).
    expect(
      await screen.findByText(translate('resources.matches.filters.weekInvalid'), {}, SLOW),
    ).toBeVisible();
    expect(week).toHaveAttribute('aria-invalid', 'true');
    await user.clear(week);
    await user.type(week, '1.5');
    expect(
      await screen.findByText(translate('resources.matches.filters.weekInvalid'), {}, SLOW),
    ).toBeInTheDocument();

    // A whole week from 1 is taken, and the message goes; nothing invalid was ever asked for.
    await user.clear(week);
    await user.type(week, '3');
    await waitFor(() => expect(queries.at(-1)?.filter).toEqual({ seasonId: 3, week: 3 }), SLOW);
    expect(screen.queryByText(translate('resources.matches.filters.weekInvalid'))).not.toBeInTheDocument();
    // ("1" may be asked for while "1.5" is typed, as it is a week.)
    const invalid = (week: unknown) => week !== undefined && !(Number.isInteger(week) && Number(week) >= 1);
    expect(queries.filter((query) => invalid(query.filter.week))).toEqual([]);
    expect(urlQuery().filter).toEqual({ seasonId: 3, week: 3 });
  });

  it('shows the server’s reason when the address asks for a week that is no week', async () => {
    signInAs({ id: 50 });
    serveFixtures([thisWeek, nextWeek, lastWeek]);
    const weekInvalid = translate('resources.matches.filters.weekInvalid');
    server.use(http.get('/api/matches', () => failWith(400, weekInvalid)));
    renderAt(`/matches?filter=${encodeURIComponent(JSON.stringify({ seasonId: 3, week: -3 }))}`);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(weekInvalid);
    expect(screen.queryByText(translate('resources.matches.loadFailed'))).not.toBeInTheDocument();
    // No pager counts rows that were not loaded.
    expect(
      screen.queryByText(i18nProvider.translate('ra.navigation.page_rows_per_page')),
    ).not.toBeInTheDocument();
    expect(i18nProvider.translate('ra.navigation.page_rows_per_page')).toBe('Rows per page:');
  });

  it('puts the week, division, team and status filters in the URL and in the request', async () => {
    signInAs({ id: 50 });
    const { queries, entryQueries } = serveFixtures([thisWeek, nextWeek, lastWeek]);
    renderAt('/matches');
    await within(await table()).findByText(translate('resources.matches.score', { roundsA: 7, roundsB: 5 }));

    await user.type(
      screen.getByRole('spinbutton', { name: translate('resources.matches.fields.week') }),
      '2',
    );
    await waitFor(() => expect(queries.at(-1)?.filter).toEqual({ seasonId: 3, week: 2 }), SLOW);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: translate('resources.matches.title') })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    expect(urlQuery()).toEqual({ pathname: '/matches', filter: { seasonId: 3, week: 2 } });

    await user.click(
      screen.getByRole('combobox', { name: translate('resources.matches.fields.divisionId') }),
    );
    await user.click(await screen.findByRole('option', { name: 'Gold' }));
    await waitFor(
      () => expect(queries.at(-1)?.filter).toEqual({ seasonId: 3, week: 2, divisionId: 11 }),
      SLOW,
    );

    // The team choices are the chosen season's teams in the chosen division.
    await user.click(screen.getByRole('combobox', { name: translate('resources.matches.fields.teamId') }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Hot Shots' })).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: 'Blue Fins' })).not.toBeInTheDocument();
    expect(entryQueries.at(-1)?.filter).toEqual({ divisionId: 11 });
    await user.click(within(listbox).getByRole('option', { name: 'Red Devils' }));

    await user.click(screen.getByRole('combobox', { name: translate('resources.matches.fields.status') }));
    await user.click(await screen.findByRole('option', { name: translate('resources.matches.status.Live') }));
    const expected = { seasonId: 3, week: 2, divisionId: 11, teamId: 5, status: 'Live' };
    await waitFor(() => expect(queries.at(-1)?.filter).toEqual(expected), SLOW);
    await waitFor(() => expect(urlQuery().filter).toEqual(expected));
  });

  it('reads its filters from the URL, and another season clears the division and team', async () => {
    signInAs({ id: 50 });
    const { queries } = serveFixtures([thisWeek, nextWeek, lastWeek]);
    const filter = { seasonId: 3, divisionId: 11, teamId: 4, week: 3 };
    renderAt(`/matches?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    await within(await table()).findByText('Blue Fins');
    expect(queries[0]?.filter).toEqual(filter);
    expect(screen.getByRole('spinbutton', { name: translate('resources.matches.fields.week') })).toHaveValue(
      3,
    );

    await user.click(screen.getByRole('combobox', { name: translate('resources.matches.fields.seasonId') }));
    await user.click(await screen.findByRole('option', { name: 'Autumn 2026' }));
    await waitFor(() => expect(urlQuery().filter).toEqual({ seasonId: 2, week: 3 }), SLOW);
    await waitFor(() => expect(queries.at(-1)?.filter).toEqual({ seasonId: 2, week: 3 }));
  });

  it('says when no match fits the filters', async () => {
    signInAs({ id: 50 });
    serveFixtures([]);
    renderAt('/matches');
    expect(await screen.findByText(translate('resources.matches.empty'), {}, SLOW)).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    signInAs({ id: 50 });
    serveFixtures([]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failed = 0;
    server.use(
      http.get('/api/matches', () => {
        failed += 1;
        return failWith(500, 'Internal error');
      }),
    );
    renderAt('/matches');
    await waitFor(() => expect(failed).toBeGreaterThan(0), SLOW);
    await waitThroughRetries(() =>
      expect(screen.getByText(translate('resources.matches.loadFailed'))).toBeInTheDocument(),
    );
  }, 40_000);

  it('leaves /matches/:id to the match page', async () => {
    signInAs({ id: 50 });
    serveFixtures([]);
    serveMatch({ match: makeMatch() });
    renderAt('/matches/1');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: `Red Devils ${translate('app.match.versus')} Blue Sharks` },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('table', { name: translate('resources.matches.title') }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: translate('resources.matches.title') }),
    ).not.toBeInTheDocument();
  });
});

/** What last week's match page (503) reads. */
function serveLastWeeksMatchPage() {
  server.use(
    http.get('/api/matches/503', () => ok(lastWeek)),
    http.get('/api/matches/503/:list', () => ok([])),
    http.get('/api/seasons/3', () => ok(live)),
    http.get('/api/teams/:id', ({ params }) => ok(makeTeam({ id: Number(params.id) }))),
  );
}

/** Last week's match page's heading. */
const lastWeeksHeading = () => `Red Devils ${translate('app.match.versus')} Blue Fins`;

/** On a phone, the list item of the match between `teamA` and `teamB`. */
async function findPhoneRow(teamA: string, teamB: string): Promise<HTMLElement> {
  const text = await screen.findByText(translate('resources.matches.versus', { teamA, teamB }), {}, SLOW);
  const row = text.closest('li');
  if (!row) throw new Error(`no list row for ${teamA} vs ${teamB}`);
  return row;
}

/** Last week's match page opened, once: one press of Back returns to the fixtures. */
async function expectOpenedOnceThenBack(): Promise<void> {
  expect(
    await screen.findByRole('heading', { level: 1, name: lastWeeksHeading() }, SLOW),
  ).toBeInTheDocument();
  expect(urlQuery().pathname).toBe('/matches/503');
  await user.click(screen.getByTestId('back'));
  await waitFor(() => expect(urlQuery().pathname).toBe('/matches'));
}

describe('the fixtures page at desktop width', () => {
  it('opens a match once when its Match page link is double-clicked: Back returns to the fixtures', async () => {
    signInAs({ id: 50 });
    serveFixtures([thisWeek, nextWeek, lastWeek]);
    serveLastWeeksMatchPage();
    renderAt('/matches');
    const versus = translate('resources.matches.versus', { teamA: 'Red Devils', teamB: 'Blue Fins' });
    const matchPage = { name: translate('resources.matches.action.openMatchOf', { match: versus }) };
    // A browser delivers a double-click's two clicks before the router has drawn the new address.
    const link = within(await table()).getByRole('link', matchPage);
    act(() => {
      fireEvent.click(link, { detail: 1 });
      fireEvent.click(link, { detail: 2 });
    });
    await expectOpenedOnceThenBack();
    expect(await within(await table()).findByRole('link', matchPage, SLOW)).toBeInTheDocument();
  });
});

describe('the fixtures page at 360 px', () => {
  it('lists one row per match (teams, week, time and score, the status) that opens the match page', async () => {
    stubPhoneScreen();
    signInAs({ id: 50 });
    serveFixtures([thisWeek, nextWeek, lastWeek]);
    renderAt('/matches');
    const first = await findPhoneRow('Hot Shots', 'Red Devils');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(first).getByText(translate('resources.matches.thisWeek'))).toBeInTheDocument();
    expect(
      within(first).getByText(translate('resources.matches.weekNumber', { week: 2 })),
    ).toBeInTheDocument();
    expect(within(first).getByText(formatMatchTime(thisWeek.scheduledAt))).toBeInTheDocument();
    expect(within(first).getByText(translate('resources.matches.status.Live'))).toBeInTheDocument();
    const result = await findPhoneRow('Red Devils', 'Blue Fins');
    expect(
      within(result).getByText(translate('resources.matches.score', { roundsA: 7, roundsB: 5 })),
    ).toBeInTheDocument();

    serveLastWeeksMatchPage();
    await user.click(within(result).getByRole('button'));
    await waitFor(() => expect(urlQuery().pathname).toBe('/matches/503'));
    expect(
      await screen.findByRole('heading', { level: 1, name: lastWeeksHeading() }, SLOW),
    ).toBeInTheDocument();
  });

  it('opens a match once on a double-click: Back returns to the fixtures', async () => {
    stubPhoneScreen();
    signInAs({ id: 50 });
    serveFixtures([thisWeek, nextWeek, lastWeek]);
    serveLastWeeksMatchPage();
    renderAt('/matches');
    const row = await findPhoneRow('Red Devils', 'Blue Fins');
    await user.dblClick(within(row).getByRole('button'));
    await expectOpenedOnceThenBack();
    expect(
      await screen.findByText(
        translate('resources.matches.versus', { teamA: 'Red Devils', teamB: 'Blue Fins' }),
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});
