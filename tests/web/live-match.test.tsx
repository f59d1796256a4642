import { translate } from '@domain/i18n';
import type { Match, MatchSession } from '@domain/matches';
import type { DivisionPlayoffs } from '@domain/playoffs';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { I18nContextProvider } from 'ra-core';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayoffBracket } from '@/components/PlayoffBracket';
import { i18nProvider } from '@/i18n';
import {
  fromNow,
  HOUR,
  listQueryOf,
  liveStream,
  makeMatch,
  makePlayer,
  makeSeason,
  makeTeam,
  ok,
  okPage,
  serveMatch,
  serveSeasonList,
  serveTeamData,
  signInAs,
  stubPhoneScreen,
} from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

// A match being played (Live): its badge and its live score ("Live · Red Devils 4 – 3 Blue Sharks") on the
// match page, first under the title on a phone and kept current by the live stream, in My Matches and in
// the playoff bracket.

/** The text nodes of the page in document order, blanks left out. */
function textsInOrder(): { text: string; node: Node }[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: { text: string; node: Node }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (text) texts.push({ text, node });
  }
  return texts;
}

function session(overrides: Partial<MatchSession> = {}): MatchSession {
  return {
    id: 70,
    status: 'Active',
    code: 'M1-4821',
    slaveIp: '203.0.113.10',
    slavePort: 7070,
    score: { teamA: 4, teamB: 3 },
    players: [],
    lastUpdatedAt: fromNow(0),
    ...overrides,
  };
}

describe('a Live match', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a phone, shows its live score first under the match page title, kept current by the live stream', async () => {
    stubPhoneScreen();
    // A viewer who plays for neither team (a player of the match gets the "Join the match" card first).
    signInAs({ id: 50 });
    const live: Match = makeMatch({
      scheduledAt: fromNow(-HOUR / 4),
      status: 'Live',
      liveScore: { teamA: 4, teamB: 3 },
      session: session(),
    });
    serveMatch({ match: live });
    const stream = liveStream();
    renderApp('/matches/1');
    const title = await screen.findByRole(
      'heading',
      { level: 1, name: `Red Devils ${translate('app.match.versus')} Blue Sharks` },
      SLOW,
    );
    const score = await screen.findByText(
      translate('app.match.liveScore', { teamA: 'Red Devils', roundsA: 4, roundsB: 3, teamB: 'Blue Sharks' }),
    );

    // Nothing comes between the title and the live score.
    const texts = textsInOrder();
    const at = texts.findIndex(({ node }) => title.contains(node));
    expect(texts[at + 1]?.node.parentElement).toBe(score);
    // The Live badge in the match's details.
    expect(screen.getAllByText(translate('resources.matches.status.Live'))).toHaveLength(1);

    // A state the game server reported moves the score without a reload.
    await waitFor(() => expect(stream.opened()).toBe(1));
    stream.send('ready', ['match:1']);
    const {
      code: _c,
      slaveIp: _i,
      slavePort: _p,
      ...shown
    } = session({
      score: { teamA: 5, teamB: 3 },
      lastUpdatedAt: fromNow(1000),
    });
    stream.send('state', { topic: 'match:1', session: shown });
    expect(
      await screen.findByText(
        translate('app.match.liveScore', {
          teamA: 'Red Devils',
          roundsA: 5,
          roundsB: 3,
          teamB: 'Blue Sharks',
        }),
      ),
    ).toBeInTheDocument();
  });

  it('shows no live score while the match is not Live', async () => {
    signInAs({ id: 7 });
    serveMatch({ match: makeMatch({ scheduledAt: fromNow(HOUR / 2), session: session() }) });
    renderApp('/matches/1');
    await screen.findByRole('region', { name: translate('app.match.sections.result') }, SLOW);
    expect(
      screen.queryByText(
        translate('app.match.liveScore', {
          teamA: 'Red Devils',
          roundsA: 4,
          roundsB: 3,
          teamB: 'Blue Sharks',
        }),
      ),
    ).not.toBeInTheDocument();
  });

  it('is the team’s match now in My Matches, with the Live badge and the score', async () => {
    signInAs({ id: 7 });
    const hotShots = makeTeam({
      id: 4,
      name: 'Hot Shots',
      players: [makePlayer({ id: 1, userId: 7, displayName: 'Splat Master', isCaptain: true })],
    });
    serveTeamData({ myTeam: hotShots });
    serveSeasonList([makeSeason({ id: 2, name: 'Winter 2027', status: 'Live' })]);
    const versus = { teamA: { id: 4, name: 'Hot Shots' }, teamB: { id: 5, name: 'Red Devils' } };
    const playing = makeMatch({ ...versus, id: 520, status: 'Live', liveScore: { teamA: 2, teamB: 1 } });
    const later = makeMatch({ ...versus, id: 521, scheduledAt: '2027-03-11T19:00:00.000Z' });
    server.use(
      http.get('/api/matches', ({ request }) => {
        const { status } = listQueryOf(request).filter;
        return okPage('matches', status === 'Live' ? [playing] : status === 'Scheduled' ? [later] : []);
      }),
      http.get('/api/matches/:id/proposals', () => ok([])),
    );
    renderApp({ pathname: '/dashboard', state: { expandedWidget: 'myMatches' } });
    const widget = await screen.findByRole(
      'region',
      { name: translate('app.dashboard.widgets.myMatches') },
      SLOW,
    );
    const next = await within(widget).findByRole(
      'region',
      { name: translate('app.dashboard.myMatches.next') },
      SLOW,
    );
    expect(await within(next).findByText(translate('resources.matches.status.Live'))).toBeInTheDocument();
    expect(
      within(next).getByText(
        translate('app.match.liveScore', { teamA: 'Hot Shots', roundsA: 2, roundsB: 1, teamB: 'Red Devils' }),
      ),
    ).toBeInTheDocument();
    expect(next.querySelector('time')?.closest('a')).toHaveAttribute('href', '/matches/520');
  });

  it('shows its live score in the playoff bracket', () => {
    const RED = { id: 1, name: 'Red Devils' };
    const BLUE = { id: 2, name: 'Blue Sharks' };
    const bracket: DivisionPlayoffs = {
      division: { id: 11, name: 'Premier' },
      format: 'singleElimination',
      seeds: [
        { seed: 1, team: RED },
        { seed: 2, team: BLUE },
      ],
      matches: [
        {
          key: 'upper-1-1',
          side: 'upper',
          round: 1,
          position: 1,
          slots: [
            { team: RED, source: 'seed', ref: 1 },
            { team: BLUE, source: 'seed', ref: 2 },
          ],
          onlyIfLowerBracketWins: null,
          match: {
            id: 601,
            status: 'Live',
            scheduledAt: '2027-03-04T19:00:00.000Z',
            result: null,
            forfeit: null,
            liveScore: { teamA: 6, teamB: 5 },
          },
        },
      ],
      champion: null,
    };
    render(
      <MemoryRouter>
        <I18nContextProvider value={i18nProvider}>
          <PlayoffBracket bracket={bracket} />
        </I18nContextProvider>
      </MemoryRouter>,
    );
    expect(
      screen.getByText(
        translate('app.match.liveScore', {
          teamA: 'Red Devils',
          roundsA: 6,
          roundsB: 5,
          teamB: 'Blue Sharks',
        }),
      ),
    ).toBeInTheDocument();
  });
});
