import { translate } from '@domain/i18n';
import { bestOfRule, type MatchDispute } from '@domain/match-results';
import { AUTO_CONFIRM_AFTER_MS } from '@domain/match-rules';
import type { MatchEvent } from '@domain/match-scheduling';
import type { Match } from '@domain/matches';
import type { DivisionStandings } from '@domain/standings';
import { ManualClock } from '@server/clock';
import { auditLog, matchEvents, matches, matchRosters, notifications } from '@server/db/schema';
import { outcomeOf } from '@server/modules/match-results/outcome';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { leadTeams, seasonWithTeams, type TeamLeaders } from './helpers/competition';
import { databaseKinds } from './helpers/databases';
import { call, leagueApp } from './helpers/teams';

const HOUR = 60 * 60 * 1000;
const SEASON_START = '2027-01-04T18:00:00.000Z';

describe.each(databaseKinds())('match results on %s', (kind) => {
  const clock = new ManualClock(SEASON_START);
  const suite = leagueApp(kind, { clock });

  interface Fixture {
    seasonId: number;
    match: Match;
    a: TeamLeaders;
    b: TeamLeaders;
  }

  /** A Live season of two teams with captains; its week-1 match, with the clock just after its time. */
  async function matchUp(): Promise<Fixture> {
    clock.set(SEASON_START);
    const { season } = await seasonWithTeams(suite.app, suite.admin.token, {
      divisions: [2],
      startsAt: SEASON_START,
    });
    expect(
      (await call(suite.app, suite.admin.token, 'POST', `/api/seasons/${season.id}/fixtures`)).statusCode,
    ).toBe(201);
    const filter = encodeURIComponent(JSON.stringify({ seasonId: season.id }));
    const listed = await call(suite.app, suite.admin.token, 'GET', `/api/matches?filter=${filter}`);
    const match = listed.json<{ data: Match[] }>().data.find((candidate) => candidate.week === 1)!;
    const leaders = await leadTeams(suite.app, [match.teamA.id, match.teamB.id]);
    clock.set(new Date(new Date(match.scheduledAt).getTime() + HOUR));
    return { seasonId: season.id, match, a: leaders.get(match.teamA.id)!, b: leaders.get(match.teamB.id)! };
  }

  const report = (token: string, matchId: number, body: object) =>
    call(suite.app, token, 'POST', `/api/matches/${matchId}/result`, body);
  const confirm = (token: string, matchId: number) =>
    call(suite.app, token, 'POST', `/api/matches/${matchId}/result/confirm`);
  const dispute = (token: string, matchId: number, body: object) =>
    call(suite.app, token, 'POST', `/api/matches/${matchId}/result/dispute`, body);
  const decide = (matchId: number, body: object) =>
    call(suite.app, suite.admin.token, 'PUT', `/api/admin/matches/${matchId}/result`, body);
  const matchOf = async (id: number) =>
    (await call(suite.app, suite.admin.token, 'GET', `/api/matches/${id}`)).json<{ data: Match }>().data;
  const standingsOf = async (seasonId: number) =>
    (await call(suite.app, suite.admin.token, 'GET', `/api/seasons/${seasonId}/standings`)).json<{
      data: DivisionStandings[];
    }>().data[0]!.rows;
  const pointsOf = async (seasonId: number) =>
    Object.fromEntries((await standingsOf(seasonId)).map((row) => [row.team.id, [row.played, row.points]]));
  const ok = (response: { statusCode: number; body: string }, status = 200) => {
    expect(response.statusCode, response.body).toBe(status);
    return (JSON.parse(response.body) as { data: Match }).data;
  };

  it('takes a captain’s report and the other captain’s confirmation; only then do standings count it', async () => {
    const { seasonId, match, a, b } = await matchUp();
    const reported = ok(await report(a.coCaptain.token, match.id, { teamA: 7, teamB: 5 }));
    expect(reported).toMatchObject({
      status: 'Reported',
      result: { teamA: 7, teamB: 5 },
      resultSource: 'captain',
      reportedBy: match.teamA,
      reportedAt: clock.now().toISOString(),
      autoConfirmAt: new Date(clock.now().getTime() + AUTO_CONFIRM_AFTER_MS).toISOString(),
    });
    expect(await pointsOf(seasonId)).toEqual({ [match.teamA.id]: [0, 0], [match.teamB.id]: [0, 0] });
    const told = await suite.app.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.matchId, match.id), eq(notifications.type, 'match_result_reported')));
    expect(told.map((row) => row.userId).sort()).toEqual([b.captain.userId, b.coCaptain.userId].sort());

    const own = await confirm(a.captain.token, match.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(translate('resources.matches.ownReport'));
    expect(ok(await confirm(b.captain.token, match.id))).toMatchObject({
      status: 'Confirmed',
      autoConfirmAt: null,
    });
    expect(await pointsOf(seasonId)).toEqual({ [match.teamA.id]: [1, 3], [match.teamB.id]: [1, 0] });

    const roster = await suite.app.db.select().from(matchRosters).where(eq(matchRosters.matchId, match.id));
    expect(roster).toHaveLength(6);
    const history = (await call(suite.app, b.player.token, 'GET', `/api/matches/${match.id}/history`)).json<{
      data: MatchEvent[];
    }>().data;
    expect(history.map((event) => [event.kind, event.team?.id])).toEqual([
      ['resultReported', match.teamA.id],
      ['resultConfirmed', match.teamB.id],
    ]);
    expect(history[0]!.details).toEqual({ teamA: 7, teamB: 5 });
  });

  it('refuses bad reports with clear messages, and anyone but the two teams’ captains', async () => {
    const { match, a, b } = await matchUp();
    const outsider = await signUp(suite.app);
    expect((await report(outsider.token, match.id, { teamA: 7, teamB: 0 })).statusCode).toBe(403);
    const player = await report(a.player.token, match.id, { teamA: 7, teamB: 0 });
    expect(player.statusCode).toBe(403);
    expect(player.json().message).toBe(translate('resources.matches.notMatchCaptain'));
    const negative = await report(a.captain.token, match.id, { teamA: -1, teamB: 3 });
    expect(negative.statusCode).toBe(400);
    expect(negative.body).toContain(translate('resources.matches.roundsInvalid', { max: 99 }));
    const mutualWithLoser = await report(a.captain.token, match.id, {
      forfeit: { kind: 'mutual', loserTeamId: match.teamA.id },
    });
    expect(mutualWithLoser.json()).toMatchObject({
      message: translate('resources.matches.mutualForfeitHasNoLoser'),
    });
    const stranger = await report(a.captain.token, match.id, {
      forfeit: { kind: 'noShow', loserTeamId: 999_999 },
    });
    expect(stranger.json()).toMatchObject({ message: translate('resources.matches.forfeitLoserInvalid') });
    const noLoser = await report(a.captain.token, match.id, { forfeit: { kind: 'technical' } });
    expect(noLoser.json()).toMatchObject({ message: translate('resources.matches.forfeitLoserRequired') });
    expect((await report(a.captain.token, 999_999, { teamA: 7, teamB: 0 })).statusCode).toBe(404);

    clock.set(new Date(new Date(match.scheduledAt).getTime() - HOUR));
    const early = await report(a.captain.token, match.id, { teamA: 7, teamB: 0 });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(
      translate('resources.matches.resultTooEarly', { time: match.scheduledAt }),
    );
    expect((await matchOf(match.id)).status).toBe('Scheduled');

    clock.set(new Date(new Date(match.scheduledAt).getTime() + HOUR));
    ok(await report(b.captain.token, match.id, { teamA: 2, teamB: 7 }));
    const again = await report(a.captain.token, match.id, { teamA: 7, teamB: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(translate('resources.matches.resultAlreadyReported'));
  });

  it('counts forfeits with the season’s points: the forfeiting team gets the forfeit points', async () => {
    const { seasonId, match, a, b } = await matchUp();
    ok(await report(a.captain.token, match.id, { forfeit: { kind: 'noShow', loserTeamId: match.teamB.id } }));
    ok(await confirm(b.captain.token, match.id));
    expect(await pointsOf(seasonId)).toEqual({ [match.teamA.id]: [1, 3], [match.teamB.id]: [1, 0] });
    expect((await matchOf(match.id)).forfeit).toEqual({ kind: 'noShow', loserTeamId: match.teamB.id });
  });

  it('sends a dispute to the admins, who decide it; the decision is audited and counted', async () => {
    const { seasonId, match, a, b } = await matchUp();
    ok(await report(a.captain.token, match.id, { teamA: 7, teamB: 2 }));
    const empty = await dispute(b.captain.token, match.id, { note: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(translate('resources.matches.disputeNoteRequired'));
    const badLink = await dispute(b.captain.token, match.id, {
      note: 'Swapped',
      evidenceUrls: ['javascript:alert(1)'],
    });
    expect(badLink.body).toContain(translate('resources.matches.evidenceUrlInvalid'));
    expect((await dispute(a.captain.token, match.id, { note: 'Mine' })).statusCode).toBe(403);
    const disputed = ok(
      await dispute(b.coCaptain.token, match.id, {
        note: 'The score is swapped.',
        evidenceUrls: ['https://clips.example.com/1'],
      }),
    );
    expect(disputed.status).toBe('Disputed');
    expect(await pointsOf(seasonId)).toEqual({ [match.teamA.id]: [0, 0], [match.teamB.id]: [0, 0] });
    expect((await confirm(b.captain.token, match.id)).statusCode).toBe(409);

    const queue = await call(
      suite.app,
      suite.admin.token,
      'GET',
      `/api/admin/disputes?filter=${encodeURIComponent(JSON.stringify({ status: 'Open', matchId: match.id }))}`,
    );
    const [open] = queue.json<{ data: MatchDispute[] }>().data;
    expect(open).toMatchObject({
      matchId: match.id,
      team: match.teamB,
      note: 'The score is swapped.',
      evidenceUrls: ['https://clips.example.com/1'],
      status: 'Open',
    });
    expect((await call(suite.app, b.player.token, 'GET', '/api/admin/disputes')).statusCode).toBe(403);

    const decided = ok(await decide(match.id, { teamA: 2, teamB: 7, note: 'Checked the recording.' }));
    expect(decided).toMatchObject({
      status: 'Confirmed',
      result: { teamA: 2, teamB: 7 },
      resultSource: 'admin',
    });
    const after = (await call(suite.app, suite.admin.token, 'GET', `/api/admin/disputes/${open!.id}`)).json<{
      data: MatchDispute;
    }>().data;
    expect(after).toMatchObject({ status: 'Decided', decisionNote: 'Checked the recording.' });
    expect(await pointsOf(seasonId)).toEqual({ [match.teamA.id]: [1, 0], [match.teamB.id]: [1, 3] });
    const [audit] = await suite.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'match.result'), eq(auditLog.targetId, match.id)));
    expect(audit!.details).toMatchObject({
      before: { status: 'Disputed', teamA: 7, teamB: 2 },
      after: { status: 'Confirmed', teamA: 2, teamB: 7 },
    });
  });

  it('shows a dispute’s note and evidence to the two teams’ members and admins only; others see it exists', async () => {
    const { match, a, b } = await matchUp();
    ok(await report(a.captain.token, match.id, { teamA: 7, teamB: 2 }));
    ok(
      await dispute(b.captain.token, match.id, {
        note: 'The score is swapped.',
        evidenceUrls: ['https://clips.example.com/2'],
      }),
    );
    ok(await decide(match.id, { teamA: 2, teamB: 7, note: 'Checked the recording.' }));
    const outsider = await signUp(suite.app);
    const disputesFor = async (token: string) => {
      const response = await call(suite.app, token, 'GET', `/api/matches/${match.id}/disputes`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: MatchDispute[] }>().data;
    };
    const historyFor = async (token: string) => {
      const response = await call(suite.app, token, 'GET', `/api/matches/${match.id}/history`);
      expect(response.statusCode, response.body).toBe(200);
      const events = response.json<{ data: MatchEvent[] }>().data;
      return events.filter((event) => event.kind === 'resultDisputed' || event.kind === 'disputeDecided');
    };
    const particulars = {
      note: 'The score is swapped.',
      evidenceUrls: ['https://clips.example.com/2'],
      decisionNote: 'Checked the recording.',
    };
    for (const token of [a.player.token, b.player.token, suite.admin.token]) {
      const [seen] = await disputesFor(token);
      expect(seen).toMatchObject({ team: match.teamB, status: 'Decided', ...particulars });
      expect((await historyFor(token)).map((event) => event.details)).toEqual([
        { note: 'The score is swapped.', evidenceUrls: ['https://clips.example.com/2'] },
        { teamA: 2, teamB: 7, note: 'Checked the recording.' },
      ]);
    }
    const [outside] = await disputesFor(outsider.token);
    expect(outside).toMatchObject({
      team: match.teamB,
      status: 'Decided',
      note: null,
      evidenceUrls: null,
      decisionNote: null,
    });
    const outsideHistory = await historyFor(outsider.token);
    expect(outsideHistory.map((event) => [event.kind, event.team?.id ?? null, event.details])).toEqual([
      ['resultDisputed', match.teamB.id, {}],
      ['disputeDecided', null, { teamA: 2, teamB: 7 }],
    ]);
  });

  it('lets an admin void a match (never counted) and correct a confirmed result', async () => {
    const { seasonId, match, a, b } = await matchUp();
    ok(await report(a.captain.token, match.id, { teamA: 6, teamB: 6 }));
    ok(await confirm(b.captain.token, match.id));
    expect(await pointsOf(seasonId)).toEqual({ [match.teamA.id]: [1, 1], [match.teamB.id]: [1, 1] });
    ok(await decide(match.id, { teamA: 7, teamB: 3 }));
    expect(await pointsOf(seasonId)).toEqual({ [match.teamA.id]: [1, 3], [match.teamB.id]: [1, 0] });
    expect(ok(await decide(match.id, { void: true }))).toMatchObject({ status: 'Voided', result: null });
    expect(await pointsOf(seasonId)).toEqual({ [match.teamA.id]: [0, 0], [match.teamB.id]: [0, 0] });
    expect(
      (await call(suite.app, a.captain.token, 'PUT', `/api/admin/matches/${match.id}/result`, { void: true }))
        .statusCode,
    ).toBe(403);
  });

  it('confirms a report nobody answered after 24 h, and not before, once', async () => {
    const { seasonId, match, a } = await matchUp();
    ok(await report(a.captain.token, match.id, { teamA: 7, teamB: 1 }));
    clock.advance(AUTO_CONFIRM_AFTER_MS - HOUR);
    expect(await suite.app.matchResults.autoConfirm(clock.now())).toBe(0);
    expect((await matchOf(match.id)).status).toBe('Reported');
    clock.advance(2 * HOUR);
    // Two instances' runs at once (other suites' old reports are confirmed alongside).
    await Promise.all([
      suite.app.matchResults.autoConfirm(clock.now()),
      suite.app.matchResults.autoConfirm(clock.now()),
    ]);
    expect((await matchOf(match.id)).status).toBe('Confirmed');
    const events = await suite.app.db
      .select()
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, match.id), eq(matchEvents.kind, 'resultAutoConfirmed')));
    expect(events).toHaveLength(1);
    expect(await suite.app.matchResults.autoConfirm(clock.now())).toBe(0);
    expect(await pointsOf(seasonId)).toEqual({ [match.teamA.id]: [1, 3], [match.teamB.id]: [1, 0] });
  });

  it('makes one result of two confirmations, and of two reports, sent at once', async () => {
    const { match, a, b } = await matchUp();
    const reports = await Promise.all([
      report(a.captain.token, match.id, { teamA: 7, teamB: 0 }),
      report(b.captain.token, match.id, { teamA: 0, teamB: 7 }),
    ]);
    expect(reports.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const reporter = reports[0]!.statusCode === 200 ? a : b;
    const other = reporter === a ? b : a;
    const confirms = await Promise.all([
      confirm(other.captain.token, match.id),
      confirm(other.coCaptain.token, match.id),
    ]);
    expect(confirms.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(confirms.find((response) => response.statusCode === 409)!.json().message).toBe(
      translate('resources.matches.resultNotReported'),
    );
  });

  it('refuses a draw or a mutual forfeit in a playoff match, which needs a winner', async () => {
    const { match } = await matchUp();
    const [record] = await suite.app.db.select().from(matches).where(eq(matches.id, match.id));
    const playoff = { ...record!, stage: 'playoff' as const };
    expect(() => outcomeOf(playoff, { teamA: 6, teamB: 6 })).toThrow(bestOfRule('playoff'));
    expect(() => outcomeOf(playoff, { forfeit: { kind: 'mutual' } })).toThrow(
      translate('resources.matches.playoffNeedsWinner'),
    );
    expect(outcomeOf(playoff, { teamA: 7, teamB: 6 })).toMatchObject({ roundsA: 7, roundsB: 6 });
    expect(outcomeOf(record!, { teamA: 6, teamB: 6 })).toMatchObject({ roundsA: 6, roundsB: 6 });
  });
  describe('score rules', () => {
    const league = bestOfRule('league');
    const playoff = bestOfRule('playoff');
    const refusedWith = (response: { statusCode: number; body: string }, message: string) => {
      expect(response.statusCode, response.body).toBe(400);
      expect((JSON.parse(response.body) as { message: string }).message).toBe(message);
    };

    it('says the rule of each stage', () => {
      expect(league).toBe('A league match is a best of 12: a team wins with 7 rounds, or 6-6 is a draw.');
      expect(playoff).toBe('A playoff match is a best of 13: a team wins with 7 rounds; there are no draws.');
    });

    it('holds a league report and an admin decision to a finished best of 12: 7 wins, or 6-6', async () => {
      const { match, a, b } = await matchUp();
      for (const score of [
        { teamA: 7, teamB: 7 },
        { teamA: 8, teamB: 3 },
        { teamA: 5, teamB: 4 },
        { teamA: 0, teamB: 0 },
      ]) {
        refusedWith(await report(a.captain.token, match.id, score), league);
        refusedWith(await decide(match.id, score), league);
      }
      expect(await matchOf(match.id)).toMatchObject({ status: 'Scheduled', result: null });
      expect(ok(await report(a.captain.token, match.id, { teamA: 7, teamB: 5 })).result).toEqual({
        teamA: 7,
        teamB: 5,
      });
      expect(ok(await confirm(b.captain.token, match.id)).status).toBe('Confirmed');
      expect(ok(await decide(match.id, { teamA: 6, teamB: 6 })).result).toEqual({ teamA: 6, teamB: 6 });
      refusedWith(await decide(match.id, { teamA: 9, teamB: 2 }), league);
      expect((await matchOf(match.id)).result).toEqual({ teamA: 6, teamB: 6 });
      // Forfeits stay as they are.
      const forfeit = { forfeit: { kind: 'mutual' as const } };
      expect(ok(await decide(match.id, forfeit)).forfeit).toEqual({ kind: 'mutual', loserTeamId: null });
    });

    it('refuses to confirm a stored report that breaks the rule, which is disputed instead', async () => {
      const { match, a, b } = await matchUp();
      await suite.app.db
        .update(matches)
        .set({
          status: 'Reported',
          roundsA: 5,
          roundsB: 4,
          resultSource: 'captain',
          reportedByTeamId: match.teamA.id,
          reportedByUserId: a.captain.userId,
          reportedAt: clock.now(),
        })
        .where(eq(matches.id, match.id));
      refusedWith(
        await confirm(b.captain.token, match.id),
        translate('resources.matches.brokenReport', { rule: league }),
      );
      refusedWith(
        await confirm(suite.admin.token, match.id),
        translate('resources.matches.brokenReport', { rule: league }),
      );
      expect((await matchOf(match.id)).status).toBe('Reported');
      expect(ok(await dispute(b.captain.token, match.id, { note: 'Nobody won seven rounds.' })).status).toBe(
        'Disputed',
      );
    });

    it('holds a playoff match to a best of 13: 7 wins and no draws', async () => {
      const { match, a, b } = await matchUp();
      await suite.app.db
        .update(matches)
        .set({ stage: 'playoff', bracketKey: 'W1-1' })
        .where(eq(matches.id, match.id));
      for (const score of [
        { teamA: 6, teamB: 6 },
        { teamA: 7, teamB: 7 },
        { teamA: 8, teamB: 6 },
      ]) {
        refusedWith(await report(b.captain.token, match.id, score), playoff);
        refusedWith(await decide(match.id, score), playoff);
      }
      ok(await report(b.captain.token, match.id, { teamA: 6, teamB: 7 }));
      expect(ok(await confirm(a.captain.token, match.id))).toMatchObject({
        status: 'Confirmed',
        result: { teamA: 6, teamB: 7 },
      });
      expect(ok(await decide(match.id, { teamA: 7, teamB: 6 })).result).toEqual({ teamA: 7, teamB: 6 });
      // Forfeits stay as they are: a team's forfeit counts, a mutual one has no winner.
      refusedWith(
        await decide(match.id, { forfeit: { kind: 'mutual' } }),
        translate('resources.matches.playoffNeedsWinner'),
      );
      const noShow = { forfeit: { kind: 'noShow', loserTeamId: match.teamA.id } };
      expect(ok(await decide(match.id, noShow)).forfeit).toEqual(noShow.forfeit);
    });
  });
});
