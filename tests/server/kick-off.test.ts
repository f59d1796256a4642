import { randomUUID } from 'node:crypto';
import { translate } from '@domain/i18n';
import type { MatchEvent } from '@domain/match-scheduling';
import type { Match } from '@domain/matches';
import { ManualClock } from '@server/clock';
import { gameServerResults, matches, matchPlayerStats } from '@server/db/schema';
import { kickOffRunningMatches } from '@server/modules/match-server/kick-off';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GameServerAgent } from '../../tools/game-server-sim/agent';
import { signUp } from './helpers/api';
import { testConfig } from './helpers/app';
import { joinCodesOf, type MatchUp, matchUp as matchUpIn } from './helpers/competition';
import { databaseKinds } from './helpers/databases';
import {
  buildGatewayApp,
  eventually,
  GAME_SERVER_TOKEN,
  type GatewayApp,
  type Message,
  RawGameServer,
} from './helpers/game-servers';
import { call, type Player } from './helpers/teams';

// Kick-off is a rule: a match's session is a lobby until the match's scheduledAt (createSession.match
// carries it as startsAt), a game server's result from before it is refused, and the match is Live from its
// session's first `running` report at or after it until its result.

const MINUTE = 60 * 1000;
const SEASON_START = '2027-01-04T18:00:00.000Z';

