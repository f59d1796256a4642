import { translate } from '@domain/i18n';
import type { PerformanceStats, PlayerLeaderboardRow, TeamLeaderboardRow } from '@domain/ratings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  blueSharks,
  failWith,
  listQueryOf,
  makePlayedMatch,
  makeSeason,
  ok,
  redDevils,
  serveMatch,
  serveSeasonList,
  serveTeamData,
  signInAs,
  stubPhoneScreen,
} from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

const user = userEvent.setup();

const rating = (ordinal: number, provisional = false) => ({
  mu: ordinal + 20,
  sigma: 20 / 3,
  ordinal,
  provisional,
});

function makeStats(overrides: Partial<PerformanceStats> = {}): PerformanceStats {
  return {
    name: 'Ana Splat',
    matches: 3,
    wins: 2,
    losses: 1,
    draws: 0,
    eliminations: 31,
    deaths: 12,
    hits: 45,
    shots: 60,
    rating: rating(4.25, true),
    ratingHistory: [
      { matchId: 1, date: '2027-01-07T19:00:00.000Z', ordinal: 1.5 },
      { matchId: 2, date: '2027-01-14T19:00:00.000Z', ordinal: -0.5 },
      { matchId: 3, date: '2027-01-21T19:00:00.000Z', ordinal: 4.25 },
    ],
    recentMatches: [
      {
        matchId: 3,
        date: '2027-01-21T19:00:00.000Z',
        opponent: { id: 8, name: 'Red Devils' },
        roundsFor: 7,
        roundsAgainst: 5,
        outcome: 'win',
      },
    ],
    ...overrides,
  };
}

