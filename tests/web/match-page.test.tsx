import { translate } from '@domain/i18n';
import { bestOfRule } from '@domain/match-results';
import { focusManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localTime, toLocalInput, utcTime } from '@/pages/match/matchTime';
import {
  DAY,
  failWith,
  fromNow,
  HOUR,
  makeDispute,
  makeEvent,
  makeMatch,
  makePlayedMatch,
  makeProposal,
  ok,
  record,
  season,
  serveMatch,
  signInAs,
  stubPhoneScreen,
} from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

const user = userEvent.setup();

const openMatch = async () => {
  renderApp('/matches/1');
  return screen.findByRole(
    'heading',
    { level: 1, name: `Red Devils ${translate('app.match.versus')} Blue Sharks` },
    SLOW,
  );
};
const section = (name: string) => screen.getByRole('region', { name });
const sent = (seen: { method: string; path: string; body: unknown }[]) =>
  seen.map(({ method, path, body }) => [method, path, body]);

describe('the match page, read by a player of neither team', () => {
  it('shows the teams, where the match belongs, its times, proposals, result and dispute, with no actions', async () => {
    signInAs({ id: 50 });
    const match = makeMatch({
      status: 'Disputed',
      result: { teamA: 7, teamB: 5 },
      resultSource: 'captain',
      reportedBy: { id: 4, name: 'Red Devils' },
      reportedAt: fromNow(-3 * HOUR),
    });
    const proposal = makeProposal();
    // The server withholds a dispute's particulars from a player of neither team.
    const withheld = makeDispute({ note: null, evidenceUrls: null });
    serveMatch({
      match,
      proposals: [proposal],
      disputes: [withheld],
    });
    await openMatch();
    const header = section(translate('app.match.title'));
    expect(within(header).getByRole('link', { name: 'Red Devils' })).toHaveAttribute('href', '/teams/4');
    expect(within(header).getByRole('link', { name: 'Blue Sharks' })).toHaveAttribute('href', '/teams/5');
    expect(await within(header).findByText('Spring 2027')).toBeInTheDocument();
    expect(within(header).getByText('Silver')).toBeInTheDocument();
    expect(
      within(header).getByText(translate('app.match.stageWeek', { stage: 'League', week: 2 })),
    ).toBeInTheDocument();
    expect(within(header).getByText(translate('resources.matches.status.Disputed'))).toBeInTheDocument();
    expect(
      await within(header).findByRole('img', {
        name: translate('resources.teams.logoOf', { team: 'Red Devils' }),
      }),
    ).toHaveAttribute('src', expect.stringContaining('/api/logos/'));
    // The time in the viewer's zone, with UTC beside it; the week window and the default time.
    expect(within(header).getAllByText(localTime(match.scheduledAt))).toHaveLength(2);
    expect(
      within(header).getAllByText(
        `(${translate('app.match.utcTime', { time: utcTime(match.scheduledAt) })})`,
      ),
    ).toHaveLength(2);
    expect(
      within(header).getByText(
        translate('app.match.span', { start: localTime(match.windowStart), end: localTime(match.windowEnd) }),
      ),
    ).toBeInTheDocument();
    expect(within(header).getByText(translate('app.match.schedule.defaultStands'))).toBeInTheDocument();

    const result = section(translate('app.match.sections.result'));
    expect(
      within(result).getByText(
        translate('app.match.result.score', {
          teamA: 'Red Devils',
          roundsA: 7,
          roundsB: 5,
          teamB: 'Blue Sharks',
        }),
      ),
    ).toBeInTheDocument();
    expect(
      within(result).getByText(
        translate('app.match.result.reportedBy', {
          team: 'Red Devils',
          time: localTime(match.reportedAt ?? ''),
        }),
      ),
    ).toBeInTheDocument();
    const dispute = await within(result).findByRole('article', {
      name: translate('app.match.dispute.title'),
    });
    expect(dispute).toHaveTextContent(
      translate('app.match.dispute.disputedBy', {
        team: 'Blue Sharks',
        time: localTime(withheld.createdAt),
      }),
    );
    expect(dispute).toHaveTextContent(translate('app.match.dispute.withheld'));
    expect(within(dispute).queryByRole('link')).not.toBeInTheDocument();
    expect(dispute).toHaveTextContent(translate('app.match.dispute.status.Open'));

    const scheduling = section(translate('app.match.sections.scheduling'));
    expect(
      within(scheduling).getByText(
        translate('app.match.proposals.by', { time: localTime(proposal.time), team: 'Red Devils' }),
      ),
    ).toBeInTheDocument();
    expect(
      within(scheduling).getByText(
        translate('app.match.proposals.expires', { time: localTime(proposal.expiresAt) }),
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: translate('app.match.proposals.accept') }),
    ).not.toBeInTheDocument();
    expect(screen.queryByLabelText(translate('app.match.propose.time'))).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: translate('app.match.report.confirm') }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: translate('app.match.report.submit') }),
    ).not.toBeInTheDocument();
  });

  it('shows a dispute’s note and evidence links to a member of either team, as the server gives them', async () => {
    signInAs({ id: 50 });
    const match = makeMatch({
      status: 'Disputed',
      result: { teamA: 7, teamB: 5 },
      resultSource: 'captain',
      reportedBy: { id: 4, name: 'Red Devils' },
      reportedAt: fromNow(-3 * HOUR),
    });
    serveMatch({ match, disputes: [makeDispute()] });
    await openMatch();
    const dispute = await within(section(translate('app.match.sections.result'))).findByRole('article', {
      name: translate('app.match.dispute.title'),
    });
    expect(dispute).toHaveTextContent('They had six players on the field.');
    expect(dispute).not.toHaveTextContent(translate('app.match.dispute.withheld'));
    expect(within(dispute).getByRole('link', { name: 'https://clips.example.com/round-3' })).toHaveAttribute(
      'href',
      'https://clips.example.com/round-3',
    );
  });

  it('says while Reported when the result confirms itself; the default time stands for good', async () => {
    signInAs({ id: 50 });
    const autoConfirmAt = fromNow(20 * HOUR);
    const match = makeMatch({
      status: 'Reported',
      forfeit: { kind: 'noShow', loserTeamId: 5 },
      resultSource: 'captain',
      reportedBy: { id: 4, name: 'Red Devils' },
      reportedAt: fromNow(-4 * HOUR),
      autoConfirmAt,
    });
    serveMatch({ match });
    await openMatch();
    expect(section(translate('app.match.title'))).toHaveTextContent(
      translate('app.match.schedule.defaultStands'),
    );
    const result = section(translate('app.match.sections.result'));
    expect(
      within(result).getByText(
        translate('app.match.result.forfeitBy', {
          kind: translate('resources.matches.forfeitKind.noShow'),
          team: 'Blue Sharks',
        }),
      ),
    ).toBeInTheDocument();
    expect(
      within(result).getByText(
        translate('app.match.result.autoConfirms', { time: localTime(autoConfirmAt) }),
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(translate('app.match.proposals.empty'))).toBeInTheDocument();
  });

  it('asks for its proposals, history and disputes alongside the match, not after its answer', async () => {
    signInAs({ id: 50 });
    serveMatch({ match: makeMatch(), proposals: [makeProposal()] });
    // The match answers only once all three lists have been asked for.
    const listPaths = ['/api/matches/1/proposals', '/api/matches/1/history', '/api/matches/1/disputes'];
    const asked = new Set<string>();
    let allAsked: () => void = () => {};
    const listsAsked = new Promise<void>((resolve) => {
      allAsked = resolve;
    });
    const onRequest = ({ request }: { request: Request }) => {
      const path = new URL(request.url).pathname;
      if (!listPaths.includes(path)) return;
      asked.add(path);
      if (asked.size === listPaths.length) allAsked();
    };
    server.events.on('request:start', onRequest);
    try {
      server.use(
        http.get('/api/matches/1', async () => {
          await listsAsked;
          return ok(makeMatch());
        }),
      );
      expect(await openMatch()).toBeInTheDocument();
      expect(asked).toEqual(new Set(listPaths));
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });

  it('keeps the season and division rows in place while the season is read, so the rows under them stay', async () => {
    signInAs({ id: 50 });
    serveMatch({ match: makeMatch() });
    let answerSeason: () => void = () => {};
    const seasonAsked = new Promise<void>((resolve) => {
      answerSeason = resolve;
    });
    server.use(
      http.get('/api/seasons/3', async () => {
        await seasonAsked;
        return ok(season);
      }),
    );
    await openMatch();
    const header = within(section(translate('app.match.title')));
    const terms = () => header.getAllByRole('term').map((term) => term.textContent);
    const whileRead = terms();
    expect(whileRead).toContain(translate('app.match.fields.season'));
    expect(whileRead).toContain(translate('app.match.fields.division'));
    expect(header.queryByText(season.name)).toBeNull();
    answerSeason();
    expect(await header.findByText(season.name, {}, SLOW)).toBeInTheDocument();
    expect(terms()).toEqual(whileRead);
  });

  it('says the match was not found (404, or an id that is no number)', async () => {
    signInAs();
    // The server knows no match 99, nor its lists.
    server.use(http.get('/api/matches/99*', () => failWith(404, translate('app.match.notFound'))));
    const { unmount } = renderApp('/matches/99');
    expect(await screen.findByText(translate('app.match.notFound'), {}, SLOW)).toBeInTheDocument();
    unmount();
    renderApp('/matches/abc');
    expect(await screen.findByText(translate('app.match.notFound'), {}, SLOW)).toBeInTheDocument();
  });
});