describe.each(databaseKinds())('kick-off on %s', (kind) => {
  const clock = new ManualClock(SEASON_START);
  let t: GatewayApp;
  let admin: Player;
  let counter = 0;
  beforeAll(async () => {
    const cloud = {
      ...testConfig('').cloud,
      matchMachine: { ...testConfig('').cloud.matchMachine, enabled: false },
    };
    t = await buildGatewayApp(kind, {}, { options: { clock }, config: { cloud } });
    admin = await signUp(t.app);
  });
  afterAll(() => t?.close());
  // A test that fails midway still disconnects its game server, so the next match is not hosted on it.
  const connected: RawGameServer[] = [];
  afterEach(() => {
    for (const server of connected.splice(0)) server.close();
  });

  /** A league match of a new season, the league's clock 30 minutes before its kick-off. */
  const matchUp = () => matchUpIn(t.app, admin.token, clock, SEASON_START);
  const kickOff = (fixture: MatchUp) => clock.set(fixture.match.scheduledAt);
  const matchOf = async (id: number) =>
    (await call(t.app, admin.token, 'GET', `/api/matches/${id}`)).json<{ data: Match }>().data;
  const listed = async (fixture: MatchUp) => {
    const filter = encodeURIComponent(JSON.stringify({ seasonId: fixture.seasonId }));
    const page = await call(t.app, admin.token, 'GET', `/api/matches?filter=${filter}`);
    return page.json<{ data: Match[] }>().data.find((match) => match.id === fixture.match.id)!;
  };
  const startedEvents = async (matchId: number) =>
    (await call(t.app, admin.token, 'GET', `/api/matches/${matchId}/history`))
      .json<{ data: MatchEvent[] }>()
      .data.filter((event) => event.kind === 'matchStarted');
  const kickOffDeps = () => ({ db: t.app.db, clock: t.app.clock, log: t.app.log });

  /** A protocol-2 game server hosting the fixture's match: the session id and the createSession heard. */
  async function hosted(fixture: MatchUp) {
    counter += 1;
    const { server } = await RawGameServer.connect(t.url, `kick-off-gs-${counter}-${kind}`, { slots: 2 });
    connected.push(server);
    const [command, response] = await Promise.all([
      server.answer('createSession'),
      call(t.app, fixture.a.captain.token, 'POST', `/api/matches/${fixture.match.id}/server`),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    return { server, command, sessionId: command.sessionId as number };
  }

  /** Reports the session `running` with a score and waits until the report is written. */
  async function running(
    server: RawGameServer,
    at: { matchId: number; sessionId: number },
    seq: number,
    [teamA, teamB]: [number, number],
  ) {
    server.report(at.sessionId, seq, { gameState: { mode: 'XBall', playerCount: 6, teamA, teamB } });
    return eventually(async () => {
      const { session } = await matchOf(at.matchId);
      return session?.status === 'Active' && session.score?.teamA === teamA && session.score.teamB === teamB
        ? session
        : undefined;
    });
  }

  function resultOf(fixture: MatchUp, sessionId: number) {
    const players = (['A', 'B'] as const).flatMap((team) =>
      Object.values(team === 'A' ? fixture.a : fixture.b).map((player) => ({
        userId: player.userId,
        team,
        eliminations: 3,
        deaths: 2,
        hits: 10,
        shots: 30,
        secondsPlayed: 600,
      })),
    );
    return {
      type: 'result',
      id: randomUUID(),
      seq: 100,
      sessionId,
      matchId: fixture.match.id,
      teamA: 7,
      teamB: 4,
      players,
    };
  }

  async function deliver(server: RawGameServer, result: { id: string } & Record<string, unknown>) {
    const acked = new Promise<Message>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no ack')), 5_000);
      const listener = (data: Buffer) => {
        const message = JSON.parse(data.toString()) as Message;
        if (message.type === 'ack' && message.id === result.id) {
          clearTimeout(timer);
          server.socket.off('message', listener);
          resolve(message);
        }
      };
      server.socket.on('message', listener);
    });
    server.send(result);
    return acked;
  }

  it('tells the game server the kick-off and refuses its result before it, then takes the same one after', async () => {
    const fixture = await matchUp();
    const { server, command, sessionId } = await hosted(fixture);
    expect(command.match).toMatchObject({ id: fixture.match.id, startsAt: fixture.match.scheduledAt });

    // A minute before kick-off: refused, with the reason, and nothing saved.
    clock.set(new Date(Date.parse(fixture.match.scheduledAt) - MINUTE));
    const result = resultOf(fixture, sessionId);
    expect(await deliver(server, result)).toEqual({
      type: 'ack',
      id: result.id,
      ok: false,
      error: 'invalid',
      message: translate('app.match.matchServer.result.beforeKickOff', {
        kickOff: fixture.match.scheduledAt,
      }),
    });
    const [row] = await t.app.db.select().from(matches).where(eq(matches.id, fixture.match.id));
    expect(row).toMatchObject({ status: 'Scheduled', roundsA: null, resultSource: null });
    expect(
      await t.app.db.select().from(matchPlayerStats).where(eq(matchPlayerStats.matchId, fixture.match.id)),
    ).toHaveLength(0);
    expect(
      await t.app.db.select().from(gameServerResults).where(eq(gameServerResults.matchId, fixture.match.id)),
    ).toHaveLength(0);

    // At kick-off the same result is the match's.
    kickOff(fixture);
    expect(await deliver(server, result)).toEqual({ type: 'ack', id: result.id, ok: true });
    expect(await matchOf(fixture.match.id)).toMatchObject({
      status: 'Confirmed',
      resultSource: 'gameServer',
      result: { teamA: 7, teamB: 4 },
      liveScore: null,
    });
    server.close();
  });

  it('makes the match Live from its first running report at or after kick-off, once, with its live score', async () => {
    const fixture = await matchUp();
    const { server, sessionId } = await hosted(fixture);

    // Running before kick-off (a game server that ignores startsAt): the match stays Scheduled.
    await running(server, { matchId: fixture.match.id, sessionId }, 1, [1, 0]);
    expect(await kickOffRunningMatches(kickOffDeps(), [sessionId])).toBe(0);
    expect(await listed(fixture)).toMatchObject({ status: 'Scheduled', liveScore: null });
    expect(await startedEvents(fixture.match.id)).toHaveLength(0);

    // The first running report at kick-off makes it Live; the list shows the rounds won so far.
    kickOff(fixture);
    server.report(sessionId, 2, { gameState: { mode: 'XBall', playerCount: 6, teamA: 2, teamB: 1 } });
    const live = await eventually(async () => {
      const match = await listed(fixture);
      return match.status === 'Live' && match.liveScore?.teamA === 2 ? match : undefined;
    });
    expect(live.liveScore).toEqual({ teamA: 2, teamB: 1 });
    expect((await matchOf(fixture.match.id)).liveScore).toEqual({ teamA: 2, teamB: 1 });

    // Later reports move the score and never start it again.
    await running(server, { matchId: fixture.match.id, sessionId }, 3, [4, 3]);
    expect((await listed(fixture)).liveScore).toEqual({ teamA: 4, teamB: 3 });
    expect(await kickOffRunningMatches(kickOffDeps(), [sessionId])).toBe(0);
    const events = await startedEvents(fixture.match.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'matchStarted', details: { sessionId } });

    // The game server's result ends it: Confirmed, no live score any more.
    const result = resultOf(fixture, sessionId);
    expect(await deliver(server, result)).toEqual({ type: 'ack', id: result.id, ok: true });
    expect(await listed(fixture)).toMatchObject({ status: 'Confirmed', liveScore: null });
    server.close();
  });

  it('starts a match once when two reports of it are handled at once', async () => {
    const fixture = await matchUp();
    const { server, sessionId } = await hosted(fixture);
    await running(server, { matchId: fixture.match.id, sessionId }, 1, [0, 0]);
    kickOff(fixture);
    const started = await Promise.all([
      kickOffRunningMatches(kickOffDeps(), [sessionId]),
      kickOffRunningMatches(kickOffDeps(), [sessionId]),
    ]);
    // The gateway's own call after the report may get there first: one transition in all, one event.
    expect(started[0] + started[1]).toBeLessThanOrEqual(1);
    expect((await matchOf(fixture.match.id)).status).toBe('Live');
    expect(await startedEvents(fixture.match.id)).toHaveLength(1);
    server.close();
  });

  it('lets a captain report a Live match, and refuses a new time for it', async () => {
    const fixture = await matchUp();
    const { server, sessionId } = await hosted(fixture);
    kickOff(fixture);
    server.report(sessionId, 1, { gameState: { mode: 'XBall', playerCount: 6, teamA: 3, teamB: 3 } });
    await eventually(async () => ((await matchOf(fixture.match.id)).status === 'Live' ? true : undefined));

    const proposal = await call(
      t.app,
      fixture.a.captain.token,
      'POST',
      `/api/matches/${fixture.match.id}/proposals`,
      {
        time: new Date(Date.parse(fixture.match.scheduledAt) + 60 * MINUTE).toISOString(),
      },
    );
    expect(proposal.statusCode).toBe(409);
    expect(proposal.json()).toMatchObject({
      code: 'MATCH_KICKED_OFF',
      message: translate('resources.matches.matchKickedOff'),
    });

    const reported = await call(
      t.app,
      fixture.b.captain.token,
      'POST',
      `/api/matches/${fixture.match.id}/result`,
      {
        teamA: 7,
        teamB: 5,
      },
    );
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json<{ data: Match }>().data).toMatchObject({
      status: 'Reported',
      resultSource: 'captain',
      liveScore: null,
    });
    server.close();
  });

  it('has the reference game server wait in its lobby until kick-off, then play', async () => {
    const fixture = await matchUp();
    // The game server's own clock runs in real time, from wherever the test last moved it.
    let agentClockAhead = 0;
    const agent = new GameServerAgent({
      url: t.url,
      token: GAME_SERVER_TOKEN,
      clientId: `kick-off-sim-${kind}`,
      reportMs: 20,
      startMs: 20,
      // Rounds long enough that the match is still being played when the league hears it running.
      roundMs: 200,
      // Its simulated players ask for their join codes through the API, signed in as the players they are.
      joinCodeFor: joinCodesOf(t.app, fixture),
      now: () => Date.now() + agentClockAhead,
    });
    agent.start();
    try {
      await eventually(async () => (agent.connected ? true : undefined));
      // The match kicks off an hour from now by the game server's clock, which the test moves there once the
      // league's clock has reached it.
      const kickOffAt = Date.now() + 60 * MINUTE;
      const moved = await call(t.app, admin.token, 'PUT', `/api/admin/matches/${fixture.match.id}/schedule`, {
        time: new Date(kickOffAt).toISOString(),
      });
      expect(moved.statusCode, moved.body).toBe(200);
      clock.set(new Date(kickOffAt - 30 * MINUTE));
      const started = await call(
        t.app,
        fixture.a.captain.token,
        'POST',
        `/api/matches/${fixture.match.id}/server`,
      );
      expect(started.statusCode, started.body).toBe(201);

      // The lobby: the session is reported (its players listed) but not running, and nothing is played.
      const lobby = await eventually(async () => {
        const { session, status } = await matchOf(fixture.match.id);
        return session && session.players.length === 6 ? { session, status } : undefined;
      });
      expect(lobby.status).toBe('Scheduled');
      expect(lobby.session).toMatchObject({ status: 'Pending', score: { teamA: 0, teamB: 0 } });
      expect([...agent.sessions.values()].map((session) => session.status)).toEqual(['starting']);

      // The lobby stays a lobby while the game server's clock is short of kick-off, even with the league's
      // there: a report later, the session is still starting.
      clock.set(new Date(kickOffAt));
      const reportsBefore = agent.stats.reports;
      await eventually(async () => (agent.stats.reports > reportsBefore + 1 ? true : undefined));
      expect([...agent.sessions.values()].map((session) => session.status)).toEqual(['starting']);
      expect((await matchOf(fixture.match.id)).status).toBe('Scheduled');

      // The game server's clock reaches kick-off: the session runs from then and the match goes Live.
      agentClockAhead = kickOffAt - Date.now();
      await eventually(async () => ((await matchOf(fixture.match.id)).status === 'Live' ? true : undefined));
      expect(Date.now() + agentClockAhead).toBeGreaterThanOrEqual(kickOffAt);
      const played = await eventually(async () => {
        const match = await matchOf(fixture.match.id);
        return match.status === 'Confirmed' ? match : undefined;
      }, 10_000);
      expect(played.resultSource).toBe('gameServer');
      expect(await startedEvents(fixture.match.id)).toHaveLength(1);
    } finally {
      await agent.stop();
    }
  });
});
