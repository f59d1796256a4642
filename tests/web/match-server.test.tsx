import { translate } from '@domain/i18n';
import type { Match, MatchSession } from '@domain/matches';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockTime, localTime } from '@/pages/match/matchTime';
import {
  DAY,
  fromNow,
  HOUR,
  JOIN_CODE,
  liveStream,
  makeEvent,
  makeMatch,
  ok,
  serveMatch,
  signInAs,
  stubPhoneScreen,
} from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

// The match page's match server: the Start button for the captains and admins within the hour,
// its progress, the live score and players, the join details, the players' stats and the 24 h dispute.

const user = userEvent.setup();

const openMatch = () => renderApp('/matches/1');
const serverSection = () => screen.findByRole('region', { name: translate('app.match.server.title') }, SLOW);
/** A match due in half an hour: inside the hour in which its server may be started. */
const soon = (overrides: Partial<Match> = {}) => makeMatch({ scheduledAt: fromNow(HOUR / 2), ...overrides });

function session(overrides: Partial<MatchSession> = {}): MatchSession {
  return {
    id: 70,
    status: 'Active',
    code: 'M1-4821',
    slaveIp: '203.0.113.10',
    slavePort: 7070,
    score: { teamA: 3, teamB: 2 },
    players: [
      { userId: 7, team: 'A', eliminations: 4, deaths: 1, hits: 12, shots: 30 },
      { userId: 8, team: 'B', eliminations: 1, deaths: 4, hits: 6, shots: 24 },
    ],
    lastUpdatedAt: fromNow(0),
    ...overrides,
  };
}