describe('scheduling', () => {
  const timeInput = () => screen.findByLabelText(translate('app.match.propose.time'), {}, SLOW);
  const span = (match = makeMatch()) => [localTime(match.windowStart), localTime(match.windowEnd)] as const;

  it('a captain proposes a time; a past time or one outside the week is refused in the form, nothing sent', async () => {
    signInAs({ id: 7 });
    const match = makeMatch();
    const seen = serveMatch({ match });
    await openMatch();
    const deadline = new Date(new Date(match.defaultTime).getTime() - DAY).toISOString();
    expect(section(translate('app.match.title'))).toHaveTextContent(
      translate('app.match.schedule.defaultUnlessAgreed', { deadline: localTime(deadline) }),
    );
    const input = await timeInput();
    const propose = screen.getByRole('button', { name: translate('app.match.propose.propose') });

    await user.click(propose);
    expect(await screen.findByText(translate('app.match.propose.timeRequired'))).toBeInTheDocument();
    fireEvent.change(input, { target: { value: toLocalInput(fromNow(-2 * HOUR)) } });
    await user.click(propose);
    expect(await screen.findByText(translate('app.match.propose.timePast'))).toBeInTheDocument();
    fireEvent.change(input, { target: { value: toLocalInput(fromNow(8 * DAY)) } });
    await user.click(propose);
    expect(
      await screen.findByText(
        translate('app.match.propose.outsideWindow', { start: span(match)[0], end: span(match)[1] }),
      ),
    ).toBeInTheDocument();
    expect(seen).toEqual([]);

    const time = fromNow(2 * DAY);
    fireEvent.change(input, { target: { value: toLocalInput(time) } });
    await user.click(propose);
    expect(
      await screen.findByText(
        translate('app.match.done.proposed', { time: localTime(time), team: 'Blue Sharks' }),
      ),
    ).toBeInTheDocument();
    expect(sent(seen)).toEqual([['POST', '/api/matches/1/proposals', { time }]]);
  });

  it("shows the server's refusal of a proposal in the form", async () => {
    signInAs({ id: 7 });
    serveMatch({ match: makeMatch() });
    server.use(
      http.post('/api/matches/1/proposals', () =>
        failWith(409, 'Blue Sharks already accepted a time.', 'MATCH_TIME_AGREED'),
      ),
    );
    await openMatch();
    fireEvent.change(await timeInput(), { target: { value: toLocalInput(fromNow(2 * DAY)) } });
    await user.click(screen.getByRole('button', { name: translate('app.match.propose.propose') }));
    expect(await screen.findByText('Blue Sharks already accepted a time.')).toBeInTheDocument();
  });

  it("the other team's captain accepts the open proposal, by name and time, and the page reads the match again", async () => {
    signInAs({ id: 8 });
    const proposal = makeProposal();
    const state = { match: makeMatch(), proposals: [proposal] };
    const seen = serveMatch(state);
    server.use(
      http.post('/api/matches/1/proposals/30/accept', async ({ request }) => {
        await record(seen, request);
        state.match = { ...state.match, scheduledAt: proposal.time };
        state.proposals = [{ ...proposal, status: 'Accepted' }];
        return ok(state.match);
      }),
    );
    await openMatch();
    await user.click(
      await screen.findByRole('button', { name: translate('app.match.proposals.accept') }, SLOW),
    );
    expect(
      await screen.findByText(
        translate('app.match.done.accepted', { time: localTime(proposal.time), team: 'Red Devils' }),
      ),
    ).toBeInTheDocument();
    await waitFor(
      () =>
        expect(section(translate('app.match.title'))).toHaveTextContent(
          translate('app.match.schedule.agreed'),
        ),
      SLOW,
    );
    expect(
      within(section(translate('app.match.sections.scheduling'))).getByText(
        translate('app.match.proposals.status.Accepted'),
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: translate('app.match.proposals.accept') }),
    ).not.toBeInTheDocument();
    expect(sent(seen)).toEqual([['POST', '/api/matches/1/proposals/30/accept', undefined]]);
  });

  it("another tab's proposal shows when this tab regains focus", async () => {
    signInAs({ id: 8 });
    const state: { match: ReturnType<typeof makeMatch>; proposals: ReturnType<typeof makeProposal>[] } = {
      match: makeMatch(),
      proposals: [],
    };
    serveMatch(state);
    await openMatch();
    expect(await screen.findByText(translate('app.match.proposals.empty'), {}, SLOW)).toBeInTheDocument();
    const proposal = makeProposal();
    state.proposals = [proposal];
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(
      await screen.findByText(
        translate('app.match.proposals.by', { time: localTime(proposal.time), team: 'Red Devils' }),
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: translate('app.match.proposals.accept') })).toBeInTheDocument();
  });

  it('a co-captain declines it', async () => {
    signInAs({ id: 9 });
    const proposal = makeProposal();
    const seen = serveMatch({ match: makeMatch(), proposals: [proposal] });
    await openMatch();
    await user.click(
      await screen.findByRole('button', { name: translate('app.match.proposals.decline') }, SLOW),
    );
    expect(
      await screen.findByText(
        translate('app.match.done.declined', { time: localTime(proposal.time), team: 'Red Devils' }),
      ),
    ).toBeInTheDocument();
    expect(sent(seen)).toEqual([['POST', '/api/matches/1/proposals/30/decline', undefined]]);
  });

  it('the other captain counters with a time of their own', async () => {
    signInAs({ id: 8 });
    const seen = serveMatch({ match: makeMatch(), proposals: [makeProposal()] });
    await openMatch();
    expect(
      await screen.findByText(translate('app.match.propose.counterTitle', { team: 'Red Devils' }), {}, SLOW),
    ).toBeInTheDocument();
    const time = fromNow(4 * DAY);
    fireEvent.change(await timeInput(), { target: { value: toLocalInput(time) } });
    await user.click(screen.getByRole('button', { name: translate('app.match.propose.counter') }));
    expect(
      await screen.findByText(
        translate('app.match.done.countered', { time: localTime(time), team: 'Red Devils' }),
      ),
    ).toBeInTheDocument();
    expect(sent(seen)).toEqual([['POST', '/api/matches/1/proposals', { time }]]);
  });

  it('the proposing team gets no Accept on its own proposal', async () => {
    signInAs({ id: 7 });
    serveMatch({ match: makeMatch(), proposals: [makeProposal()] });
    await openMatch();
    expect(await screen.findByText(translate('app.match.propose.title'), {}, SLOW)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: translate('app.match.proposals.accept') }),
    ).not.toBeInTheDocument();
  });

  it("shows the server's 409 when an accept comes too late", async () => {
    signInAs({ id: 8 });
    serveMatch({ match: makeMatch(), proposals: [makeProposal()] });
    server.use(
      http.post('/api/matches/1/proposals/30/accept', () =>
        failWith(409, 'This proposal is no longer open.', 'PROPOSAL_CLOSED'),
      ),
    );
    await openMatch();
    await user.click(
      await screen.findByRole('button', { name: translate('app.match.proposals.accept') }, SLOW),
    );
    expect(await screen.findByText('This proposal is no longer open.')).toBeInTheDocument();
  });

  it('after the scheduling deadline a captain is told the default time stands', async () => {
    signInAs({ id: 7 });
    const defaultTime = fromNow(10 * HOUR);
    serveMatch({ match: makeMatch({ defaultTime, scheduledAt: defaultTime }) });
    await openMatch();
    expect(await screen.findByText(translate('app.match.propose.closed'), {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(translate('app.match.schedule.defaultStands'))).toBeInTheDocument();
    expect(screen.queryByLabelText(translate('app.match.propose.time'))).not.toBeInTheDocument();
    expect(
      screen.getByText(translate('app.match.report.afterStart', { time: localTime(defaultTime) })),
    ).toBeInTheDocument();
  });
});

