import { translate } from '@domain/i18n';
import { PROPOSAL_LIFETIME_MS, schedulingDeadline } from '@domain/match-rules';
import type { MatchEvent, MatchProposal } from '@domain/match-scheduling';
import { SCHEDULE_REASON_MAX } from '@domain/match-scheduling';
import type { Match } from '@domain/matches';
import { ManualClock } from '@server/clock';
import { auditLog, divisions, matchEvents, matches, matchProposals, notifications } from '@server/db/schema';
import { SWEEP_INTERVAL_MS } from '@server/modules/match-scheduling/plugin';
import { sweepSchedules } from '@server/modules/match-scheduling/sweep';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from './helpers/api';
import { leadTeams, seasonWithTeams, type TeamLeaders } from './helpers/competition';
import { databaseKinds } from './helpers/databases';
import { call, leagueApp } from './helpers/teams';

const HOUR = 60 * 60 * 1000;
/** Seasons start here (the helper's default); the suite's clock starts two days before. */
const SEASON_START = '2027-01-04T18:00:00.000Z';
const BEFORE_SEASON = '2027-01-02T18:00:00.000Z';

describe.each(databaseKinds())('match scheduling on %s', (kind) => {
  const clock = new ManualClock(BEFORE_SEASON);
  const suite = leagueApp(kind, { clock });

  interface Fixture {
    match: Match;
    a: TeamLeaders;
    b: TeamLeaders;
    /** A time `hours` after the match's week window opens. */
    at: (hours: number) => string;
  }

  /** A season of two teams whose captains, co-captains and players exist; its week-1 match. */
  async function matchUp(divisions = [2]): Promise<Fixture & { seasonId: number }> {
    clock.set(BEFORE_SEASON);
    const { season } = await seasonWithTeams(suite.app, suite.admin.token, {
      divisions,
      startsAt: SEASON_START,
    });
    const generated = await call(suite.app, suite.admin.token, 'POST', `/api/seasons/${season.id}/fixtures`);
    if (generated.statusCode !== 201) throw new Error(`generate failed: ${generated.body}`);
    const filter = encodeURIComponent(JSON.stringify({ seasonId: season.id }));
    const listed = await call(suite.app, suite.admin.token, 'GET', `/api/matches?filter=${filter}`);
    const match = listed.json<{ data: Match[] }>().data[0]!;
    const leaders = await leadTeams(suite.app, [match.teamA.id, match.teamB.id]);
    const start = new Date(match.windowStart).getTime();
    return {
      seasonId: season.id,
      match,
      a: leaders.get(match.teamA.id)!,
      b: leaders.get(match.teamB.id)!,
      at: (hours) => new Date(start + hours * HOUR).toISOString(),
    };
  }

  const propose = (token: string, matchId: number, time: string) =>
    call(suite.app, token, 'POST', `/api/matches/${matchId}/proposals`, { time });
  const answer = (token: string, matchId: number, proposalId: number, verb: 'accept' | 'decline') =>
    call(suite.app, token, 'POST', `/api/matches/${matchId}/proposals/${proposalId}/${verb}`);
  const proposalsOf = async (token: string, matchId: number) => {
    const response = await call(suite.app, token, 'GET', `/api/matches/${matchId}/proposals`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: MatchProposal[] }>().data;
  };
  const historyOf = async (token: string, matchId: number) => {
    const response = await call(suite.app, token, 'GET', `/api/matches/${matchId}/history`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: MatchEvent[] }>().data;
  };
  const proposed = async (token: string, matchId: number, time: string) => {
    const response = await propose(token, matchId, time);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: MatchProposal }>().data;
  };
  /** Who got a notification of this type about this match. */
  const notified = async (
    matchId: number,
    type: 'match_time_proposed' | 'match_time_accepted' | 'match_time_declined',
  ) => {
    const rows = await suite.app.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.matchId, matchId), eq(notifications.type, type)));
    return rows.map((row) => row.userId).sort((x, y) => x - y);
  };
  const ids = (...players: { userId: number }[]) => players.map((p) => p.userId).sort((x, y) => x - y);
  const storedStatus = async (proposalId: number) => {
    const [row] = await suite.app.db
      .select({ status: matchProposals.status })
      .from(matchProposals)
      .where(eq(matchProposals.id, proposalId));
    return row?.status;
  };
  const eventsOf = (matchId: number, kind: MatchEvent['kind']) =>
    suite.app.db
      .select()
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.kind, kind)));

  it("proposes a time: 201 with the proposal, listed newest first, in the history, and told to the other team's captains only", async () => {
    const { match, a, b, at } = await matchUp();
    const proposal = await proposed(a.coCaptain.token, match.id, at(26));
    const now = clock.now().getTime();
    expect(proposal).toEqual({
      id: expect.any(Number),
      matchId: match.id,
      team: match.teamA,
      proposedBy: a.coCaptain.credentials.displayName,
      time: at(26),
      status: 'Open',
      // 48 h after it was made: before its time and the deadline.
      expiresAt: new Date(now + PROPOSAL_LIFETIME_MS).toISOString(),
      respondedAt: null,
      createdAt: clock.now().toISOString(),
    });
    const player = await signUp(suite.app);
    expect(await proposalsOf(player.token, match.id)).toEqual([proposal]);
    expect(await notified(match.id, 'match_time_proposed')).toEqual(ids(b.captain, b.coCaptain));

    const history = await historyOf(player.token, match.id);
    expect(history).toEqual([
      {
        id: expect.any(Number),
        kind: 'timeProposed',
        actor: a.coCaptain.credentials.displayName,
        team: match.teamA,
        details: { proposalId: proposal.id, time: at(26) },
        createdAt: expect.any(String),
      },
    ]);
  });

  it('expires at the proposed time or the deadline when that comes before 48 h', async () => {
    const { match, a, at } = await matchUp();
    clock.set(at(6));
    const soon = await proposed(a.captain.token, match.id, at(8));
    expect(soon.expiresAt).toBe(at(8));
    const late = await proposed(a.captain.token, match.id, at(60));
    expect(late.expiresAt).toBe(schedulingDeadline(new Date(match.defaultTime)).toISOString());
  });

  it("counters the other team's Open proposal, and a team's second proposal withdraws its first: one Open at a time", async () => {
    const { match, a, b, at } = await matchUp();
    const first = await proposed(a.captain.token, match.id, at(20));
    clock.advance(HOUR);
    const counter = await proposed(b.captain.token, match.id, at(30));
    expect(await storedStatus(first.id)).toBe('Countered');
    expect(await notified(match.id, 'match_time_proposed')).toEqual(
      ids(a.captain, a.coCaptain, b.captain, b.coCaptain),
    );
    clock.advance(HOUR);
    const replacement = await proposed(b.coCaptain.token, match.id, at(40));
    expect(await storedStatus(counter.id)).toBe('Withdrawn');

    const listed = await proposalsOf(a.captain.token, match.id);
    expect(listed.map((p) => [p.id, p.status])).toEqual([
      [replacement.id, 'Open'],
      [counter.id, 'Withdrawn'],
      [first.id, 'Countered'],
    ]);
    expect(listed[2]?.respondedAt).toBe(new Date(new Date(first.createdAt).getTime() + HOUR).toISOString());

    const history = await historyOf(a.player.token, match.id);
    expect(history.map((event) => [event.kind, event.actor, event.team?.id, event.details])).toEqual([
      [
        'timeProposed',
        a.captain.credentials.displayName,
        match.teamA.id,
        { proposalId: first.id, time: at(20) },
      ],
      [
        'timeCountered',
        b.captain.credentials.displayName,
        match.teamB.id,
        { proposalId: first.id, time: at(20) },
      ],
      [
        'timeProposed',
        b.captain.credentials.displayName,
        match.teamB.id,
        { proposalId: counter.id, time: at(30), counteredProposalId: first.id },
      ],
      [
        'timeProposed',
        b.coCaptain.credentials.displayName,
        match.teamB.id,
        { proposalId: replacement.id, time: at(40), withdrawnProposalId: counter.id },
      ],
    ]);
    const ids2 = history.map((event) => event.id);
    expect([...ids2].sort((x, y) => x - y)).toEqual(ids2);
  });

  it("accepts: the match takes the proposal's time, the proposing team hears of it, and it cannot be answered twice", async () => {
    const { match, a, b, at } = await matchUp();
    const proposal = await proposed(b.captain.token, match.id, at(30));
    clock.advance(HOUR);
    const accepted = await answer(a.coCaptain.token, match.id, proposal.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ data: Match }>().data).toEqual({ ...match, scheduledAt: at(30) });
    const read = await call(suite.app, a.player.token, 'GET', `/api/matches/${match.id}`);
    expect(read.json<{ data: Match }>().data.scheduledAt).toBe(at(30));

    const [listed] = await proposalsOf(a.player.token, match.id);
    expect(listed).toMatchObject({ status: 'Accepted', respondedAt: clock.now().toISOString() });
    expect(await notified(match.id, 'match_time_accepted')).toEqual(ids(b.captain, b.coCaptain));
    const history = await historyOf(b.player.token, match.id);
    expect(history.at(-1)).toMatchObject({
      kind: 'timeAccepted',
      actor: a.coCaptain.credentials.displayName,
      team: match.teamA,
      details: { proposalId: proposal.id, time: at(30) },
    });

    for (const verb of ['accept', 'decline'] as const) {
      const again = await answer(a.captain.token, match.id, proposal.id, verb);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        message: translate('resources.matches.proposalNotOpen', { status: 'Accepted' }),
        code: 'PROPOSAL_NOT_OPEN',
      });
    }
  });

  it('declines: the proposal is Declined, the time stays, the proposing team hears of it', async () => {
    const { match, a, b, at } = await matchUp();
    const proposal = await proposed(a.captain.token, match.id, at(30));
    const declined = await answer(b.coCaptain.token, match.id, proposal.id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<{ data: MatchProposal }>().data).toEqual({
      ...proposal,
      status: 'Declined',
      respondedAt: clock.now().toISOString(),
    });
    const read = await call(suite.app, a.player.token, 'GET', `/api/matches/${match.id}`);
    expect(read.json<{ data: Match }>().data.scheduledAt).toBe(match.defaultTime);
    expect(await notified(match.id, 'match_time_declined')).toEqual(ids(a.captain, a.coCaptain));
    expect((await historyOf(a.player.token, match.id)).map((event) => event.kind)).toEqual([
      'timeProposed',
      'timeDeclined',
    ]);
  });

  it("lets only the two teams' captains propose and only the other team (or an admin) answer: 403 otherwise", async () => {
    const { match, a, b, at } = await matchUp();
    const outsider = await signUp(suite.app);
    for (const token of [a.player.token, outsider.token]) {
      const refused = await propose(token, match.id, at(30));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message: translate('resources.matches.notMatchCaptain'),
        code: 'NOT_MATCH_CAPTAIN',
      });
    }
    const admin = await propose(suite.admin.token, match.id, at(30));
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toMatchObject({
      message: translate('resources.matches.adminSetsTime'),
      code: 'NOT_MATCH_CAPTAIN',
    });

    const proposal = await proposed(a.captain.token, match.id, at(30));
    for (const token of [a.captain.token, a.coCaptain.token]) {
      const own = await answer(token, match.id, proposal.id, 'accept');
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({
        message: translate('resources.matches.ownProposal'),
        code: 'OWN_PROPOSAL',
      });
    }
    for (const token of [b.player.token, outsider.token]) {
      for (const verb of ['accept', 'decline'] as const) {
        const refused = await answer(token, match.id, proposal.id, verb);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'NOT_MATCH_CAPTAIN' });
      }
    }
    expect(await storedStatus(proposal.id)).toBe('Open');
    const byAdmin = await answer(suite.admin.token, match.id, proposal.id, 'accept');
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const history = await historyOf(a.player.token, match.id);
    expect(history.at(-1)).toMatchObject({ kind: 'timeAccepted', actor: expect.any(String), team: null });
    expect(await notified(match.id, 'match_time_accepted')).toEqual(ids(a.captain, a.coCaptain));
  });

  it('refuses a time in the past or outside the week window with 400 and a clear message', async () => {
    const { match, a, at } = await matchUp();
    clock.set(at(10));
    const past = await propose(a.captain.token, match.id, at(9));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      message: translate('resources.matches.proposalInPast'),
      code: 'PROPOSAL_IN_PAST',
      errors: { time: translate('resources.matches.proposalInPast') },
    });
    const outside = translate('resources.matches.proposalOutsideWindow', {
      start: match.windowStart,
      end: match.windowEnd,
    });
    clock.set(at(-30));
    for (const time of [at(-1), match.windowEnd, at(24 * 7 + 5)]) {
      const refused = await propose(a.captain.token, match.id, time);
      expect(refused.statusCode, time).toBe(400);
      expect(refused.json()).toMatchObject({ message: outside, code: 'PROPOSAL_OUTSIDE_WINDOW' });
    }
    expect((await propose(a.captain.token, match.id, match.windowStart)).statusCode).toBe(201);
    const malformed = await propose(a.captain.token, match.id, '2027-01-05 20:00');
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 404 for a match or proposal that does not exist, and a proposal of another match', async () => {
    const { match, a, b, at } = await matchUp();
    const other = await matchUp();
    const elsewhere = await proposed(other.a.captain.token, other.match.id, other.at(30));
    for (const response of [
      await propose(a.captain.token, 999_999, at(30)),
      await call(suite.app, a.captain.token, 'GET', '/api/matches/999999/proposals'),
      await call(suite.app, a.captain.token, 'GET', '/api/matches/999999/history'),
      await answer(a.captain.token, 999_999, elsewhere.id, 'accept'),
      await call(suite.app, suite.admin.token, 'PUT', '/api/admin/matches/999999/schedule', { time: at(1) }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        message: translate('app.match.notFound'),
        code: 'MATCH_NOT_FOUND',
      });
    }
    for (const proposalId of [999_999, elsewhere.id]) {
      const missing = await answer(b.captain.token, match.id, proposalId, 'accept');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        message: translate('resources.matches.proposalNotFound'),
        code: 'PROPOSAL_NOT_FOUND',
      });
    }
    expect(await storedStatus(elsewhere.id)).toBe('Open');
  });

  it('answers 409 once the match has a result', async () => {
    const { match, a, b, at } = await matchUp();
    const proposal = await proposed(a.captain.token, match.id, at(30));
    await suite.app.db.update(matches).set({ status: 'Reported' }).where(eq(matches.id, match.id));
    for (const response of [
      await propose(b.captain.token, match.id, at(31)),
      await answer(b.captain.token, match.id, proposal.id, 'accept'),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: translate('resources.matches.matchHasResult'),
        code: 'MATCH_HAS_RESULT',
      });
    }
  });

  it('closes scheduling at the deadline, 24 h before the default time: 409, the default time stands', async () => {
    const { match, a, at } = await matchUp();
    const deadline = schedulingDeadline(new Date(match.defaultTime));
    clock.set(new Date(deadline.getTime() - 1));
    expect((await propose(a.captain.token, match.id, at(24 * 6))).statusCode).toBe(201);
    clock.set(deadline);
    const closed = await propose(a.captain.token, match.id, at(24 * 6));
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({
      message: translate('resources.matches.schedulingClosed', { deadline: deadline.toISOString() }),
      code: 'SCHEDULING_CLOSED',
    });
  });

  it('shows an Open proposal past its expiry as Expired at once, refuses to accept it, and the sweep records it once', async () => {
    const { match, a, b, at } = await matchUp();
    const proposal = await proposed(a.captain.token, match.id, at(40));
    clock.set(proposal.expiresAt);
    const [listed] = await proposalsOf(b.captain.token, match.id);
    expect(listed?.status).toBe('Expired');
    expect(await storedStatus(proposal.id)).toBe('Open');
    const late = await answer(b.captain.token, match.id, proposal.id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      message: translate('resources.matches.proposalExpired'),
      code: 'PROPOSAL_EXPIRED',
    });

    // Two instances sweeping at once, then again: one Expired step.
    const swept = await Promise.all([
      sweepSchedules(suite.app.db, clock.now()),
      sweepSchedules(suite.app.db, clock.now()),
    ]);
    expect(swept[0].expired + swept[1].expired).toBeGreaterThanOrEqual(1);
    expect(await storedStatus(proposal.id)).toBe('Expired');
    await sweepSchedules(suite.app.db, clock.now());
    const expired = await eventsOf(match.id, 'proposalExpired');
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({
      actorUserId: null,
      actorTeamId: null,
      details: { proposalId: proposal.id },
    });
    const refused = await answer(b.captain.token, match.id, proposal.id, 'decline');
    expect(refused.json()).toMatchObject({
      message: translate('resources.matches.proposalNotOpen', { status: 'Expired' }),
      code: 'PROPOSAL_NOT_OPEN',
    });
  });

  it('expires a lapsed Open proposal when a new one comes before the sweep', async () => {
    const { match, a, b, at } = await matchUp();
    const lapsed = await proposed(a.captain.token, match.id, at(40));
    clock.set(lapsed.expiresAt);
    const fresh = await proposed(b.captain.token, match.id, at(41));
    expect(await storedStatus(lapsed.id)).toBe('Expired');
    expect(fresh.status).toBe('Open');
    const history = await historyOf(a.player.token, match.id);
    expect(history.map((event) => event.kind)).toEqual(['timeProposed', 'proposalExpired', 'timeProposed']);
    expect(history[2]?.details).toEqual({ proposalId: fresh.id, time: at(41) });
  });

  it('lets the default time stand once per match whose deadline passed without an agreed time', async () => {
    const { match, a, b, at } = await matchUp([4]);
    const filter = encodeURIComponent(JSON.stringify({ teamId: match.teamA.id }));
    const ofTeam = (await call(suite.app, a.captain.token, 'GET', `/api/matches?filter=${filter}`)).json<{
      data: Match[];
    }>().data;
    const agreed = await proposed(a.captain.token, match.id, at(30));
    expect((await answer(b.captain.token, match.id, agreed.id, 'accept')).statusCode).toBe(200);
    // Another week-1 match of the division, which no one scheduled.
    const filterAll = encodeURIComponent(JSON.stringify({ seasonId: match.seasonId }));
    const all = (await call(suite.app, a.captain.token, 'GET', `/api/matches?filter=${filterAll}`)).json<{
      data: Match[];
    }>().data;
    const unscheduled = all.find((other) => other.week === 1 && other.id !== match.id)!;
    const laterWeek = ofTeam.find((other) => other.week > 1)!;

    const deadline = schedulingDeadline(new Date(match.defaultTime));
    clock.set(new Date(deadline.getTime() - 1));
    await sweepSchedules(suite.app.db, clock.now());
    expect(await eventsOf(unscheduled.id, 'defaultTimeStands')).toHaveLength(0);

    clock.set(deadline);
    // Two instances sweeping at once, then later sweeps: one step per match.
    await Promise.all([sweepSchedules(suite.app.db, clock.now()), sweepSchedules(suite.app.db, clock.now())]);
    await sweepSchedules(suite.app.db, clock.now());
    clock.advance(HOUR);
    await sweepSchedules(suite.app.db, clock.now());
    const stands = await eventsOf(unscheduled.id, 'defaultTimeStands');
    expect(stands).toHaveLength(1);
    expect(stands[0]?.details).toEqual({ time: unscheduled.defaultTime });
    expect(await eventsOf(match.id, 'defaultTimeStands')).toHaveLength(0);
    expect(await eventsOf(laterWeek.id, 'defaultTimeStands')).toHaveLength(0);
    const history = await historyOf(a.player.token, unscheduled.id);
    expect(history).toEqual([
      {
        id: expect.any(Number),
        kind: 'defaultTimeStands',
        actor: null,
        team: null,
        details: { time: unscheduled.defaultTime },
        createdAt: expect.any(String),
      },
    ]);
  });

  it('lets an admin set the time directly, at any time: Open proposals withdrawn, history, audit log', async () => {
    const { match, a, b, at } = await matchUp();
    const open = await proposed(a.captain.token, match.id, at(30));
    const time = '2027-03-01T20:00:00.000Z';
    clock.advance(HOUR);
    const response = await call(
      suite.app,
      suite.admin.token,
      'PUT',
      `/api/admin/matches/${match.id}/schedule`,
      { time, reason: '  Team B travels that week.  ' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Match }>().data).toEqual({ ...match, scheduledAt: time });
    expect(await storedStatus(open.id)).toBe('Withdrawn');
    const history = await historyOf(b.player.token, match.id);
    expect(history.at(-1)).toMatchObject({
      kind: 'timeAccepted',
      team: null,
      details: { byAdmin: true, time, reason: 'Team B travels that week.' },
    });
    const [audit] = await suite.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'match.schedule'), eq(auditLog.targetId, match.id)));
    expect(audit).toMatchObject({
      targetType: 'match',
      details: {
        from: match.defaultTime,
        to: time,
        withdrawnProposals: [open.id],
        reason: 'Team B travels that week.',
      },
    });
    // An admin's time counts as agreed: the default time does not stand.
    clock.set(schedulingDeadline(new Date(match.defaultTime)));
    await sweepSchedules(suite.app.db, clock.now());
    expect(await eventsOf(match.id, 'defaultTimeStands')).toHaveLength(0);

    const bad = await call(suite.app, suite.admin.token, 'PUT', `/api/admin/matches/${match.id}/schedule`, {
      time: 'tomorrow',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(translate('resources.matches.timeInvalid'));
    for (const reason of ['   ', 'x'.repeat(SCHEDULE_REASON_MAX + 1)]) {
      const badReason = await call(
        suite.app,
        suite.admin.token,
        'PUT',
        `/api/admin/matches/${match.id}/schedule`,
        { time: '2027-03-02T20:00:00.000Z', reason },
      );
      expect(badReason.statusCode).toBe(400);
      expect(JSON.stringify(badReason.json())).toContain(
        reason.trim()
          ? translate('resources.admin/matches.operations.reasonTooLong', { max: SCHEDULE_REASON_MAX })
          : translate('resources.admin/matches.operations.reasonRequired'),
      );
    }
    expect(
      (await call(suite.app, b.player.token, 'GET', `/api/matches/${match.id}`)).json().data.scheduledAt,
    ).toBe(time);
    const captain = await call(suite.app, a.captain.token, 'PUT', `/api/admin/matches/${match.id}/schedule`, {
      time,
    });
    expect(captain.statusCode).toBe(403);
  });

  it('lets one of two accepts at once win: one 200, one 409', async () => {
    const { match, a, b, at } = await matchUp();
    const proposal = await proposed(a.captain.token, match.id, at(30));
    const responses = await Promise.all([
      answer(b.captain.token, match.id, proposal.id, 'accept'),
      answer(b.coCaptain.token, match.id, proposal.id, 'accept'),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await eventsOf(match.id, 'timeAccepted')).toHaveLength(1);
  });

  it('leaves exactly one Open proposal when both captains propose at once', async () => {
    const { match, a, b, at } = await matchUp();
    const responses = await Promise.all([
      propose(a.captain.token, match.id, at(30)),
      propose(b.captain.token, match.id, at(31)),
      propose(a.coCaptain.token, match.id, at(32)),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const open = await suite.app.db
      .select()
      .from(matchProposals)
      .where(and(eq(matchProposals.matchId, match.id), eq(matchProposals.status, 'Open')));
    expect(open).toHaveLength(1);
  });

  describe('the iCalendar feed', () => {
    /** The feed's lines with RFC 5545 folding undone. */
    const linesOf = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

    it("serves a team's matches that are not Voided, publicly, one VEVENT each with a stable UID and a UTC start", async () => {
      const { match, a, b, at } = await matchUp([4]);
      const filter = encodeURIComponent(JSON.stringify({ teamId: match.teamA.id }));
      const ofTeam = (await call(suite.app, a.captain.token, 'GET', `/api/matches?filter=${filter}`)).json<{
        data: Match[];
      }>().data;
      expect(ofTeam).toHaveLength(3);
      const [, confirmed, voided] = ofTeam;
      await suite.app.db
        .update(matches)
        .set({ status: 'Confirmed', roundsA: 7, roundsB: 4 })
        .where(eq(matches.id, confirmed!.id));
      await suite.app.db.update(matches).set({ status: 'Voided' }).where(eq(matches.id, voided!.id));
      const agreed = await proposed(b.captain.token, match.id, at(30));
      await answer(a.captain.token, match.id, agreed.id, 'accept');

      const response = await suite.app.inject({
        method: 'GET',
        url: `/api/teams/${match.teamA.id}/matches.ics`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const lines = linesOf(response.body);
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines).toContain('END:VCALENDAR');
      expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
      expect(new Set(lines.filter((line) => line.startsWith('UID:')))).toEqual(
        new Set([
          `UID:match-${match.id}@vr-paintball-league`,
          `UID:match-${confirmed!.id}@vr-paintball-league`,
        ]),
      );
      const compact = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
      expect(lines).toContain(`DTSTART:${compact(at(30))}`);
      expect(lines).toContain(`DTSTART:${compact(confirmed!.scheduledAt)}`);
      expect(
        lines
          .filter((line) => line.startsWith('DTSTART'))
          .every((line) => /^DTSTART:\d{8}T\d{6}Z$/.test(line)),
      ).toBe(true);
      expect(lines).toContain('DURATION:PT1H');
      expect(lines).toContain(
        `SUMMARY:${translate('resources.matches.calendar.title', { teamA: match.teamA.name, teamB: match.teamB.name })}`,
      );
      expect(lines.some((line) => line.startsWith('URL:') && line.endsWith(`/matches/${match.id}`))).toBe(
        true,
      );
      const unescaped = (line: string) =>
        line.replace(/\\n/g, '\n').replace(/\\,/g, ',').replace(/\\;/g, ';');
      const descriptions = lines
        .filter((line) => line.startsWith('DESCRIPTION:'))
        .map((line) => unescaped(line.slice(12)));
      expect(
        descriptions.some((text) =>
          text.includes(
            translate('resources.matches.calendar.result', {
              teamA: confirmed!.teamA.name,
              roundsA: 7,
              roundsB: 4,
              teamB: confirmed!.teamB.name,
            }),
          ),
        ),
      ).toBe(true);
      expect(descriptions.some((text) => text.includes(`week ${match.week}`))).toBe(true);
    });

    it('folds its lines at 75 octets, never inside a character: a division named with 40 "é"', async () => {
      const { match } = await matchUp();
      const division = 'é'.repeat(40);
      await suite.app.db.update(divisions).set({ name: division }).where(eq(divisions.id, match.divisionId));
      const response = await suite.app.inject({
        method: 'GET',
        url: `/api/teams/${match.teamA.id}/matches.ics`,
      });
      expect(response.statusCode).toBe(200);
      const raw = response.rawPayload;
      // Every line's octets before its CRLF, each line valid UTF-8 on its own.
      const lines: Buffer[] = [];
      for (let start = 0; start < raw.length; ) {
        const end = raw.indexOf('\r\n', start);
        lines.push(raw.subarray(start, end === -1 ? raw.length : end));
        start = end === -1 ? raw.length : end + 2;
      }
      expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(75);
      const strict = new TextDecoder('utf-8', { fatal: true });
      for (const line of lines) expect(() => strict.decode(line)).not.toThrow();
      const description = linesOf(response.body).find((line) => line.startsWith('DESCRIPTION:'));
      expect(description).toContain(division);
    });

    it('serves an empty calendar for a team without matches and 404 for no such team', async () => {
      const { match } = await matchUp();
      await suite.app.db.update(matches).set({ status: 'Voided' }).where(eq(matches.id, match.id));
      const empty = await suite.app.inject({
        method: 'GET',
        url: `/api/teams/${match.teamB.id}/matches.ics`,
      });
      expect(empty.statusCode).toBe(200);
      const lines = linesOf(empty.body);
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines).not.toContain('BEGIN:VEVENT');
      const missing = await suite.app.inject({ method: 'GET', url: '/api/teams/999999/matches.ics' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'TEAM_NOT_FOUND' });
    });
  });

  it('documents the scheduling routes in /api/docs', async () => {
    const document = (await suite.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
      components: { schemas: Record<string, object> };
    }>();
    const documented = (path: string, method: string) => document.paths[path]?.[method];
    for (const [path, method, tag] of [
      ['/api/matches/{id}/proposals', 'get', 'matches'],
      ['/api/matches/{id}/proposals', 'post', 'matches'],
      ['/api/matches/{id}/proposals/{proposalId}/accept', 'post', 'matches'],
      ['/api/matches/{id}/proposals/{proposalId}/decline', 'post', 'matches'],
      ['/api/matches/{id}/history', 'get', 'matches'],
      ['/api/admin/matches/{id}/schedule', 'put', 'admin'],
      ['/api/teams/{id}/matches.ics', 'get', 'teams'],
    ] as const) {
      expect(documented(path, method)?.tags, `${method} ${path}`).toEqual([tag]);
      expect(documented(path, method)?.summary).toBeTruthy();
    }
    for (const schema of ['MatchProposal', 'MatchEvent'])
      expect(document.components.schemas[schema]).toBeDefined();
  });
});

describe.each(databaseKinds())("the scheduling sweep's timer on %s", (kind) => {
  // Registered before the app's hooks: the app starts its timer on faked intervals and stops it on close.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  const clock = new ManualClock(BEFORE_SEASON);
  const suite = leagueApp(kind, { clock });

  it('sweeps every minute with the app clock', async () => {
    const { season } = await seasonWithTeams(suite.app, suite.admin.token, {
      divisions: [2],
      startsAt: SEASON_START,
    });
    await call(suite.app, suite.admin.token, 'POST', `/api/seasons/${season.id}/fixtures`);
    const [match] = await suite.app.db.select().from(matches).where(eq(matches.seasonId, season.id));
    const leaders = await leadTeams(suite.app, [match!.teamAId]);
    const time = new Date(match!.windowStart.getTime() + 30 * HOUR).toISOString();
    const response = await call(
      suite.app,
      leaders.get(match!.teamAId)!.captain.token,
      'POST',
      `/api/matches/${match!.id}/proposals`,
      { time },
    );
    expect(response.statusCode, response.body).toBe(201);
    const proposal = response.json<{ data: MatchProposal }>().data;
    const status = async () =>
      (
        await suite.app.db
          .select({ status: matchProposals.status })
          .from(matchProposals)
          .where(eq(matchProposals.id, proposal.id))
      )[0]?.status;

    clock.set(proposal.expiresAt);
    vi.advanceTimersByTime(SWEEP_INTERVAL_MS - 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await status()).toBe('Open');
    vi.advanceTimersByTime(1);
    await vi.waitFor(async () => expect(await status()).toBe('Expired'), { timeout: 5_000, interval: 50 });
  });
});
