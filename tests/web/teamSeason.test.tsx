import { translate } from '@domain/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  failWith,
  listQueryOf,
  makeMatch,
  makeSeason,
  makeStandings,
  makeStandingsRow,
  makeTeam,
  never,
  ok,
  okPage,
  serveSeasonList,
  signInAs,
  waitThroughRetries,
} from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

// The team page's season parts: standing, upcoming matches with the calendar feed, and results.

const user = userEvent.setup();

const hotShots = makeTeam({ id: 4, name: 'Hot Shots', code: 'HS1' });
const live = makeSeason({ id: 2, name: 'Winter 2027', status: 'Live' });
const finished = makeSeason({ id: 1, name: 'Autumn 2026', status: 'Finished' });

const upcoming = [
  makeMatch({
    id: 501,
    week: 4,
    scheduledAt: '2027-03-25T19:00:00.000Z',
    teamA: { id: 4, name: 'Hot Shots' },
    teamB: { id: 6, name: 'Blue Blazers' },
  }),
  makeMatch({
    id: 502,
    week: 5,
    scheduledAt: '2027-04-01T19:00:00.000Z',
    teamA: { id: 7, name: 'Green Goblins' },
    teamB: { id: 4, name: 'Hot Shots' },
  }),
];
const results = [
  makeMatch({
    id: 510,
    week: 3,
    status: 'Confirmed',
    teamA: { id: 4, name: 'Hot Shots' },
    teamB: { id: 5, name: 'Red Devils' },
    result: { teamA: 7, teamB: 5 },
  }),
  makeMatch({
    id: 511,
    week: 2,
    status: 'Confirmed',
    teamA: { id: 7, name: 'Green Goblins' },
    teamB: { id: 4, name: 'Hot Shots' },
    result: { teamA: 6, teamB: 6 },
  }),
  makeMatch({
    id: 512,
    week: 1,
    status: 'Confirmed',
    teamA: { id: 4, name: 'Hot Shots' },
    teamB: { id: 6, name: 'Blue Blazers' },
    forfeit: { kind: 'noShow', loserTeamId: 4 },
  }),
];

/** Hot Shots' page with the seasons, standings and matches answered; returns the matches queries seen. */
function serveTeamSeason({
  matches = (status: string) => (status === 'Scheduled' ? upcoming : results),
}: {
  matches?: (status: string) => ReturnType<typeof makeMatch>[];
} = {}) {
  const seen: ReturnType<typeof listQueryOf>[] = [];
  server.use(
    http.get('/api/teams/4', () => ok(hotShots)),
    http.get('/api/seasons/2/standings', () =>
      ok([
        makeStandings({ id: 11, name: 'Gold' }, [makeStandingsRow({ team: { id: 9, name: 'Top Dogs' } })]),
        makeStandings({ id: 12, name: 'Silver' }, [
          makeStandingsRow({ team: { id: 8, name: 'Others' }, rank: 1 }),
          makeStandingsRow({ team: { id: 4, name: 'Hot Shots' }, rank: 2, points: 4, played: 3 }),
        ]),
      ]),
    ),
    http.get('/api/matches', ({ request }) => {
      const query = listQueryOf(request);
      seen.push(query);
      return okPage('matches', matches(query.filter.status));
    }),
    // Whether Hot Shots is entered in the season: not unless a test says so.
    http.get('/api/seasons/:id/teams', () => okPage('season-entries', [])),
  );
  return seen;
}

const section = (name: string) => screen.findByRole('region', { name }, SLOW);
const items = (list: HTMLElement) => within(list).getAllByRole('listitem');