describe('results', () => {
  const rounds = (team: string) =>
    screen.findByLabelText(translate('app.match.report.roundsOf', { team }), {}, SLOW);

  it('a captain reports the rounds after the match; negative rounds and unfinished scores are refused in the form', async () => {
    signInAs({ id: 7 });
    const seen = serveMatch({ match: makePlayedMatch() });
    await openMatch();
    await user.type(await rounds('Red Devils'), '-1');
    await user.type(await rounds('Blue Sharks'), '5');
    await user.click(screen.getByRole('button', { name: translate('app.match.report.submit') }));
    expect(
      await screen.findByText(translate('resources.matches.roundsInvalid', { max: 99 })),
    ).toBeInTheDocument();
    expect(seen).toEqual([]);
    // A score that does not finish a league best of 12 is refused with the API's own rule.
    await user.clear(await rounds('Red Devils'));
    await user.type(await rounds('Red Devils'), '6');
    await user.click(screen.getByRole('button', { name: translate('app.match.report.submit') }));
    expect(await screen.findByText(bestOfRule('league'))).toBeInTheDocument();
    expect(seen).toEqual([]);
    await user.clear(await rounds('Red Devils'));
    await user.type(await rounds('Red Devils'), '7');
    await user.click(screen.getByRole('button', { name: translate('app.match.report.submit') }));
    expect(
      await screen.findByText(
        translate('app.match.done.reported', {
          result: translate('app.match.result.score', {
            teamA: 'Red Devils',
            roundsA: 7,
            roundsB: 5,
            teamB: 'Blue Sharks',
          }),
        }),
      ),
    ).toBeInTheDocument();
    expect(sent(seen)).toEqual([['POST', '/api/matches/1/result', { teamA: 7, teamB: 5 }]]);
  });

  it('a captain reports a forfeit, naming the team that forfeits', async () => {
    signInAs({ id: 7 });
    const seen = serveMatch({ match: makePlayedMatch() });
    await openMatch();
    await user.click(
      await screen.findByRole('radio', { name: translate('app.match.report.kindForfeit') }, SLOW),
    );
    await user.click(screen.getByRole('button', { name: translate('app.match.report.submit') }));
    expect(await screen.findByText(translate('app.match.report.loserRequired'))).toBeInTheDocument();
    expect(seen).toEqual([]);
    await user.click(screen.getByRole('combobox', { name: translate('app.match.report.forfeitingTeam') }));
    await user.click(await screen.findByRole('option', { name: 'Blue Sharks' }));
    await user.click(screen.getByRole('button', { name: translate('app.match.report.submit') }));
    expect(
      await screen.findByText(
        translate('app.match.done.reported', {
          result: translate('app.match.result.forfeitBy', {
            kind: translate('resources.matches.forfeitKind.noShow'),
            team: 'Blue Sharks',
          }),
        }),
      ),
    ).toBeInTheDocument();
    expect(sent(seen)).toEqual([
      ['POST', '/api/matches/1/result', { forfeit: { kind: 'noShow', loserTeamId: 5 } }],
    ]);
  });

  it("shows the server's 400 on a report", async () => {
    signInAs({ id: 7 });
    serveMatch({ match: makePlayedMatch() });
    server.use(
      http.post('/api/matches/1/result', () =>
        failWith(400, 'The match has not started yet.', 'MATCH_NOT_STARTED'),
      ),
    );
    await openMatch();
    await user.type(await rounds('Red Devils'), '7');
    await user.type(await rounds('Blue Sharks'), '5');
    await user.click(screen.getByRole('button', { name: translate('app.match.report.submit') }));
    expect(await screen.findByText('The match has not started yet.')).toBeInTheDocument();
  });

  const reported = () =>
    makePlayedMatch({
      status: 'Reported',
      result: { teamA: 7, teamB: 5 },
      resultSource: 'captain',
      reportedBy: { id: 4, name: 'Red Devils' },
      reportedAt: fromNow(-HOUR),
      autoConfirmAt: fromNow(23 * HOUR),
    });

  it('the reporting team waits; the other captain confirms', async () => {
    signInAs({ id: 7 });
    serveMatch({ match: reported() });
    const { unmount } = renderApp('/matches/1');
    expect(
      await screen.findByText(translate('app.match.result.awaitingOther', { team: 'Blue Sharks' }), {}, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: translate('app.match.report.confirm') }),
    ).not.toBeInTheDocument();
    unmount();

    signInAs({ id: 8 });
    const seen = serveMatch({ match: reported() });
    await openMatch();
    await user.click(
      await screen.findByRole('button', { name: translate('app.match.report.confirm') }, SLOW),
    );
    expect(
      await screen.findByText(
        translate('app.match.done.confirmed', {
          result: translate('app.match.result.score', {
            teamA: 'Red Devils',
            roundsA: 7,
            roundsB: 5,
            teamB: 'Blue Sharks',
          }),
        }),
      ),
    ).toBeInTheDocument();
    expect(sent(seen)).toEqual([['POST', '/api/matches/1/result/confirm', undefined]]);
  });

  it('the other captain disputes with a note and evidence links', async () => {
    signInAs({ id: 8 });
    const seen = serveMatch({ match: reported() });
    await openMatch();
    await user.click(
      await screen.findByRole('button', { name: translate('app.match.report.dispute') }, SLOW),
    );
    const dialog = await screen.findByRole('dialog', { name: translate('app.match.disputeDialog.title') });
    await user.click(within(dialog).getByRole('button', { name: translate('app.match.disputeDialog.send') }));
    expect(
      await within(dialog).findByText(translate('resources.matches.disputeNoteRequired')),
    ).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText(translate('app.match.disputeDialog.note')),
      'Round 3 was played 6 v 5.',
    );
    await user.click(within(dialog).getByRole('button', { name: translate('app.match.disputeDialog.add') }));
    await user.type(
      within(dialog).getByLabelText(translate('app.match.disputeDialog.evidence', { number: 1 })),
      'not a link',
    );
    await user.click(within(dialog).getByRole('button', { name: translate('app.match.disputeDialog.send') }));
    expect(
      await within(dialog).findByText(translate('resources.matches.evidenceUrlInvalid')),
    ).toBeInTheDocument();
    expect(seen).toEqual([]);
    await user.clear(
      within(dialog).getByLabelText(translate('app.match.disputeDialog.evidence', { number: 1 })),
    );
    await user.click(
      within(dialog).getByLabelText(translate('app.match.disputeDialog.evidence', { number: 1 })),
    );
    await user.paste('https://clips.example.com/r3');
    for (let link = 2; link <= 5; link += 1) {
      await user.click(
        within(dialog).getByRole('button', { name: translate('app.match.disputeDialog.add') }),
      );
    }
    expect(
      within(dialog).getByRole('button', { name: translate('app.match.disputeDialog.add') }),
    ).toBeDisabled();
    for (let link = 5; link >= 2; link -= 1) {
      await user.click(
        within(dialog).getByRole('button', {
          name: translate('app.match.disputeDialog.remove', { number: link }),
        }),
      );
    }
    await user.click(within(dialog).getByRole('button', { name: translate('app.match.disputeDialog.send') }));
    expect(await screen.findByText(translate('app.match.done.disputed'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(seen)).toEqual([
      [
        'POST',
        '/api/matches/1/result/dispute',
        { note: 'Round 3 was played 6 v 5.', evidenceUrls: ['https://clips.example.com/r3'] },
      ],
    ]);
  });

  it("keeps the dialog open with the server's reason when the dispute is refused", async () => {
    signInAs({ id: 8 });
    serveMatch({ match: reported() });
    server.use(
      http.post('/api/matches/1/result/dispute', () =>
        failWith(409, 'The result was already confirmed.', 'RESULT_CONFIRMED'),
      ),
    );
    await openMatch();
    await user.click(
      await screen.findByRole('button', { name: translate('app.match.report.dispute') }, SLOW),
    );
    const dialog = await screen.findByRole('dialog', { name: translate('app.match.disputeDialog.title') });
    await user.type(within(dialog).getByLabelText(translate('app.match.disputeDialog.note')), 'Wrong score.');
    await user.click(within(dialog).getByRole('button', { name: translate('app.match.disputeDialog.send') }));
    expect(await within(dialog).findByText('The result was already confirmed.')).toBeInTheDocument();
  });
});