describe('the match server on the match page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a captain starts it within the hour before the match; the page then shows its progress', async () => {
    signInAs({ id: 8 });
    const state = { match: soon() };
    const seen = serveMatch(state);
    openMatch();
    const section = await serverSection();
    expect(within(section).getByText(translate('app.match.server.startHint'))).toBeInTheDocument();
    state.match = soon({ session: session({ status: 'Pending', score: null, players: [] }) });
    await user.click(within(section).getByRole('button', { name: translate('app.match.server.start') }));
    expect(await screen.findByText(translate('app.match.server.started'))).toBeInTheDocument();
    expect(seen.map(({ method, path }) => [method, path])).toEqual([['POST', '/api/matches/1/server']]);
    expect(await within(section).findByRole('status')).toHaveTextContent(
      translate('app.match.server.progress.waiting'),
    );
    expect(
      within(section).queryByRole('button', { name: translate('app.match.server.start') }),
    ).not.toBeInTheDocument();
    // The captain, a player of the match, joins by the "Join the match" card.
    const card = await screen.findByRole('region', { name: translate('app.match.joinCard.title') });
    expect(within(card).getByText('M1-4821')).toBeInTheDocument();
    expect(await within(card).findByText(JOIN_CODE)).toBeInTheDocument();
  });

  it('shows a cloud machine starting for the match when no game server was free, and a failed one', async () => {
    signInAs({ id: 8 });
    const state = { match: soon() };
    serveMatch(state);
    const { unmount } = openMatch();
    const section = await serverSection();
    state.match = soon({ session: null, machine: { status: 'booting', requestedAt: fromNow(0) } });
    await user.click(within(section).getByRole('button', { name: translate('app.match.server.start') }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      translate('app.match.server.progress.booting'),
    );
    expect(within(section).getByText(translate('app.match.server.machineHint'))).toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: translate('app.match.server.start') }),
    ).not.toBeInTheDocument();
    unmount();

    serveMatch({
      match: soon({ session: null, machine: { status: 'failed', requestedAt: fromNow(-HOUR / 4) } }),
    });
    openMatch();
    const failed = await serverSection();
    expect(within(failed).getByRole('status')).toHaveTextContent(
      translate('app.match.server.progress.failed'),
    );
    expect(within(failed).getByText(translate('app.match.server.machineFailedHint'))).toBeInTheDocument();
    // The failed machine shows before the captain's team is known; the Start button once it is.
    expect(
      await within(failed).findByRole('button', { name: translate('app.match.server.start') }, SLOW),
    ).toBeInTheDocument();
  });

  it('is hidden more than an hour before the match, and from players who lead neither team', async () => {
    signInAs({ id: 8 });
    serveMatch({ match: makeMatch({ scheduledAt: fromNow(2 * HOUR) }) });
    const { unmount } = openMatch();
    await screen.findByRole('region', { name: translate('app.match.sections.result') }, SLOW);
    expect(
      screen.queryByRole('region', { name: translate('app.match.server.title') }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: translate('app.match.server.start') }),
    ).not.toBeInTheDocument();
    unmount();

    signInAs({ id: 50 });
    serveMatch({ match: soon() });
    openMatch();
    await screen.findByRole('region', { name: translate('app.match.sections.result') }, SLOW);
    expect(
      screen.queryByRole('button', { name: translate('app.match.server.start') }),
    ).not.toBeInTheDocument();
  });

  it('an admin who leads neither team may start it', async () => {
    signInAs({ id: 60, roles: ['Admin'] });
    serveMatch({ match: soon() });
    openMatch();
    expect(
      await within(await serverSection()).findByRole('button', { name: translate('app.match.server.start') }),
    ).toBeInTheDocument();
  });

  it('shows a live match: progress, score, players by name, and the join details the server sent', async () => {
    signInAs({ id: 7 });
    serveMatch({ match: soon({ session: session() }) });
    openMatch();
    const section = await serverSection();
    expect(within(section).getByRole('status')).toHaveTextContent(
      translate('app.match.server.progress.live'),
    );
    expect(
      within(section).getByText(
        translate('app.match.server.score', {
          teamA: 'Red Devils',
          roundsA: 3,
          roundsB: 2,
          teamB: 'Blue Sharks',
        }),
      ),
    ).toBeInTheDocument();
    // A player of the match: the join details are in the "Join the match" card, with their own code.
    const card = await screen.findByRole('region', { name: translate('app.match.joinCard.title') });
    expect(within(card).getByLabelText(translate('app.match.joinCard.address'))).toHaveTextContent(
      '203.0.113.10',
    );
    expect(within(card).getByLabelText(translate('app.match.joinCard.port'))).toHaveTextContent('7070');
    expect(within(card).getByLabelText(translate('app.match.joinCard.sessionCode'))).toHaveTextContent(
      'M1-4821',
    );
    expect(
      await within(card).findByLabelText(translate('app.match.joinCard.personalCode')),
    ).toHaveTextContent(JOIN_CODE);
    expect(
      within(card).getByRole('button', { name: translate('app.match.joinCard.copy') }),
    ).toBeInTheDocument();
    const table = await within(section).findByRole('table', {
      name: translate('app.match.server.livePlayers'),
    });
    expect(within(table).getByRole('link', { name: 'Splat Master' })).toHaveAttribute('href', '/players/7');
    expect(within(table).getByRole('link', { name: 'Shark Bait' })).toHaveAttribute('href', '/players/8');
    expect(
      within(table).getByText(translate('app.match.server.accuracy', { percent: 40 })),
    ).toBeInTheDocument();
  });

  it('applies the live state a game server reported as it comes, and reads the match for another session', async () => {
    signInAs({ id: 7 });
    const state = { match: soon({ session: session() }) };
    serveMatch(state);
    let reads = 0;
    server.use(
      http.get('/api/matches/1', () => {
        reads += 1;
        return ok(state.match);
      }),
    );
    const stream = liveStream();
    openMatch();
    const section = await serverSection();
    await waitFor(() => expect(stream.opened()).toBe(1));
    stream.send('ready', ['match:1']);
    const pushed = (teamA: number, overrides: Partial<MatchSession> = {}) => {
      const {
        code: _code,
        slaveIp: _ip,
        slavePort: _port,
        ...shown
      } = session({
        score: { teamA, teamB: 2 },
        lastUpdatedAt: fromNow(0),
        ...overrides,
      });
      stream.send('state', { topic: 'match:1', session: shown });
    };
    pushed(4);
    expect(
      await within(section).findByText(
        translate('app.match.server.score', {
          teamA: 'Red Devils',
          roundsA: 4,
          roundsB: 2,
          teamB: 'Blue Sharks',
        }),
      ),
    ).toBeInTheDocument();
    const readsBefore = reads;
    pushed(5, {
      players: [{ userId: 7, team: 'A', eliminations: 6, deaths: 1, hits: 15, shots: 30 }],
    });
    expect(
      await within(section).findByText(
        translate('app.match.server.score', {
          teamA: 'Red Devils',
          roundsA: 5,
          roundsB: 2,
          teamB: 'Blue Sharks',
        }),
      ),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(translate('app.match.server.accuracy', { percent: 50 })),
    ).toBeInTheDocument();
    // The join details the page read stay; the state never carries them.
    const card = screen.getByRole('region', { name: translate('app.match.joinCard.title') });
    expect(within(card).getByLabelText(translate('app.match.joinCard.address'))).toHaveTextContent(
      '203.0.113.10',
    );
    expect(reads).toBe(readsBefore);

    // A state of a session the page does not hold: it reads the match.
    state.match = soon({ session: session({ id: 71, score: { teamA: 0, teamB: 2 } }) });
    pushed(0, { id: 71 });
    await waitFor(() => expect(reads).toBeGreaterThan(readsBefore));
    expect(
      await within(section).findByText(
        translate('app.match.server.score', {
          teamA: 'Red Devils',
          roundsA: 0,
          roundsB: 2,
          teamB: 'Blue Sharks',
        }),
      ),
    ).toBeInTheDocument();
  });

  it('lists who joined by their codes, and marks the players in the state who did not', async () => {
    signInAs({ id: 50 });
    const joinedAt = fromNow(-60_000);
    serveMatch({
      match: soon({ session: session() }),
      history: [
        makeEvent({
          id: 40,
          kind: 'playerJoined',
          actor: 'Splat Master',
          details: { userId: 7, displayName: 'Splat Master', team: 'A', sessionId: 70 },
          createdAt: joinedAt,
        }),
      ],
    });
    openMatch();
    const section = await serverSection();
    const lobby = await within(section).findByRole('list', { name: translate('app.match.server.lobby') });
    expect(lobby).toHaveTextContent(
      translate('app.match.history.playerJoined', {
        player: 'Splat Master',
        side: 'A',
        time: clockTime(joinedAt),
      }),
    );
    const table = within(section).getByRole('table', { name: translate('app.match.server.livePlayers') });
    const row = (name: string) => within(table).getByRole('link', { name }).closest('tr') as HTMLElement;
    expect(
      within(row('Splat Master')).queryByText(translate('app.match.server.notJoined')),
    ).not.toBeInTheDocument();
    expect(within(row('Shark Bait')).getByText(translate('app.match.server.notJoined'))).toBeInTheDocument();
    expect(within(section).getByText(translate('app.match.server.notJoinedHint'))).toBeInTheDocument();
    // Not a player of the match: no "Join the match" card, and never anyone's personal code.
    expect(
      screen.queryByRole('region', { name: translate('app.match.joinCard.title') }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(JOIN_CODE)).not.toBeInTheDocument();
  });

  it('shows no join details when the server left them out (someone not on either roster)', async () => {
    signInAs({ id: 50 });
    serveMatch({ match: soon({ session: session({ code: null, slaveIp: null, slavePort: null }) }) });
    openMatch();
    const section = await serverSection();
    expect(
      within(section).getByText(
        translate('app.match.server.score', {
          teamA: 'Red Devils',
          roundsA: 3,
          roundsB: 2,
          teamB: 'Blue Sharks',
        }),
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByText(translate('app.match.server.code'))).not.toBeInTheDocument();
    expect(within(section).queryByText(translate('app.match.server.address'))).not.toBeInTheDocument();
  });

  it("shows the result's player stats, and lets a captain dispute the server's result within 24 h", async () => {
    signInAs({ id: 8 });
    const reportedAt = fromNow(-2 * HOUR);
    const seen = serveMatch({
      match: makeMatch({
        scheduledAt: fromNow(-3 * HOUR),
        status: 'Confirmed',
        resultSource: 'gameServer',
        reportedAt,
        result: {
          teamA: 7,
          teamB: 4,
          players: [
            {
              userId: 7,
              displayName: 'Splat Master',
              team: 'A',
              eliminations: 9,
              deaths: 2,
              hits: 30,
              shots: 60,
              secondsPlayed: 1260,
            },
            {
              userId: 9,
              displayName: 'Late Joiner',
              team: 'A',
              eliminations: 0,
              deaths: 1,
              hits: 1,
              shots: 3,
              secondsPlayed: 45,
            },
          ],
        },
        session: session({ status: 'Not Active' }),
      }),
    });
    openMatch();
    const section = await serverSection();
    expect(within(section).getByRole('status')).toHaveTextContent(
      translate('app.match.server.progress.finished'),
    );
    const table = within(section).getByRole('table', { name: translate('app.match.server.stats') });
    expect(within(table).getByText('Splat Master')).toBeInTheDocument();
    expect(
      within(table).getByText(translate('app.match.server.minutes', { minutes: 21 })),
    ).toBeInTheDocument();
    // Under a minute reads in seconds, not "0 min".
    expect(
      within(table).getByText(translate('app.match.server.seconds', { seconds: 45 })),
    ).toBeInTheDocument();
    expect(within(section).queryByText('M1-4821')).not.toBeInTheDocument();
    const until = localTime(new Date(new Date(reportedAt).getTime() + DAY).toISOString());
    expect(
      await screen.findByText(translate('app.match.server.disputeUntil', { time: until }), {}, SLOW),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: translate('app.match.server.disputeServerResult') }));
    const dialog = await screen.findByRole('dialog', { name: translate('app.match.disputeDialog.title') });
    await user.type(
      within(dialog).getByLabelText(translate('app.match.disputeDialog.note')),
      'Our player never joined.',
    );
    await user.click(within(dialog).getByRole('button', { name: translate('app.match.disputeDialog.send') }));
    await waitFor(() =>
      expect(seen.map(({ method, path }) => [method, path])).toEqual([
        ['POST', '/api/matches/1/result/dispute'],
      ]),
    );
  });

  it('offers no dispute of a server result after 24 h', async () => {
    signInAs({ id: 8 });
    serveMatch({
      match: makeMatch({
        scheduledAt: fromNow(-2 * DAY),
        status: 'Confirmed',
        resultSource: 'gameServer',
        reportedAt: fromNow(-DAY - HOUR),
        result: { teamA: 7, teamB: 4 },
      }),
    });
    openMatch();
    await screen.findByRole('region', { name: translate('app.match.sections.result') }, SLOW);
    expect(
      screen.queryByRole('button', { name: translate('app.match.server.disputeServerResult') }),
    ).not.toBeInTheDocument();
  });

  it('keeps the live players table within a phone screen (it scrolls sideways)', async () => {
    stubPhoneScreen();
    signInAs({ id: 7 });
    serveMatch({ match: soon({ session: session() }) });
    openMatch();
    const table = await within(await serverSection()).findByRole('table', {
      name: translate('app.match.server.livePlayers'),
    });
    expect(table.parentElement).toHaveStyle({ overflowX: 'auto' });
  });
});
