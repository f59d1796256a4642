import type { Team } from '@domain/api';
import { translate } from '@domain/i18n';
import type { leagueMessages } from '@domain/i18n/league';
import type { DivisionStandings } from '@domain/standings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  failWith,
  makePlayer,
  makeSeason,
  makeStandings,
  makeStandingsRow,
  makeTeam,
  never,
  ok,
  okPage,
  record,
  type SeenRequest,
  serveSeasonList,
  serveTeamData,
  signInAs,
} from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

const user = userEvent.setup();
/** A column of the league table. */
type LeagueColumn = keyof typeof leagueMessages.columns;

describe('league overview', () => {
  const live = makeSeason({
    id: 2,
    name: 'Winter 2027',
    status: 'Live',
    startsAt: '2027-01-04T18:00:00.000Z',
  });
  const upcoming = makeSeason({ id: 3, name: 'Spring 2027', status: 'Registration' });
  const old = makeSeason({
    id: 1,
    name: 'Autumn 2026',
    status: 'Finished',
    startsAt: '2026-09-07T18:00:00.000Z',
    divisions: [{ id: 5, name: 'Open', mmrPercentage: 100 }],
  });
  const gold = { id: 11, name: 'Gold' };
  const silver = { id: 12, name: 'Silver' };
  const goldTable = makeStandings(gold, [
    makeStandingsRow({
      team: { id: 4, name: 'Hot Shots' },
      rank: 1,
      played: 3,
      won: 2,
      drawn: 1,
      lost: 0,
      roundsFor: 21,
      roundsAgainst: 12,
      roundDifference: 9,
      points: 7,
    }),
    makeStandingsRow({
      team: { id: 5, name: 'Red Devils' },
      rank: 2,
      played: 3,
      won: 0,
      drawn: 1,
      lost: 2,
      roundsFor: 12,
      roundsAgainst: 21,
      roundDifference: -9,
      points: 1,
    }),
  ]);
  const silverTable = makeStandings(silver, []);

  /** GET /seasons/{id}/standings: the season's divisions, or the one asked for; records each request. */
  function serveStandings(bySeason: Record<number, DivisionStandings[]>) {
    const seen: string[] = [];
    server.use(
      http.get('/api/seasons/:id/standings', ({ request, params }) => {
        const url = new URL(request.url);
        seen.push(url.pathname + url.search);
        const divisionId = Number(url.searchParams.get('divisionId'));
        const all = bySeason[Number(params.id)] ?? [];
        return ok(divisionId ? all.filter((table) => table.division.id === divisionId) : all);
      }),
    );
    return seen;
  }

  const columnNames = (table: HTMLElement) =>
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
  const cellsOf = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

  it('marks a disbanded team in its division’s table; its row and results stay', async () => {
    signInAs();
    serveTeamData({});
    serveSeasonList([live]);
    const withDisbanded = makeStandings(gold, [
      goldTable.rows[0]!,
      makeStandingsRow({ ...goldTable.rows[1]!, team: { id: 5, name: 'Red Devils', disbanded: true } }),
    ]);
    serveStandings({ 2: [withDisbanded] });
    renderApp('/league');
    const table = await screen.findByRole(
      'table',
      { name: translate('app.league.tableLabel', { division: 'Gold' }) },
      SLOW,
    );
    const [hotShots, redDevils] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(redDevils).getByText(translate('resources.teams.disbanded'))).toBeInTheDocument();
    expect(within(redDevils).getByRole('link', { name: 'Red Devils' })).toHaveAttribute('href', '/teams/5');
    expect(cellsOf(redDevils).slice(2)).toEqual(['3', '0', '1', '2', '12', '21', '-9', '1']);
    expect(within(hotShots).queryByText(translate('resources.teams.disbanded'))).not.toBeInTheDocument();
  });

  it('shows Loading... while the seasons load', async () => {
    signInAs();
    server.use(http.get('/api/seasons', never));
    renderApp('/league');
    expect(await screen.findByText(translate('app.league.loading'), {}, SLOW)).toBeInTheDocument();
  });

  it('shows Loading... while the standings load', async () => {
    signInAs();
    serveTeamData({});
    serveSeasonList([live]);
    server.use(http.get('/api/seasons/:id/standings', never));
    renderApp('/league');
    expect(
      await screen.findByRole('combobox', { name: translate('app.league.season') }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(translate('app.league.loading'))).toBeInTheDocument();
  });

  it('shows Error loading teams. when the seasons cannot be loaded', async () => {
    signInAs();
    server.use(http.get('/api/seasons', () => failWith(403, 'no')));
    renderApp('/league');
    expect(await screen.findByText(translate('app.league.loadError'), {}, SLOW)).toBeInTheDocument();
  });

  it('shows Error loading teams. when the standings cannot be loaded', async () => {
    signInAs();
    serveTeamData({});
    serveSeasonList([live]);
    server.use(http.get('/api/seasons/:id/standings', () => failWith(404, 'Season not found.')));
    renderApp('/league');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(translate('app.league.loadError'));
  });

  it('says so when there is no season yet', async () => {
    signInAs();
    serveTeamData({});
    serveSeasonList([]);
    renderApp('/league');
    expect(await screen.findByText(translate('app.league.noSeason'), {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the Live season by default: each division’s table in rank order, teams linked with their logos', async () => {
    signInAs();
    const logoUrl = `/api/logos/${'cd'.repeat(32)}.png`;
    serveTeamData({ teams: [makeTeam({ id: 4, name: 'Hot Shots', logoUrl })] });
    serveSeasonList([upcoming, live, old]);
    const seen = serveStandings({ 2: [goldTable, silverTable] });
    renderApp('/league');
    const table = await screen.findByRole(
      'table',
      { name: translate('app.league.tableLabel', { division: 'Gold' }) },
      SLOW,
    );
    expect(seen).toEqual(['/api/seasons/2/standings']);
    expect(screen.getByRole('combobox', { name: translate('app.league.season') })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: translate('app.league.division') })).toHaveValue('');
    expect(columnNames(table)).toEqual(
      [
        'rank',
        'team',
        'played',
        'won',
        'drawn',
        'lost',
        'roundsFor',
        'roundsAgainst',
        'difference',
        'points',
      ].map(
        (column) =>
          translate(`app.league.columns.${column as LeagueColumn}`) +
          translate(`app.league.columnNames.${column as LeagueColumn}`),
      ),
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      ['1', 'Hot Shots', '3', '2', '1', '0', '21', '12', '+9', '7'],
      ['2', 'Red Devils', '3', '0', '1', '2', '12', '21', '-9', '1'],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Hot Shots' })).toHaveAttribute('href', '/teams/4');
    expect(
      await within(rows[0]).findByRole('img', {
        name: translate('resources.teams.logoOf', { team: 'Hot Shots' }),
      }),
    ).toHaveAttribute('src', logoUrl);
    const silverPart = screen.getByRole('region', { name: 'Silver' });
    expect(within(silverPart).getByText(translate('app.league.noTeams'))).toBeInTheDocument();
    // The old random/zero points column of the teams list is gone: points come from the standings.
    expect(within(rows[1]).getAllByRole('cell').at(-1)).toHaveTextContent('1');
  });

  it('defaults to Registration, else Finished, when no season is being played', async () => {
    signInAs();
    serveTeamData({});
    serveSeasonList([makeSeason({ id: 7, status: 'Setup' }), upcoming, old]);
    serveStandings({});
    renderApp('/league');
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: translate('app.league.season') })).toHaveValue('3'),
      SLOW,
    );
  });

  it('reads the season and division from the URL, and asks the server for that division only', async () => {
    signInAs();
    serveTeamData({});
    serveSeasonList([upcoming, live, old]);
    const seen = serveStandings({ 2: [goldTable, silverTable] });
    renderApp('/league?season=2&division=12');
    const silverPart = await screen.findByRole('region', { name: 'Silver' }, SLOW);
    expect(within(silverPart).getByText(translate('app.league.noTeams'))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Gold' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: translate('app.league.division') })).toHaveValue('12');
    expect(seen).toEqual(['/api/seasons/2/standings?divisionId=12']);
  });

  it('switches season and division with the selectors, any season being choosable', async () => {
    signInAs();
    serveTeamData({});
    serveSeasonList([upcoming, live, old]);
    const oldTable = makeStandings({ id: 5, name: 'Open' }, [
      makeStandingsRow({ team: { id: 9, name: 'Old Timers' } }),
    ]);
    const seen = serveStandings({ 1: [oldTable], 2: [goldTable, silverTable] });
    renderApp('/league');
    await screen.findByRole(
      'table',
      { name: translate('app.league.tableLabel', { division: 'Gold' }) },
      SLOW,
    );
    const seasonSelect = screen.getByRole('combobox', { name: translate('app.league.season') });
    expect(
      within(seasonSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      translate('app.league.seasonOption', { season: 'Spring 2027', status: 'Registration' }),
      translate('app.league.seasonOption', { season: 'Winter 2027', status: 'Live' }),
      translate('app.league.seasonOption', { season: 'Autumn 2026', status: 'Finished' }),
    ]);

    await user.selectOptions(
      screen.getByRole('combobox', { name: translate('app.league.division') }),
      'Gold',
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Silver' })).not.toBeInTheDocument());
    expect(seen.at(-1)).toBe('/api/seasons/2/standings?divisionId=11');

    await user.selectOptions(seasonSelect, '1');
    const table = await screen.findByRole('table', {
      name: translate('app.league.tableLabel', { division: 'Open' }),
    });
    expect(within(table).getByRole('link', { name: 'Old Timers' })).toHaveAttribute('href', '/teams/9');
    // Another season shows all its divisions.
    expect(screen.getByRole('combobox', { name: translate('app.league.division') })).toHaveValue('');
    expect(seen.at(-1)).toBe('/api/seasons/1/standings');
  });
  it('shows each division’s playoff bracket under its table once the season reaches the Playoffs', async () => {
    signInAs();
    serveTeamData({ teams: [] });
    const playoffs = makeSeason({ id: 2, name: 'Winter 2027', status: 'Playoffs' });
    serveSeasonList([playoffs]);
    serveStandings({ 2: [goldTable] });
    server.use(
      http.get('/api/seasons/2/playoffs', () =>
        ok([
          {
            division: gold,
            format: 'singleElimination',
            champion: null,
            seeds: [
              { seed: 1, team: { id: 4, name: 'Hot Shots' } },
              { seed: 2, team: { id: 5, name: 'Red Devils' } },
            ],
            matches: [
              {
                key: 'upper-1-1',
                side: 'upper',
                round: 1,
                position: 1,
                slots: [
                  { team: { id: 4, name: 'Hot Shots' }, source: 'seed', ref: 1 },
                  { team: { id: 5, name: 'Red Devils' }, source: 'seed', ref: 2 },
                ],
                onlyIfLowerBracketWins: null,
                match: null,
              },
            ],
          },
        ]),
      ),
    );
    renderApp('/league');
    await screen.findByRole(
      'table',
      { name: translate('app.league.tableLabel', { division: 'Gold' }) },
      SLOW,
    );
    const bracket = await screen.findByRole('region', { name: translate('app.playoffs.title') }, SLOW);
    expect(await within(bracket).findByRole('link', { name: 'Red Devils' }, SLOW)).toHaveAttribute(
      'href',
      '/teams/5',
    );
  });

  it('shows no bracket while the season is Live', async () => {
    signInAs();
    serveTeamData({ teams: [] });
    serveSeasonList([live]);
    serveStandings({ 2: [goldTable] });
    renderApp('/league');
    await screen.findByRole(
      'table',
      { name: translate('app.league.tableLabel', { division: 'Gold' }) },
      SLOW,
    );
    expect(screen.queryByRole('region', { name: translate('app.playoffs.title') })).not.toBeInTheDocument();
  });
});

