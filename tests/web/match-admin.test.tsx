import { translate } from '@domain/i18n';
import { bestOfRule, type MatchDispute } from '@domain/match-results';
import type { Match } from '@domain/matches';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  failWith,
  makeDispute,
  makeMatch,
  ok,
  okPage,
  record,
  type SeenRequest,
  signInAsAdmin,
} from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

const user = userEvent.setup();

/** A Gold week-2 match whose reported 7-5 Blue Ballers disputed. */
const disputedMatch = (overrides: Partial<Match> = {}): Match =>
  makeMatch({
    id: 40,
    divisionId: 11,
    week: 2,
    status: 'Disputed',
    teamA: { id: 21, name: 'Red Devils' },
    teamB: { id: 22, name: 'Blue Ballers' },
    result: { teamA: 7, teamB: 5 },
    ...overrides,
  });

/** Blue Ballers' open dispute of match 40. */
const blueBallersDispute = (): MatchDispute =>
  makeDispute({
    id: 5,
    matchId: 40,
    team: { id: 22, name: 'Blue Ballers' },
    disputedBy: 'Splat Master',
    note: 'Round 4 was played with six players.',
    evidenceUrls: ['https://clips.example.com/round4'],
    createdAt: '2027-03-12T10:00:00.000Z',
  });

/** GET /matches, /matches/{id}, /admin/disputes and the admin's decision, over in-memory rows. */
function serveMatches(initial: Match[], disputes: MatchDispute[] = []) {
  let rows = initial;
  const seen: SeenRequest[] = [];
  server.use(
    http.get('/api/seasons', () => okPage('seasons', [])),
    http.get('/api/matches', async ({ request }) => {
      await record(seen, request);
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}');
      return okPage(
        'matches',
        rows.filter((match) => !filter.status || match.status === filter.status),
      );
    }),
    http.get('/api/matches/:id', ({ params }) => ok(rows.find((match) => match.id === Number(params.id)))),
    http.get('/api/admin/disputes', async ({ request }) => {
      await record(seen, request);
      return okPage('disputes', disputes);
    }),
    http.get('/api/admin/disputes/:id', ({ params }) =>
      ok(disputes.find((dispute) => dispute.id === Number(params.id))),
    ),
    http.put('/api/admin/matches/:id/schedule', async ({ request, params }) => {
      await record(seen, request);
      const body = seen.at(-1)?.body as { time: string };
      rows = rows.map((match) =>
        match.id === Number(params.id) ? { ...match, scheduledAt: body.time } : match,
      );
      return ok(rows.find((match) => match.id === Number(params.id)));
    }),
    http.put('/api/admin/matches/:id/result', async ({ request, params }) => {
      await record(seen, request);
      const body = seen.at(-1)?.body as Record<string, unknown>;
      rows = rows.map((match) =>
        match.id !== Number(params.id)
          ? match
          : body.void
            ? { ...match, status: 'Voided', result: null, forfeit: null }
            : {
                ...match,
                status: 'Confirmed',
                result: { teamA: body.teamA as number, teamB: body.teamB as number },
              },
      );
      return ok(rows.find((match) => match.id === Number(params.id)));
    }),
  );
  return seen;
}

const writes = (seen: SeenRequest[]) => seen.filter((request) => request.method !== 'GET');
const versus = translate('resources.admin/matches.versus', { teamA: 'Red Devils', teamB: 'Blue Ballers' });