describe('history', () => {
  it('tells each step in words: what, the particulars, who for which team, when', async () => {
    signInAs({ id: 50 });
    const proposed = fromNow(2 * DAY);
    const history = [
      makeEvent({ id: 1, kind: 'timeProposed', details: { time: proposed } }),
      makeEvent({
        id: 2,
        kind: 'timeAccepted',
        actor: 'Shark Bait',
        team: { id: 5, name: 'Blue Sharks' },
        details: { time: proposed },
      }),
      makeEvent({ id: 3, kind: 'resultReported', details: { teamA: 7, teamB: 5 } }),
      makeEvent({
        id: 4,
        kind: 'resultDisputed',
        actor: 'Shark Bait',
        team: { id: 5, name: 'Blue Sharks' },
        details: { note: 'Six players.' },
      }),
      makeEvent({ id: 5, kind: 'disputeDecided', actor: 'League Admin', team: null, details: {} }),
      makeEvent({ id: 6, kind: 'resultAutoConfirmed', actor: null, team: null, details: {} }),
    ];
    serveMatch({ match: makeMatch(), history });
    await openMatch();
    const timeline = await screen.findByRole('list', { name: translate('app.match.sections.history') }, SLOW);
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByText(/./)[0]?.textContent)).toEqual([
      translate('app.match.history.event.timeProposed'),
      translate('app.match.history.event.timeAccepted'),
      translate('app.match.history.event.resultReported'),
      translate('app.match.history.event.resultDisputed'),
      translate('app.match.history.event.disputeDecided'),
      translate('app.match.history.event.resultAutoConfirmed'),
    ]);
    expect(items[0]).toHaveTextContent(translate('app.match.history.time', { time: localTime(proposed) }));
    expect(items[0]).toHaveTextContent(
      translate('app.match.history.byTeam', { actor: 'Splat Master', team: 'Red Devils' }),
    );
    expect(items[1]).toHaveTextContent(
      translate('app.match.history.byTeam', { actor: 'Shark Bait', team: 'Blue Sharks' }),
    );
    expect(items[2]).toHaveTextContent(
      translate('app.match.result.score', {
        teamA: 'Red Devils',
        roundsA: 7,
        roundsB: 5,
        teamB: 'Blue Sharks',
      }),
    );
    expect(items[3]).toHaveTextContent(translate('app.match.history.note', { note: 'Six players.' }));
    expect(items[4]).toHaveTextContent(translate('app.match.history.byAdmin', { actor: 'League Admin' }));
    expect(items[5]).toHaveTextContent(translate('app.match.history.bySystem'));
    expect(items[5]).toHaveTextContent(localTime(history[5]?.createdAt ?? ''));
  });

  it('reads a time an admin set as set by an admin, with the reason, in the header and the history', async () => {
    signInAs({ id: 50 });
    const moved = fromNow(3 * DAY);
    const history = [
      makeEvent({
        id: 1,
        kind: 'timeAccepted',
        actor: 'League Admin',
        team: null,
        details: { byAdmin: true, time: moved, reason: 'The server is down that evening.' },
      }),
    ];
    serveMatch({ match: makeMatch({ scheduledAt: moved }), history });
    await openMatch();
    expect(
      await screen.findByText(
        translate('app.match.schedule.setByAdminBecause', { reason: 'The server is down that evening.' }),
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(translate('app.match.schedule.agreed'))).not.toBeInTheDocument();
    const timeline = await screen.findByRole('list', { name: translate('app.match.sections.history') }, SLOW);
    const [item] = within(timeline).getAllByRole('listitem');
    expect(within(item!).getAllByText(/./)[0]).toHaveTextContent(
      translate('app.match.history.timeSetByAdmin'),
    );
    expect(item).toHaveTextContent(
      translate('app.match.history.reason', { reason: 'The server is down that evening.' }),
    );
    expect(item).toHaveTextContent(translate('app.match.history.byAdmin', { actor: 'League Admin' }));
  });
});

describe('at phone width', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stacks the teams and keeps every section and action', async () => {
    stubPhoneScreen();
    signInAs({ id: 8 });
    serveMatch({ match: makeMatch(), proposals: [makeProposal()] });
    await openMatch();
    expect(
      await screen.findByRole('button', { name: translate('app.match.proposals.accept') }, SLOW),
    ).toBeInTheDocument();
    for (const name of [
      translate('app.match.title'),
      translate('app.match.sections.result'),
      translate('app.match.sections.scheduling'),
      translate('app.match.sections.history'),
    ]) {
      expect(section(name)).toBeInTheDocument();
    }
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