describe('player page', () => {
  it('shows the figures, accuracy, a provisional rating, the rating chart and recent matches', async () => {
    signInAs();
    server.use(
      http.get('/api/users/:id/stats', ({ params }) =>
        params.id === '42' ? ok(makeStats()) : failWith(404, 'no'),
      ),
    );
    renderApp('/players/42');
    expect(await screen.findByRole('heading', { name: 'Ana Splat' }, SLOW)).toBeInTheDocument();
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(figure(translate('app.ratings.stats.matches'))).toBe('3');
    expect(figure(translate('app.ratings.stats.wins'))).toBe('2');
    expect(figure(translate('app.ratings.stats.losses'))).toBe('1');
    expect(figure(translate('app.ratings.stats.eliminations'))).toBe('31');
    expect(figure(translate('app.ratings.stats.deaths'))).toBe('12');
    expect(figure(translate('app.ratings.stats.accuracy'))).toBe('75%');
    // The rating badge and the chart's last point.
    expect(screen.getAllByText('4.3')).toHaveLength(2);
    expect(screen.getByText(translate('app.ratings.provisional'))).toBeInTheDocument();
    // The badge's number says what it means to keyboard and pointer users alike.
    const badgeValue = screen.getAllByText('4.3').find((element) => element.tabIndex === 0)!;
    await user.hover(badgeValue);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(translate('app.ratings.ratingExplained'));
    expect(badgeValue).toHaveAccessibleDescription(translate('app.ratings.ratingExplained'));
    const chart = screen.getByRole('img', { name: translate('app.ratings.chartLabel', { points: 3 }) });
    const line = chart.querySelector('polyline')!.getAttribute('points')!.split(' ');
    expect(line).toHaveLength(3);
    // The highest ordinal is drawn at the top (smallest y), the lowest at the bottom.
    const ys = line.map((point) => Number(point.split(',')[1]));
    expect(ys[2]).toBeLessThan(ys[0]!);
    expect(ys[1]).toBeGreaterThan(ys[0]!);
    expect(screen.getByRole('link', { name: 'Red Devils' })).toHaveAttribute('href', '/teams/8');
    expect(
      screen.getByRole('link', { name: translate('app.league.matches.score', { own: 7, other: 5 }) }),
    ).toHaveAttribute('href', '/matches/3');
  });

  it('says when nothing is rated yet and the rating is no longer provisional once it is not', async () => {
    signInAs();
    server.use(
      http.get('/api/users/:id/stats', () =>
        ok(makeStats({ ratingHistory: [], recentMatches: [], rating: rating(0), hits: 0, shots: 0 })),
      ),
    );
    renderApp('/players/7');
    expect(await screen.findByText(translate('app.ratings.noHistory'), {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(translate('app.ratings.noMatches'))).toBeInTheDocument();
    expect(screen.queryByText(translate('app.ratings.provisional'))).not.toBeInTheDocument();
    expect(screen.getByText(translate('app.ratings.stats.accuracy')).nextElementSibling).toHaveTextContent(
      translate('app.ratings.stats.noShots'),
    );
  });

  it('shows the server’s message for an unknown player', async () => {
    signInAs();
    server.use(
      http.get('/api/users/:id/stats', () =>
        failWith(404, translate('app.profile.userNotFound'), 'USER_NOT_FOUND'),
      ),
    );
    renderApp('/players/999');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      translate('app.profile.userNotFound'),
    );
  });
});

describe('leaderboards', () => {
  const live = makeSeason({
    id: 2,
    name: 'Winter 2027',
    status: 'Live',
    divisions: [
      { id: 11, name: 'Gold', mmrPercentage: 50 },
      { id: 12, name: 'Silver', mmrPercentage: 50 },
    ],
  });
  const teamRows: TeamLeaderboardRow[] = Array.from({ length: 10 }, (_, index) => ({
    id: index + 1,
    rank: index + 1,
    name: `Team ${index + 1}`,
    rating: rating(10 - index, index > 7),
    ratedMatches: 6,
  }));
  const playerRows: PlayerLeaderboardRow[] = [
    { id: 42, rank: 1, displayName: 'Ana Splat', rating: rating(5), ratedMatches: 5 },
  ];

  function serveBoards() {
    const seen: { path: string; filter: unknown; sort: unknown; range: unknown }[] = [];
    server.use(
      http.get('/api/leaderboards/:board', ({ request, params }) => {
        const query = listQueryOf(request);
        seen.push({ path: String(params.board), ...query });
        const rows = params.board === 'teams' ? teamRows : playerRows;
        const [first, last] = (query.range as [number, number]) ?? [0, 9];
        const page = rows.slice(first, last + 1);
        const total = params.board === 'teams' ? 23 : rows.length;
        return HttpResponse.json(
          { success: true, data: page },
          {
            headers: {
              'Content-Range': `leaderboards/${params.board} ${first}-${first + page.length - 1}/${total}`,
            },
          },
        );
      }),
    );
    return seen;
  }

  it('lists teams and players by rating for the current season, paged on the server, filtered by division', async () => {
    signInAs();
    serveTeamData({});
    serveSeasonList([live]);
    const seen = serveBoards();
    renderApp('/leaderboards');
    const teams = await screen.findByRole('region', { name: translate('app.ratings.teamsBoard') }, SLOW);
    expect(await within(teams).findByRole('link', { name: 'Team 1' }, SLOW)).toHaveAttribute(
      'href',
      '/teams/1',
    );
    const players = screen.getByRole('region', { name: translate('app.ratings.playersBoard') });
    expect(await within(players).findByRole('link', { name: 'Ana Splat' }, SLOW)).toHaveAttribute(
      'href',
      '/players/42',
    );
    expect(within(teams).getAllByText(translate('app.ratings.provisional'))).toHaveLength(2);
    expect(seen.find((request) => request.path === 'teams')).toEqual({
      path: 'teams',
      filter: { seasonId: 2 },
      sort: ['ordinal', 'DESC'],
      range: [0, 9],
    });
    expect(within(teams).getByText('1-10 of 23')).toBeInTheDocument();

    await user.click(within(teams).getByRole('button', { name: /next page/i }));
    await waitFor(() =>
      expect(seen.some((request) => request.path === 'teams' && (request.range as number[])[0] === 10)).toBe(
        true,
      ),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: translate('app.league.division') }), '12');
    await waitFor(() =>
      expect(
        seen.some(
          (request) => JSON.stringify(request.filter) === JSON.stringify({ seasonId: 2, divisionId: 12 }),
        ),
      ).toBe(true),
    );
  });

  it('on a phone lists each board as a simple list: rank, name and rating', async () => {
    stubPhoneScreen();
    try {
      signInAs();
      serveTeamData({});
      serveSeasonList([live]);
      serveBoards();
      renderApp('/leaderboards');
      const teams = await screen.findByRole('region', { name: translate('app.ratings.teamsBoard') }, SLOW);
      expect(await within(teams).findByText('1. Team 1', {}, SLOW)).toBeInTheDocument();
      expect(within(teams).queryByRole('table')).not.toBeInTheDocument();
      const players = screen.getByRole('region', { name: translate('app.ratings.playersBoard') });
      expect(await within(players).findByText('1. Ana Splat', {}, SLOW)).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is in the side navigation', async () => {
    signInAs();
    serveTeamData({});
    serveSeasonList([live]);
    serveBoards();
    renderApp('/leaderboards');
    expect(
      await screen.findByRole('menuitem', { name: translate('app.ratings.leaderboards') }, SLOW),
    ).toHaveAttribute('href', '/leaderboards');
  });
});