describe('league management', () => {
  const pending = makeTeam({
    id: 11,
    name: 'New Blood',
    code: 'NEW',
    status: 'Pending',
    website: 'https://newblood.example.com',
    players: [makePlayer({ displayName: 'Founder Fay', isCaptain: true })],
  });
  const approved = makeTeam({ id: 12, name: 'Old Guard', code: 'OLD', status: 'Approved' });

  function serveAdminTeams(seen: SeenRequest[]) {
    const byId: Record<string, Team> = { 11: pending, 12: approved };
    server.use(
      http.get('/api/admin/teams', async ({ request }) => {
        await record(seen, request);
        return okPage('admin/teams', [pending, approved]);
      }),
      http.get('/api/admin/teams/:id', ({ params }) => ok(byId[String(params.id)])),
      http.put('/api/admin/teams/:id', async ({ request }) => {
        await record(seen, request);
        return ok({ ...pending, status: 'Approved' });
      }),
    );
  }

  it('pages and sorts on the server, and offers Approve and Deny only for a Pending team', async () => {
    const seen: SeenRequest[] = [];
    signInAs({ roles: ['Admin'] });
    serveAdminTeams(seen);
    renderApp('/admin/league-management');
    const oldGuard = await screen.findByRole('row', { name: /Old Guard/ }, SLOW);
    const listCall = new URL(`http://x${seen[0].path}`).searchParams;
    expect(JSON.parse(listCall.get('range') ?? '')).toEqual([0, 24]);
    expect(JSON.parse(listCall.get('sort') ?? '')).toEqual(['createdAt', 'DESC']);

    await user.click(within(oldGuard).getByText('Old Guard'));
    let dialog = await screen.findByRole('dialog', { name: 'Old Guard' });
    expect(
      within(dialog).queryByRole('button', {
        name: translate('resources.admin/league-management.action.approve'),
      }),
    ).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', {
        name: translate('resources.admin/league-management.action.deny'),
      }),
    ).not.toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', {
        name: translate('resources.admin/league-management.action.close'),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(screen.getByRole('row', { name: /New Blood/ })).getByText('New Blood'));
    dialog = await screen.findByRole('dialog', { name: 'New Blood' });
    expect(within(dialog).getByText('https://newblood.example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Founder Fay')).toBeInTheDocument();
    expect(within(dialog).getByText('founderfay@example.com')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', {
        name: translate('resources.admin/league-management.action.deny'),
      }),
    ).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', {
        name: translate('resources.admin/league-management.action.approve'),
      }),
    );
    await waitFor(() =>
      expect(seen.find((s) => s.path === '/api/admin/teams/11')?.body).toMatchObject({ status: 'Approved' }),
    );
    expect(await screen.findByText('New Blood approved.')).toBeInTheDocument();
  });
});
