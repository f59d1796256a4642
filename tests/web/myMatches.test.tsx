import { translate } from '@domain/i18n';
import type { Match } from '@domain/matches';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatMatchTime } from '@/resources/matches/MatchTime';
import {
  failWith,
  listQueryOf,
  makeMatch,
  makePlayer,
  makeProposal,
  makeSeason,
  makeTeam,
  ok,
  okPage,
  serveSeasonList,
  serveTeamData,
  signInAs,
} from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

// The dashboard's My Matches widget: next match, proposals to answer, results to confirm.

const hotShots = makeTeam({
  id: 4,
  name: 'Hot Shots',
  players: [makePlayer({ id: 1, userId: 7, displayName: 'Splat Master', isCaptain: true })],
});
const live = makeSeason({ id: 2, name: 'Winter 2027', status: 'Live' });
const hotShotsRef = { id: 4, name: 'Hot Shots' };
const redDevilsRef = { id: 5, name: 'Red Devils' };

const scheduled = [
  makeMatch({ id: 501, scheduledAt: '2027-03-04T19:00:00.000Z', teamA: hotShotsRef, teamB: redDevilsRef }),
  makeMatch({
    id: 502,
    scheduledAt: '2027-03-11T19:00:00.000Z',
    teamA: hotShotsRef,
    teamB: { id: 6, name: 'Blue Blazers' },
  }),
  makeMatch({
    id: 503,
    scheduledAt: '2027-03-18T19:00:00.000Z',
    teamA: hotShotsRef,
    teamB: { id: 7, name: 'Green Goblins' },
  }),
  makeMatch({
    id: 504,
    scheduledAt: '2027-03-25T19:00:00.000Z',
    teamA: hotShotsRef,
    teamB: { id: 8, name: 'Pink Panthers' },
  }),
  makeMatch({
    id: 505,
    scheduledAt: '2027-04-01T19:00:00.000Z',
    teamA: hotShotsRef,
    teamB: { id: 9, name: 'Grey Ghosts' },
  }),
];
const proposalsByMatch: Record<number, ReturnType<typeof makeProposal>[]> = {
  501: [
    makeProposal({ id: 901, matchId: 501, team: redDevilsRef, time: '2027-03-05T20:00:00.000Z' }),
    makeProposal({
      id: 900,
      matchId: 501,
      team: redDevilsRef,
      status: 'Declined',
      time: '2027-03-03T20:00:00.000Z',
    }),
  ],
  // Our own proposal waits for the other team: nothing for us to answer.
  502: [makeProposal({ id: 902, matchId: 502, team: { id: 4, name: 'Hot Shots' } })],
  504: [
    makeProposal({
      id: 904,
      matchId: 504,
      team: { id: 8, name: 'Pink Panthers' },
      time: '2027-03-26T18:30:00.000Z',
    }),
  ],
};
const reported = [
  makeMatch({
    id: 510,
    status: 'Reported',
    teamA: hotShotsRef,
    teamB: redDevilsRef,
    result: { teamA: 7, teamB: 5 },
    reportedBy: { id: 5, name: 'Red Devils' },
  }),
  // Our own report waits for the other team.
  makeMatch({
    id: 511,
    status: 'Reported',
    teamA: hotShotsRef,
    teamB: { id: 6, name: 'Blue Blazers' },
    result: { teamA: 3, teamB: 7 },
    reportedBy: { id: 4, name: 'Hot Shots' },
  }),
  makeMatch({
    id: 512,
    status: 'Reported',
    teamA: { id: 7, name: 'Green Goblins' },
    teamB: { id: 4, name: 'Hot Shots' },
    forfeit: { kind: 'noShow', loserTeamId: 4 },
    reportedBy: { id: 7, name: 'Green Goblins' },
  }),
];

/** The matches, by status, and each match's proposals; returns the paths of the proposal reads. */
function serveMatches() {
  const proposalReads: string[] = [];
  server.use(
    http.get('/api/matches', ({ request }) => {
      const { filter, range } = listQueryOf(request);
      const rows = filter.status === 'Scheduled' ? scheduled : filter.status === 'Reported' ? reported : [];
      return okPage('matches', rows.slice(0, range[1] + 1));
    }),
    // The next match's own read carries its check-in (closed here: long before the match).
    http.get('/api/matches/:id', ({ params }) =>
      ok(scheduled.find((match) => match.id === Number(params.id)) ?? scheduled[0]),
    ),
    http.get('/api/matches/:id/proposals', ({ request, params }) => {
      proposalReads.push(new URL(request.url).pathname);
      return ok(proposalsByMatch[Number(params.id)] ?? []);
    }),
  );
  return proposalReads;
}