describe('rating changes and team performance', () => {
  const change = (before: number, after: number) => ({
    before: { mu: before + 20, sigma: 20 / 3, ordinal: before },
    after: { mu: after + 20, sigma: 20 / 3, ordinal: after },
  });

  it('the match page shows each team’s and player’s rating before -> after, players linked', async () => {
    signInAs({ id: 50 });
    const match = makePlayedMatch({
      status: 'Confirmed',
      result: { teamA: 7, teamB: 5 },
      ratingChanges: {
        teams: [
          { team: { id: 4, name: 'Red Devils' }, ...change(0, 4.46) },
          { team: { id: 5, name: 'Blue Sharks' }, ...change(0, -4.46) },
        ],
        players: [
          { player: { id: 7, displayName: 'Splat Master' }, teamId: 4, ...change(0, 2.77) },
          { player: { id: 8, displayName: 'Shark Bait' }, teamId: 5, ...change(1.25, -2.77) },
        ],
      },
    });
    serveMatch({ match, teams: [redDevils, blueSharks] });
    renderApp('/matches/1');
    const part = await screen.findByRole('region', { name: translate('app.ratings.changesTitle') }, SLOW);
    expect(
      within(part).getByText(translate('app.ratings.change', { before: '0.0', after: '4.5' })),
    ).toBeInTheDocument();
    expect(
      within(part).getByText(translate('app.ratings.change', { before: '1.3', after: '-2.8' })),
    ).toBeInTheDocument();
    expect(within(part).getByRole('link', { name: 'Splat Master' })).toHaveAttribute('href', '/players/7');
    expect(within(part).getByRole('link', { name: 'Blue Sharks' })).toHaveAttribute('href', '/teams/5');
  });

  it('a match without changes has no rating section', async () => {
    signInAs({ id: 50 });
    serveMatch({ match: makePlayedMatch({ status: 'Confirmed', result: { teamA: 7, teamB: 5 } }) });
    renderApp('/matches/1');
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: translate('app.ratings.changesTitle') }),
    ).not.toBeInTheDocument();
  });

  it('the team page shows its performance and rating chart, and links its players to their pages', async () => {
    signInAs({ id: 50 });
    serveTeamData({ teams: [redDevils] });
    serveSeasonList([]);
    server.use(
      http.get('/api/teams/4', () => ok(redDevils)),
      http.get('/api/teams/4/stats', () => ok(makeStats({ name: 'Red Devils', rating: rating(6.5) }))),
      http.get('/api/teams/4/roster-changes', () => ok([])),
    );
    renderApp('/teams/4');
    const part = await screen.findByRole('region', { name: translate('app.ratings.stats.title') }, SLOW);
    expect(
      await within(part).findByRole(
        'img',
        { name: translate('app.ratings.chartLabel', { points: 3 }) },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(within(part).getByText('6.5')).toBeInTheDocument();
    expect(within(part).queryByText(translate('app.ratings.provisional'))).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Splat Master' })).toHaveAttribute('href', '/players/7');
  });
});