/** The confirmation a decision asks first, which names the teams; the decision is sent once it is confirmed. */
async function confirmDialog(title: string) {
  const dialog = await screen.findByRole('dialog', { name: title }, SLOW);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('the matches and disputes admin resources', () => {
  it('lists matches with their result and filters them by status on the server', async () => {
    signInAsAdmin();
    const seen = serveMatches([
      disputedMatch(),
      disputedMatch({ id: 41, status: 'Scheduled', result: null, teamB: { id: 23, name: 'Paint Storm' } }),
    ]);
    renderApp('/admin/matches');
    const table = await screen.findByRole(
      'table',
      { name: translate('resources.admin/matches.title') },
      SLOW,
    );
    expect(
      await within(table).findByText(
        translate('resources.admin/matches.versus', { teamA: 'Red Devils', teamB: 'Blue Ballers' }),
      ),
    ).toBeInTheDocument();
    expect(
      within(table).getByText(
        translate('app.match.result.score', {
          teamA: 'Red Devils',
          roundsA: 7,
          roundsB: 5,
          teamB: 'Blue Ballers',
        }),
      ),
    ).toBeInTheDocument();
    expect(within(table).getByText(translate('app.match.result.none'))).toBeInTheDocument();

    await user.click(
      screen.getByRole('combobox', { name: translate('resources.admin/matches.fields.status') }),
    );
    await user.click(
      await screen.findByRole('option', { name: translate('resources.matches.status.Scheduled') }),
    );
    await waitFor(
      () =>
        expect(
          within(table).queryByText(
            translate('resources.admin/matches.versus', { teamA: 'Red Devils', teamB: 'Blue Ballers' }),
          ),
        ).not.toBeInTheDocument(),
      SLOW,
    );
    const last = new URL(`http://x${seen.at(-1)?.path}`).searchParams;
    expect(JSON.parse(last.get('filter') ?? '{}')).toEqual({ status: 'Scheduled' });
  });

  it('refuses negative rounds in the decision form, then sets the score and says so', async () => {
    signInAsAdmin();
    const seen = serveMatches([disputedMatch()]);
    renderApp('/admin/matches/40');
    const form = await screen.findByRole(
      'form',
      { name: translate('resources.admin/matches.sections.decision') },
      SLOW,
    );
    const roundsA = within(form).getByRole('spinbutton', {
      name: translate('app.match.report.roundsOf', { team: 'Red Devils' }),
    });
    await user.clear(roundsA);
    await user.type(roundsA, '-2');
    await user.click(
      within(form).getByRole('button', { name: translate('resources.admin/matches.decision.submit') }),
    );
    expect(
      await within(form).findByText(translate('resources.matches.roundsInvalid', { max: 99 })),
    ).toBeInTheDocument();
    expect(writes(seen)).toEqual([]);

    // A score that does not finish a league best of 12 is refused with the API's own rule.
    await user.clear(roundsA);
    await user.type(roundsA, '6');
    await user.click(
      within(form).getByRole('button', { name: translate('resources.admin/matches.decision.submit') }),
    );
    expect(await within(form).findByText(bestOfRule('league'))).toBeInTheDocument();
    expect(writes(seen)).toEqual([]);

    await user.clear(roundsA);
    await user.type(roundsA, '5');
    const roundsB = within(form).getByRole('spinbutton', {
      name: translate('app.match.report.roundsOf', { team: 'Blue Ballers' }),
    });
    await user.clear(roundsB);
    await user.type(roundsB, '7');
    await user.type(
      within(form).getByRole('textbox', { name: translate('resources.admin/matches.decision.note') }),
      'Round 4 replayed',
    );
    await user.click(
      within(form).getByRole('button', { name: translate('resources.admin/matches.decision.submit') }),
    );
    const score = translate('app.match.result.score', {
      teamA: 'Red Devils',
      roundsA: 5,
      roundsB: 7,
      teamB: 'Blue Ballers',
    });
    // Nothing is sent before the admin confirms the question that names both teams.
    const dialog = await screen.findByRole(
      'dialog',
      {
        name: translate('resources.admin/matches.operations.confirmScore', { match: versus, result: score }),
      },
      SLOW,
    );
    expect(writes(seen)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(writes(seen)).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/matches/40/result',
          body: { teamA: 5, teamB: 7, note: 'Round 4 replayed' },
        },
      ]),
    );
    expect(
      await screen.findByText(
        translate('resources.admin/matches.notifications.decided', { match: versus, result: score }),
      ),
    ).toBeInTheDocument();
  });

  it('asks which team forfeited before recording a forfeit, and sends none for a mutual one', async () => {
    signInAsAdmin();
    const seen = serveMatches([disputedMatch()]);
    renderApp('/admin/matches/40');
    const form = await screen.findByRole(
      'form',
      { name: translate('resources.admin/matches.sections.decision') },
      SLOW,
    );
    await user.click(
      within(form).getByRole('radio', { name: translate('resources.admin/matches.decision.forfeit') }),
    );
    await user.click(
      within(form).getByRole('button', { name: translate('resources.admin/matches.decision.submit') }),
    );
    expect(await within(form).findByText(translate('app.match.report.loserRequired'))).toBeInTheDocument();
    expect(writes(seen)).toEqual([]);

    await user.click(within(form).getByRole('combobox', { name: translate('app.match.report.forfeitKind') }));
    await user.click(
      await screen.findByRole('option', { name: translate('resources.matches.forfeitKind.mutual') }),
    );
    expect(
      within(form).queryByRole('combobox', { name: translate('app.match.report.forfeitingTeam') }),
    ).not.toBeInTheDocument();
    await user.click(
      within(form).getByRole('button', { name: translate('resources.admin/matches.decision.submit') }),
    );
    await confirmDialog(
      translate('resources.admin/matches.operations.confirmForfeit', {
        match: versus,
        result: translate('app.match.result.mutualForfeit'),
      }),
    );
    await waitFor(() =>
      expect(writes(seen)).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/matches/40/result',
          body: { forfeit: { kind: 'mutual', loserTeamId: null } },
        },
      ]),
    );
  });

  it('shows an open dispute with its evidence and decides it by voiding the match', async () => {
    signInAsAdmin();
    const seen = serveMatches([disputedMatch()], [blueBallersDispute()]);
    renderApp('/admin/disputes');
    const table = await screen.findByRole(
      'table',
      { name: translate('resources.admin/disputes.title') },
      SLOW,
    );
    expect(await within(table).findByText('Round 4 was played with six players.')).toBeInTheDocument();
    const list = new URL(
      `http://x${seen.find((request) => request.path.startsWith('/api/admin/disputes'))?.path}`,
    ).searchParams;
    expect(JSON.parse(list.get('filter') ?? '{}')).toEqual({ status: 'Open' });

    await user.click(within(table).getByText('Round 4 was played with six players.'));
    expect(
      await screen.findByRole('link', { name: 'https://clips.example.com/round4' }, SLOW),
    ).toHaveAttribute('target', '_blank');
    const form = await screen.findByRole(
      'form',
      { name: translate('resources.admin/matches.sections.decision') },
      SLOW,
    );
    await user.click(
      within(form).getByRole('radio', { name: translate('resources.admin/matches.decision.void') }),
    );
    expect(
      within(form).getByText(translate('resources.admin/matches.decision.voidWarning')),
    ).toBeInTheDocument();
    await user.click(
      within(form).getByRole('button', { name: translate('resources.admin/matches.decision.submit') }),
    );
    await confirmDialog(translate('resources.admin/matches.operations.confirmVoid', { match: versus }));
    await waitFor(() =>
      expect(writes(seen)).toEqual([
        { method: 'PUT', path: '/api/admin/matches/40/result', body: { void: true } },
      ]),
    );
    expect(
      await screen.findByText(
        translate('resources.admin/matches.notifications.voided', {
          match: translate('resources.admin/matches.versus', { teamA: 'Red Devils', teamB: 'Blue Ballers' }),
        }),
      ),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal of a decision', async () => {
    signInAsAdmin();
    serveMatches([disputedMatch()]);
    server.use(http.put('/api/admin/matches/:id/result', () => failWith(409, 'The season is Finished.')));
    renderApp('/admin/matches/40');
    const form = await screen.findByRole(
      'form',
      { name: translate('resources.admin/matches.sections.decision') },
      SLOW,
    );
    await user.click(
      within(form).getByRole('button', { name: translate('resources.admin/matches.decision.submit') }),
    );
    await confirmDialog(
      translate('resources.admin/matches.operations.confirmScore', {
        match: versus,
        result: translate('app.match.result.score', {
          teamA: 'Red Devils',
          roundsA: 7,
          roundsB: 5,
          teamB: 'Blue Ballers',
        }),
      }),
    );
    expect(await screen.findByText('The season is Finished.')).toBeInTheDocument();
  });
  it('reschedules a match with a reason, after a confirmation that names the teams', async () => {
    signInAsAdmin();
    const seen = serveMatches([disputedMatch({ status: 'Scheduled', result: null })]);
    renderApp('/admin/matches/40');
    const form = await screen.findByRole(
      'form',
      { name: translate('resources.admin/matches.operations.reschedule') },
      SLOW,
    );
    const time = within(form).getByLabelText(translate('resources.admin/matches.operations.time'));
    await user.clear(time);
    await user.click(
      within(form).getByRole('button', {
        name: translate('resources.admin/matches.operations.rescheduleSubmit'),
      }),
    );
    expect(
      await within(form).findByText(translate('resources.admin/matches.operations.timeRequired')),
    ).toBeInTheDocument();
    expect(
      await within(form).findByText(translate('resources.admin/matches.operations.reasonRequired')),
    ).toBeInTheDocument();

    // 2027-03-20 18:30 in the test's time zone, shown in UTC under the field before it is sent.
    const local = '2027-03-20T18:30';
    const iso = new Date(local).toISOString();
    await user.type(time, local);
    expect(
      within(form).getByText(
        new RegExp(
          `^${translate('resources.admin/matches.operations.timeUtc', { time: '' }).replace(/[()]/g, '\\$&')}.+ UTC$`,
        ),
      ),
    ).toBeInTheDocument();
    await user.type(
      within(form).getByRole('textbox', { name: translate('resources.admin/matches.operations.reason') }),
      'The venue is closed that day',
    );
    await user.click(
      within(form).getByRole('button', {
        name: translate('resources.admin/matches.operations.rescheduleSubmit'),
      }),
    );
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByRole('heading')).toHaveTextContent(
      new RegExp(`^Move ${versus} to .+UTC\\)\\?$`),
    );
    expect(dialog).toHaveTextContent(
      translate('resources.admin/matches.operations.confirmRescheduleContent', {
        reason: 'The venue is closed that day',
      }),
    );
    expect(writes(seen)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(writes(seen)).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/matches/40/schedule',
          body: { time: iso, reason: 'The venue is closed that day' },
        },
      ]),
    );
    expect(await screen.findByText(new RegExp(`^${versus} is now set for `), {}, SLOW)).toBeInTheDocument();
  });
});