function openWidget() {
  renderApp({ pathname: '/dashboard', state: { expandedWidget: 'myMatches' } });
  return screen.findByRole('region', { name: translate('app.dashboard.widgets.myMatches') }, SLOW);
}

describe('the My Matches widget', () => {
  it('shows the next match, the proposals to answer and the results to confirm, each linked to its match', async () => {
    signInAs({ id: 7 });
    serveTeamData({ myTeam: hotShots });
    serveSeasonList([live]);
    const proposalReads = serveMatches();
    const widget = await openWidget();

    const next = await within(widget).findByRole(
      'region',
      { name: translate('app.dashboard.myMatches.next') },
      SLOW,
    );
    expect(within(next).getByRole('link', { name: 'Red Devils' })).toHaveAttribute('href', '/teams/5');
    expect(next.querySelector('time')?.closest('a')).toHaveAttribute('href', '/matches/501');
    expect(next.querySelector('time')).toHaveAttribute('title', '2027-03-04T19:00:00.000Z');

    const proposals = within(widget).getByRole('list', {
      name: translate('app.dashboard.myMatches.proposals'),
    });
    const proposalLinks = within(proposals).getAllByRole('link');
    expect(proposalLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        translate('app.dashboard.myMatches.proposal', {
          team: 'Red Devils',
          time: formatMatchTime('2027-03-05T20:00:00.000Z'),
        }),
        '/matches/501',
      ],
      [
        translate('app.dashboard.myMatches.proposal', {
          team: 'Pink Panthers',
          time: formatMatchTime('2027-03-26T18:30:00.000Z'),
        }),
        '/matches/504',
      ],
    ]);
    expect(proposalLinks[0]).toHaveAttribute('title', '2027-03-05T20:00:00.000Z');
    // The next five matches at most, one read each.
    expect([...proposalReads].sort()).toEqual(
      [501, 502, 503, 504, 505].map((id) => `/api/matches/${id}/proposals`),
    );

    const toConfirm = within(widget).getByRole('list', {
      name: translate('app.dashboard.myMatches.toConfirm'),
    });
    expect(
      within(toConfirm)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [
        translate('app.dashboard.myMatches.reported', {
          team: 'Red Devils',
          score: translate('app.match.result.score', {
            teamA: 'Hot Shots',
            roundsA: 7,
            roundsB: 5,
            teamB: 'Red Devils',
          }),
        }),
        '/matches/510',
      ],
      [
        translate('app.dashboard.myMatches.reported', {
          team: 'Green Goblins',
          score: translate('app.match.result.forfeitBy', {
            kind: translate('resources.matches.forfeitKind.noShow'),
            team: 'Hot Shots',
          }),
        }),
        '/matches/512',
      ],
    ]);
  });

  it('says when there is nothing to play, answer or confirm', async () => {
    signInAs({ id: 7 });
    serveTeamData({ myTeam: hotShots });
    serveSeasonList([live]);
    server.use(http.get('/api/matches', () => okPage('matches', [])));
    const widget = await openWidget();
    expect(
      await within(widget).findByText(translate('app.dashboard.myMatches.noNext'), {}, SLOW),
    ).toBeInTheDocument();
    expect(within(widget).getByText(translate('app.dashboard.myMatches.noProposals'))).toBeInTheDocument();
    expect(within(widget).getByText(translate('app.dashboard.myMatches.noneToConfirm'))).toBeInTheDocument();
  });

  it('asks only for the team’s matches of the current season', async () => {
    signInAs({ id: 7 });
    serveTeamData({ myTeam: hotShots });
    serveSeasonList([makeSeason({ id: 9, status: 'Registration' }), live]);
    const filters: unknown[] = [];
    server.use(
      http.get('/api/matches', ({ request }) => {
        filters.push(listQueryOf(request).filter);
        return okPage('matches', []);
      }),
    );
    const widget = await openWidget();
    await within(widget).findByText(translate('app.dashboard.myMatches.noNext'), {}, SLOW);
    expect(filters).toEqual(
      expect.arrayContaining([
        { teamId: 4, seasonId: 2, status: 'Scheduled' },
        { teamId: 4, seasonId: 2, status: 'Reported' },
      ]),
    );
  });

  it('tells a player without a team, or without a season, why it is empty', async () => {
    signInAs({ id: 7 });
    serveTeamData({ myTeam: null });
    serveSeasonList([live]);
    const { unmount } = renderApp({ pathname: '/dashboard', state: { expandedWidget: 'myMatches' } });
    expect(
      await screen.findByText(translate('app.dashboard.myMatches.noTeam'), {}, SLOW),
    ).toBeInTheDocument();
    unmount();
    serveTeamData({ myTeam: hotShots });
    serveSeasonList([makeSeason({ status: 'Setup' })]);
    renderApp({ pathname: '/dashboard', state: { expandedWidget: 'myMatches' } });
    expect(
      await screen.findByText(translate('app.dashboard.myMatches.noSeason'), {}, SLOW),
    ).toBeInTheDocument();
  });

  it('says so when the matches cannot be loaded', async () => {
    signInAs({ id: 7 });
    serveTeamData({ myTeam: hotShots });
    serveSeasonList([live]);
    server.use(http.get('/api/matches', () => failWith(403, 'no')));
    const widget = await openWidget();
    expect(await within(widget).findByRole('alert', {}, SLOW)).toHaveTextContent(
      translate('app.dashboard.myMatches.loadFailed'),
    );
  });

  describe('check-in', () => {
    const MINUTE = 60_000;
    /** The next match, twenty minutes from now: its check-in opened ten minutes ago. */
    function soon(checkedIn: string | null = null): Match {
      const now = Date.now();
      return makeMatch({
        id: 501,
        scheduledAt: new Date(now + 20 * MINUTE).toISOString(),
        teamA: hotShotsRef,
        teamB: redDevilsRef,
        checkIn: {
          teamA: checkedIn,
          teamB: null,
          opensAt: new Date(now - 10 * MINUTE).toISOString(),
          closesAt: new Date(now + 35 * MINUTE).toISOString(),
        },
      });
    }

    function serveNext(first: Match) {
      const posts: string[] = [];
      let current = first;
      server.use(
        http.get('/api/matches', ({ request }) =>
          okPage('matches', listQueryOf(request).filter.status === 'Scheduled' ? [current] : []),
        ),
        http.get('/api/matches/:id/proposals', () => ok([])),
        http.get('/api/matches/:id', () => ok(current)),
        http.post('/api/matches/:id/check-in', async ({ request }) => {
          posts.push(new URL(request.url).pathname);
          await delay(200);
          current = soon(new Date().toISOString());
          return ok(current);
        }),
      );
      return posts;
    }

    it('lets the captain check the team in while check-in is open, then says "Checked in"', async () => {
      const user = userEvent.setup();
      signInAs({ id: 7 });
      serveTeamData({ myTeam: hotShots });
      serveSeasonList([live]);
      const posts = serveNext(soon());
      const widget = await openWidget();
      const next = await within(widget).findByRole(
        'region',
        { name: translate('app.dashboard.myMatches.next') },
        SLOW,
      );
      const button = await within(next).findByRole(
        'button',
        { name: translate('app.match.checkIn.checkIn') },
        SLOW,
      );
      await user.click(button);
      await waitFor(() => expect(button).toBeDisabled());
      expect(
        await within(next).findByText(translate('app.match.checkIn.checkedIn'), {}, SLOW),
      ).toBeInTheDocument();
      expect(within(next).queryByRole('button', { name: translate('app.match.checkIn.checkIn') })).toBeNull();
      expect(
        await screen.findByText(
          translate('app.match.checkIn.done', { team: 'Hot Shots', opponent: 'Red Devils' }),
          {},
          SLOW,
        ),
      ).toBeInTheDocument();
      expect(posts).toEqual(['/api/matches/501/check-in']);
    });

    it('shows no button to a player who leads no team, and none outside the window', async () => {
      signInAs({ id: 8 });
      serveTeamData({
        myTeam: makeTeam({
          ...hotShots,
          players: [
            ...hotShots.players,
            makePlayer({ id: 2, userId: 8, displayName: 'Rookie', isCaptain: false }),
          ],
        }),
      });
      serveSeasonList([live]);
      serveNext(soon());
      const widget = await openWidget();
      const next = await within(widget).findByRole(
        'region',
        { name: translate('app.dashboard.myMatches.next') },
        SLOW,
      );
      expect(await within(next).findByText(/^Check-in is open until /, {}, SLOW)).toBeInTheDocument();
      expect(within(next).queryByRole('button', { name: translate('app.match.checkIn.checkIn') })).toBeNull();
    });
  });
});