describe('the team page’s season', () => {
  it('shows the standing in the current season, the next matches and the latest results', async () => {
    signInAs({ id: 50 });
    serveSeasonList([live, finished]);
    const seen = serveTeamSeason();
    renderApp('/teams/4');

    const standing = await section(translate('app.team.sections.standing'));
    expect(
      await within(standing).findByText(translate('app.team.standing.in', { season: 'Winter 2027' })),
    ).toBeInTheDocument();
    expect(within(standing).getByText('Silver')).toBeInTheDocument();
    const values = within(standing)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['Silver', '2', '4', '3']);

    const upcomingPart = await section(translate('app.team.sections.upcoming'));
    const upcomingList = await within(upcomingPart).findByRole('list', {
      name: translate('app.team.sections.upcoming'),
    });
    const [first, second] = items(upcomingList);
    expect(within(first).getByRole('link', { name: 'Blue Blazers' })).toHaveAttribute('href', '/teams/6');
    expect(within(second).getByRole('link', { name: 'Green Goblins' })).toHaveAttribute('href', '/teams/7');
    const time = first.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2027-03-25T19:00:00.000Z');
    expect(time).toHaveAttribute('title', '2027-03-25T19:00:00.000Z');
    expect(time?.closest('a')).toHaveAttribute('href', '/matches/501');
    expect(second.querySelector('time')?.closest('a')).toHaveAttribute('href', '/matches/502');
    expect(within(first).getByText(translate('resources.matches.status.Scheduled'))).toBeInTheDocument();
    expect(
      within(upcomingPart).getByRole('link', { name: translate('app.team.calendar.subscribe') }),
    ).toHaveAttribute('href', '/api/teams/4/matches.ics');

    const resultsPart = await section(translate('app.team.sections.results'));
    const resultList = await within(resultsPart).findByRole('list', {
      name: translate('app.team.sections.results'),
    });
    expect(items(resultList).map((item) => item.textContent)).toEqual([
      expect.stringContaining('vs Red Devils7–5WWin'),
      expect.stringContaining('vs Green Goblins6–6DDraw'),
      expect.stringContaining(
        `vs Blue Blazers${translate('app.league.matches.forfeit', { kind: 'No-show' })}LLoss`,
      ),
    ]);
    expect(
      items(resultList).map((item) => item.querySelector('time')?.closest('a')?.getAttribute('href')),
    ).toEqual(['/matches/510', '/matches/511', '/matches/512']);

    expect(seen).toEqual(
      expect.arrayContaining([
        {
          filter: { teamId: 4, seasonId: 2, status: 'Scheduled' },
          sort: ['scheduledAt', 'ASC'],
          range: [0, 4],
        },
        {
          filter: { teamId: 4, seasonId: 2, status: 'Confirmed' },
          sort: ['scheduledAt', 'DESC'],
          range: [0, 9],
        },
      ]),
    );
  });

  it('copies the calendar feed’s full address', async () => {
    signInAs({ id: 50 });
    serveSeasonList([live]);
    serveTeamSeason();
    renderApp('/teams/4');
    const upcomingPart = await section(translate('app.team.sections.upcoming'));
    await user.click(within(upcomingPart).getByRole('button', { name: translate('app.team.calendar.copy') }));
    expect(await screen.findByText(translate('app.team.calendar.copied'))).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/api/teams/4/matches.ics`);
  });

  it('says when the team has no match to come and no result yet', async () => {
    signInAs({ id: 50 });
    serveSeasonList([live]);
    serveTeamSeason({ matches: () => [] });
    renderApp('/teams/4');
    expect(
      await within(await section(translate('app.team.sections.upcoming'))).findByText(
        translate('app.team.matches.noUpcoming'),
      ),
    ).toBeInTheDocument();
    expect(
      await within(await section(translate('app.team.sections.results'))).findByText(
        translate('app.team.matches.noResults'),
      ),
    ).toBeInTheDocument();
  });

  it('shows loading, then the error, of the matches', async () => {
    signInAs({ id: 50 });
    serveSeasonList([live]);
    serveTeamSeason();
    server.use(http.get('/api/matches', never));
    const { unmount } = renderApp('/teams/4');
    expect(
      await within(await section(translate('app.team.sections.upcoming'))).findByRole('status'),
    ).toBeInTheDocument();
    unmount();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(http.get('/api/matches', () => failWith(500, 'down')));
    renderApp('/teams/4');
    const results = await section(translate('app.team.sections.results'));
    await waitThroughRetries(() =>
      expect(within(results).getByRole('alert')).toHaveTextContent(
        translate('app.league.matches.loadFailed'),
      ),
    );
  }, 30_000);

  it('says when the team is not entered in the current season, or when there is no season', async () => {
    signInAs({ id: 50 });
    serveSeasonList([makeSeason({ id: 2, name: 'Winter 2027', status: 'Registration' })]);
    serveTeamSeason();
    server.use(http.get('/api/seasons/2/standings', () => ok([makeStandings({ id: 11, name: 'Gold' }, [])])));
    const { unmount } = renderApp('/teams/4');
    expect(
      await within(await section(translate('app.team.sections.standing'))).findByText(
        translate('app.team.standing.notEntered', { season: 'Winter 2027' }),
      ),
    ).toBeInTheDocument();
    unmount();
    serveSeasonList([]);
    renderApp('/teams/4');
    expect(
      await within(await section(translate('app.team.sections.standing'))).findByText(
        translate('app.league.noSeason'),
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: translate('app.team.sections.upcoming') }),
    ).not.toBeInTheDocument();
  });

  it('says a team registered for a season in Registration is registered, not that it is not entered', async () => {
    signInAs({ id: 50 });
    serveSeasonList([makeSeason({ id: 2, name: 'Winter 2027', status: 'Registration' })]);
    serveTeamSeason();
    server.use(
      http.get('/api/seasons/2/standings', () => ok([])),
      http.get('/api/seasons/2/teams', () =>
        okPage('season-entries', [
          {
            id: 30,
            seasonId: 2,
            team: { id: 4, name: 'Hot Shots' },
            divisionId: null,
            seedRating: null,
            placedByAdmin: false,
            registeredAt: '2027-01-02T00:00:00.000Z',
          },
        ]),
      ),
    );
    renderApp('/teams/4');
    const standing = await section(translate('app.team.sections.standing'));
    expect(
      await within(standing).findByText(
        translate('app.team.standing.registeredAwaitingStart', { season: 'Winter 2027' }),
      ),
    ).toBeInTheDocument();
    expect(
      within(standing).queryByText(translate('app.team.standing.notEntered', { season: 'Winter 2027' })),
    ).not.toBeInTheDocument();
  });
});
