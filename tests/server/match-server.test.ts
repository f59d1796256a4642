import { randomUUID } from 'node:crypto';
import type { GameSession } from '@domain/api';
import { translate } from '@domain/i18n';
import { bestOfRule } from '@domain/match-results';
import type { MatchEvent } from '@domain/match-scheduling';
import type { Match } from '@domain/matches';
import type { DivisionStandings } from '@domain/standings';
import { ManualClock } from '@server/clock';
import {
  gameServerConnections,
  gameServerResults,
  gameSessions,
  matches,
  matchPlayerStats,
} from '@server/db/schema';
import { CLOSE } from '@server/modules/game-sessions/protocol';
import { applyServerResult } from '@server/modules/match-server/result';
import { autoStartMatchServers } from '@server/modules/match-server/start';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
  grantRole,
  type Message,
  RawGameServer,
} from './helpers/game-servers';
import { call, type Player } from './helpers/teams';

// League matches played on our game servers (protocol 2) over the real gateway: starting the
// match server, live state, the result applied once, its refusals, and protocol 1 still hosting plain sessions.

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const SEASON_START = '2027-01-04T18:00:00.000Z';

describe.each(databaseKinds())('match server on %s', (kind) => {
  const clock = new ManualClock(SEASON_START);
  let t: GatewayApp;
  let admin: Player;
  let counter = 0;
  beforeAll(async () => {
    // No machines for matches here (match-machines.test.ts has them): no free server answers NO_GAME_SERVER.
    const cloud = {
      ...testConfig('').cloud,
      matchMachine: { ...testConfig('').cloud.matchMachine, enabled: false },
    };
    t = await buildGatewayApp(kind, {}, { options: { clock }, config: { cloud } });
    admin = await signUp(t.app);
  });
  afterAll(() => t?.close());

  type Fixture = MatchUp;
  const matchUp = (startsAt = SEASON_START) => matchUpIn(t.app, admin.token, clock, startsAt);

  const start = (token: string, matchId: number) =>
    call(t.app, token, 'POST', `/api/matches/${matchId}/server`);
  const matchOf = async (id: number, token = admin.token) =>
    (await call(t.app, token, 'GET', `/api/matches/${id}`)).json<{ data: Match }>().data;

  /**
   * A protocol-2 game server with `slots` free; answers every createSession with ok. It is the only one: the
   * earlier tests' game servers, closed, are first seen disconnected (the league writes that a moment after
   * the socket closes), so a match is never offered to one of them.
   */
  async function matchServer(slots = 1) {
    await eventually(async () => {
      const connected = await t.app.db
        .select()
        .from(gameServerConnections)
        .where(and(isNull(gameServerConnections.disconnectedAt), eq(gameServerConnections.protocol, 2)));
      return connected.length === 0 ? true : undefined;
    });
    counter += 1;
    const { server, welcome } = await RawGameServer.connect(t.url, `match-gs-${counter}-${kind}`, { slots });
    expect(welcome.protocol).toBe(2);
    return server;
  }

  /** Starts the match server as `token` while `server` acks the createSession; the command and the answer. */
  async function startOn(server: RawGameServer, token: string, matchId: number) {
    const [command, response] = await Promise.all([server.answer('createSession'), start(token, matchId)]);
    expect(response.statusCode, response.body).toBe(201);
    return { command, match: response.json<{ data: Match }>().data };
  }

  /** Moves the league's clock to the match's kick-off: results are taken from then. */
  const kickOff = (fixture: Fixture) => clock.set(fixture.match.scheduledAt);

  /** Each of the six rostered players with plausible totals: captain, co-captain and player of each side. */
  function playersOf({ a, b }: Fixture, secondsPlayed = true) {
    return (['A', 'B'] as const).flatMap((team) =>
      Object.values(team === 'A' ? a : b).map((player, index) => ({
        userId: player.userId,
        team,
        eliminations: 3 + index,
        deaths: 2,
        hits: 10 + index,
        shots: 30,
        ...(secondsPlayed ? { secondsPlayed: 600 } : {}),
      })),
    );
  }

  function resultOf(fixture: Fixture, sessionId: number, overrides: Record<string, unknown> = {}) {
    return {
      type: 'result',
      id: randomUUID(),
      seq: 100,
      sessionId,
      matchId: fixture.match.id,
      teamA: 7,
      teamB: 4,
      players: playersOf(fixture),
      ...overrides,
    };
  }

  /** Sends a result and waits for the ack with its id. */
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

  const pointsOf = async (seasonId: number) => {
    const rows = (await call(t.app, admin.token, 'GET', `/api/seasons/${seasonId}/standings`)).json<{
      data: DivisionStandings[];
    }>().data[0]!.rows;
    return Object.fromEntries(rows.map((row) => [row.team.id, [row.played, row.points]]));
  };
  const statsRows = (matchId: number) =>
    t.app.db.select().from(matchPlayerStats).where(eq(matchPlayerStats.matchId, matchId));

  it('plays a match end to end: start, live state, result, ack, Confirmed from the game server', async () => {
    const fixture = await matchUp();
    const { match, a, b, seasonId } = fixture;
    const server = await matchServer();
    const started = await startOn(server, b.coCaptain.token, match.id);

    // The game server hears the match with both rosters and how many rounds it is played over.
    const brief = started.command.match as { id: number; bestOf: number; teamA: { players: unknown[] } };
    expect(brief).toMatchObject({
      id: match.id,
      bestOf: 12,
      teamA: { id: match.teamA.id, name: match.teamA.name },
    });
    expect(brief.teamA.players).toHaveLength(3);
    expect(brief.teamA.players).toContainEqual({ userId: a.player.userId, displayName: expect.any(String) });
    const sessionId = started.command.sessionId as number;
    expect(started.match.session).toMatchObject({
      id: sessionId,
      status: 'Pending',
      code: started.command.code,
    });
    const [row] = await t.app.db.select().from(gameSessions).where(eq(gameSessions.id, sessionId));
    expect(row?.matchId).toBe(match.id);

    // Live: the score and the players' totals from the latest state; join details for the rosters only.
    const live = playersOf(fixture, false);
    server.report(sessionId, 1, {
      gameState: { mode: 'XBall', playerCount: 6, teamA: 3, teamB: 2 },
      players: live,
    });
    const seen = await eventually(async () => {
      const current = await matchOf(match.id, a.player.token);
      return current.session?.status === 'Active' ? current : undefined;
    });
    expect(seen.session).toMatchObject({
      score: { teamA: 3, teamB: 2 },
      players: live,
      code: started.command.code,
      slaveIp: '203.0.113.7',
      slavePort: 7777,
    });
    const outsider = await signUp(t.app);
    expect((await matchOf(match.id, outsider.token)).session).toMatchObject({
      status: 'Active',
      score: { teamA: 3, teamB: 2 },
      code: null,
      slaveIp: null,
      slavePort: null,
    });

    // The result: acked ok, the match Confirmed from the game server, stats written, standings moved.
    expect(await pointsOf(seasonId)).toEqual({ [match.teamA.id]: [0, 0], [match.teamB.id]: [0, 0] });
    kickOff(fixture);
    const result = resultOf(fixture, sessionId);
    expect(await deliver(server, result)).toEqual({ type: 'ack', id: result.id, ok: true });
    const confirmed = await matchOf(match.id, outsider.token);
    expect(confirmed).toMatchObject({
      status: 'Confirmed',
      resultSource: 'gameServer',
      reportedBy: null,
      result: { teamA: 7, teamB: 4 },
    });
    expect(confirmed.result?.players).toHaveLength(6);
    expect(confirmed.result?.players?.[0]).toMatchObject({ team: 'A', displayName: expect.any(String) });
    expect(await statsRows(match.id)).toHaveLength(6);
    expect(await pointsOf(seasonId)).toEqual({ [match.teamA.id]: [1, 3], [match.teamB.id]: [1, 0] });
    expect((await matchOf(match.id)).ratingChanges?.teams).toHaveLength(2);
    const history = (await call(t.app, a.player.token, 'GET', `/api/matches/${match.id}/history`)).json<{
      data: MatchEvent[];
    }>().data;
    expect(history.map((event) => event.kind)).toContain('resultReportedByServer');

    // The same result again: the same ack, nothing changes; another result for the settled match is refused.
    expect(await deliver(server, result)).toEqual({ type: 'ack', id: result.id, ok: true });
    expect(await statsRows(match.id)).toHaveLength(6);
    const late = resultOf(fixture, sessionId, { teamA: 4, teamB: 7 });
    expect(await deliver(server, late)).toEqual({
      type: 'ack',
      id: late.id,
      ok: false,
      error: 'invalid',
      message: translate('app.match.matchServer.result.notAwaiting', { status: 'Confirmed' }),
    });
    expect((await matchOf(match.id)).result).toMatchObject({ teamA: 7, teamB: 4 });

    // Either captain may dispute it within 24 h: it leaves the standings for the admins to decide.
    clock.set(new Date(clock.now().getTime() + 23 * HOUR));
    const disputed = await call(t.app, a.captain.token, 'POST', `/api/matches/${match.id}/result/dispute`, {
      note: 'Our player was not in the match.',
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json<{ data: Match }>().data.status).toBe('Disputed');
    expect(await pointsOf(seasonId)).toEqual({ [match.teamA.id]: [0, 0], [match.teamB.id]: [0, 0] });
    // ...and the ratings it moved, until a decision counts it again.
    expect((await matchOf(match.id)).ratingChanges).toBeUndefined();
    server.close();
  });

  it("leaves players who break the result's rules out of the live state, and logs them once", async () => {
    const fixture = await matchUp();
    const server = await matchServer();
    const started = await startOn(server, fixture.a.captain.token, fixture.match.id);
    const sessionId = started.command.sessionId as number;
    const stranger = await signUp(t.app);
    const [first, second, ...rest] = playersOf(fixture, false);
    const broken = [
      { ...first!, userId: stranger.userId },
      { ...second!, hits: 31, shots: 30 },
      ...rest,
      rest[0]!,
    ];
    // What was logged about the players left out (kick-off before its time is logged too).
    const warned: unknown[] = [];
    const warn = vi.spyOn(t.app.log, 'warn').mockImplementation((...args: unknown[]) => {
      if (String(args[1]).includes('players outside the rules')) warned.push(args[0]);
    });
    try {
      server.report(sessionId, 1, {
        gameState: { mode: 'XBall', playerCount: 6, teamA: 1, teamB: 0 },
        players: broken,
      });
      const seen = await eventually(async () => {
        const current = await matchOf(fixture.match.id, fixture.a.player.token);
        return current.session?.status === 'Active' ? current : undefined;
      });
      expect(seen.session?.players).toEqual(rest);
      expect(warned).toContainEqual(
        expect.objectContaining({
          sessionId,
          dropped: [
            translate('app.match.matchServer.result.unknownPlayer', { userId: stranger.userId, team: 'A' }),
            translate('app.match.matchServer.result.hitsOverShots', { userId: second!.userId }),
            translate('app.match.matchServer.result.duplicatePlayer', { userId: rest[0]!.userId }),
          ],
        }),
      );
      // The same complaint again is not logged again; the next report's good players are shown.
      server.report(sessionId, 2, {
        gameState: { mode: 'XBall', playerCount: 6, teamA: 2, teamB: 0 },
        players: broken,
      });
      await eventually(async () => {
        const current = await matchOf(fixture.match.id, fixture.a.player.token);
        return current.session?.score?.teamA === 2 ? current : undefined;
      });
      expect(
        warned.filter((entry) => (entry as { sessionId?: number }).sessionId === sessionId),
      ).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });

  it("shows a match session's join details on GET /game-sessions only to the two teams' players and admins", async () => {
    const fixture = await matchUp();
    const server = await matchServer();
    const started = await startOn(server, fixture.a.captain.token, fixture.match.id);
    const sessionId = started.command.sessionId as number;
    const code = started.command.code as string;
    server.report(sessionId, 1);
    await eventually(async () => ((await matchOf(fixture.match.id)).session?.slaveIp ? true : undefined));

    const gameMaster = await signUp(t.app);
    await grantRole(t.app, gameMaster.userId, 'Game Master');
    // A Game Master who also plays for team B.
    await grantRole(t.app, fixture.b.player.userId, 'Game Master');
    const listed = async (token: string, q = '') => {
      const query = q ? `?filter=${encodeURIComponent(JSON.stringify({ q }))}` : '';
      const response = await call(t.app, token, 'GET', `/api/game-sessions${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: GameSession[] }>().data.find((session) => session.id === sessionId);
    };

    expect(await listed(gameMaster.token)).toMatchObject({
      matchId: fixture.match.id,
      code: null,
      slaveIp: null,
      slavePort: null,
      status: 'Active',
    });
    // Nor does searching for the code find it.
    expect(await listed(gameMaster.token, code)).toBeUndefined();
    for (const token of [fixture.b.player.token, admin.token])
      expect(await listed(token)).toMatchObject({ code, slaveIp: '203.0.113.7', slavePort: 7777 });
    // Searching by a match session's code is for admins, who see every code.
    expect(await listed(admin.token, code)).toMatchObject({ code });
    // The same rule as the match page.
    expect((await matchOf(fixture.match.id, gameMaster.token)).session).toMatchObject({ code: null });
  });

  it('closes a game server result to disputes 24 h after it was reported', async () => {
    const fixture = await matchUp();
    const server = await matchServer();
    const { command } = await startOn(server, fixture.a.captain.token, fixture.match.id);
    kickOff(fixture);
    const result = resultOf(fixture, command.sessionId as number);
    expect((await deliver(server, result)).ok).toBe(true);
    clock.set(new Date(clock.now().getTime() + 25 * HOUR));
    const late = await call(
      t.app,
      fixture.b.captain.token,
      'POST',
      `/api/matches/${fixture.match.id}/result/dispute`,
      {
        note: 'Too late.',
      },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'DISPUTE_CLOSED',
      message: translate('app.match.matchServer.disputeClosed'),
    });
    server.close();
  });

  it('refuses results that do not fit the match, saving nothing', async () => {
    const fixture = await matchUp();
    const other = await matchUp();
    const server = await matchServer(2);
    const { command } = await startOn(server, fixture.a.captain.token, fixture.match.id);
    const { command: otherCommand } = await startOn(server, other.a.captain.token, other.match.id);
    kickOff(fixture);
    const sessionId = command.sessionId as number;
    const players = playersOf(fixture);
    const [first, ...rest] = players;
    const stranger = await signUp(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [
        { sessionId: otherCommand.sessionId },
        translate('app.match.matchServer.result.wrongSession', {
          sessionId: otherCommand.sessionId as number,
          matchId: fixture.match.id,
        }),
      ],
      [
        { matchId: other.match.id },
        translate('app.match.matchServer.result.wrongSession', { sessionId, matchId: other.match.id }),
      ],
      [
        { sessionId: 2_000_000 },
        translate('app.match.matchServer.result.wrongSession', {
          sessionId: 2_000_000,
          matchId: fixture.match.id,
        }),
      ],
      [
        { players: [{ ...first!, userId: stranger.userId }, ...rest] },
        translate('app.match.matchServer.result.unknownPlayer', { userId: stranger.userId, team: 'A' }),
      ],
      [
        { players: [{ ...first!, team: 'B' }, ...rest] },
        translate('app.match.matchServer.result.unknownPlayer', { userId: first!.userId, team: 'B' }),
      ],
      [
        { players: [first, first, ...rest] },
        translate('app.match.matchServer.result.duplicatePlayer', { userId: first!.userId }),
      ],
      [
        { players: [{ ...first!, hits: 31 }, ...rest] },
        translate('app.match.matchServer.result.hitsOverShots', { userId: first!.userId }),
      ],
      [{ teamA: 7, teamB: 7 }, bestOfRule('league')],
      [{ teamA: 5, teamB: 4 }, bestOfRule('league')],
      [{ teamA: 8, teamB: 2 }, bestOfRule('league')],
    ];
    for (const [overrides, message] of cases) {
      const result = resultOf(fixture, sessionId, overrides);
      expect(await deliver(server, result), message).toEqual({
        type: 'ack',
        id: result.id,
        ok: false,
        error: 'invalid',
        message,
      });
    }
    const [row] = await t.app.db.select().from(matches).where(eq(matches.id, fixture.match.id));
    expect(row).toMatchObject({ status: 'Scheduled', roundsA: null, resultSource: null });
    expect(await statsRows(fixture.match.id)).toHaveLength(0);
    expect(
      await t.app.db.select().from(gameServerResults).where(eq(gameServerResults.matchId, fixture.match.id)),
    ).toHaveLength(0);

    // A 6-6 draw finishes a league best of 12.
    const draw = resultOf(fixture, sessionId, { teamA: 6, teamB: 6 });
    expect((await deliver(server, draw)).ok).toBe(true);
    // Out of bounds, the message is not a result at all: the connection is closed as a protocol error.
    const negative = resultOf(other, otherCommand.sessionId as number, {
      players: [{ ...first!, shots: -1 }],
    });
    server.send(negative);
    expect((await server.closed).code).toBe(CLOSE.protocolError);
  });

  it('applies a result once when the same one arrives twice at once, and one of two different ones', async () => {
    const deps = {
      db: t.app.db,
      clock: t.app.clock,
      announcer: t.app.announcements,
      results: t.app.matchResults,
    };
    const started = async () => {
      const fixture = await matchUp();
      const server = await matchServer();
      const { command } = await startOn(server, fixture.a.captain.token, fixture.match.id);
      kickOff(fixture);
      const [row] = await t.app.db
        .select()
        .from(gameSessions)
        .where(eq(gameSessions.id, command.sessionId as number));
      const result = resultOf(fixture, row!.id) as Parameters<typeof applyServerResult>[2];
      return { fixture, server, clientId: row!.clientId, result };
    };
    const eventsOf = async (matchId: number) =>
      (await call(t.app, admin.token, 'GET', `/api/matches/${matchId}/history`))
        .json<{ data: MatchEvent[] }>()
        .data.filter((event) => event.kind === 'resultReportedByServer');

    const same = await started();
    const answers = await Promise.all([
      applyServerResult(deps, same.clientId, same.result),
      applyServerResult(deps, same.clientId, same.result),
    ]);
    expect(answers).toEqual([{ ok: true }, { ok: true }]);
    expect(await statsRows(same.fixture.match.id)).toHaveLength(6);
    expect(await eventsOf(same.fixture.match.id)).toHaveLength(1);
    // Over the socket too: the same frame twice gets the same ok ack, and nothing changes.
    const again = { ...same.result, type: 'result' };
    const [first, second] = await Promise.all([deliver(same.server, again), deliver(same.server, again)]);
    expect([first.ok, second.ok]).toEqual([true, true]);
    expect(await statsRows(same.fixture.match.id)).toHaveLength(6);
    expect(await eventsOf(same.fixture.match.id)).toHaveLength(1);
    same.server.close();

    // Two different results at once: one is the match's, the other is refused.
    const rival = await started();
    const flipped = { ...rival.result, id: randomUUID(), teamA: 4, teamB: 7 };
    const both = await Promise.all([
      applyServerResult(deps, rival.clientId, rival.result),
      applyServerResult(deps, rival.clientId, flipped),
    ]);
    expect(both.filter((answer) => answer.ok)).toHaveLength(1);
    expect(both.find((answer) => !answer.ok)).toMatchObject({
      error: 'invalid',
      message: translate('app.match.matchServer.result.notAwaiting', { status: 'Confirmed' }),
    });
    const winner = both[0]!.ok ? rival.result : flipped;
    expect((await matchOf(rival.fixture.match.id)).result).toMatchObject({
      teamA: winner.teamA,
      teamB: winner.teamB,
    });
    expect(await eventsOf(rival.fixture.match.id)).toHaveLength(1);
    rival.server.close();
  });

  it('lets either team’s captain or an admin start the match server, within the hour before the match', async () => {
    const fixture = await matchUp();
    const { match, a, b } = fixture;
    const outsider = await signUp(t.app);
    for (const token of [a.player.token, b.player.token, outsider.token]) {
      const refused = await start(token, match.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(translate('resources.matches.notMatchCaptain'));
    }
    expect((await start(admin.token, 999_999)).statusCode).toBe(404);

    // Too early: more than an hour before the match.
    clock.set(new Date(new Date(match.scheduledAt).getTime() - 2 * HOUR));
    const early = await start(a.captain.token, match.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'MATCH_SERVER_TOO_EARLY',
      message: translate('app.match.matchServer.tooEarly', {
        opensAt: new Date(new Date(match.scheduledAt).getTime() - HOUR).toISOString(),
      }),
    });
    clock.set(new Date(new Date(match.scheduledAt).getTime() - 30 * MINUTE));

    // No protocol-2 game server with a free slot: a protocol-1 one does not host matches.
    const legacy = await RawGameServer.open(t.url);
    await legacy.hello(`legacy-${kind}`, { protocol: 1 });
    const none = await start(a.captain.token, match.id);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      code: 'NO_GAME_SERVER',
      message: translate('app.match.matchServer.noGameServer'),
    });

    // Captain of B starts it; A's captain and the admin then hear it is already running.
    const server = await matchServer(3);
    await startOn(server, b.captain.token, match.id);
    for (const token of [a.captain.token, admin.token]) {
      const open = await start(token, match.id);
      expect(open.statusCode).toBe(409);
      expect(open.json()).toMatchObject({
        code: 'MATCH_SESSION_OPEN',
        message: translate('app.match.matchServer.sessionOpen'),
      });
    }
    // An admin starts another match's server; a third match finds every slot of this server taken after it.
    const other = await matchUp();
    await startOn(server, admin.token, other.match.id);
    const third = await matchUp();
    await startOn(server, third.a.captain.token, third.match.id);
    const fourth = await matchUp();
    expect((await start(fourth.a.captain.token, fourth.match.id)).json()).toMatchObject({
      code: 'NO_GAME_SERVER',
    });
    server.close();
    legacy.close();
  });

  it('opens one session when both captains start the match server at once', async () => {
    const fixture = await matchUp();
    const server = await matchServer(2);
    const acked = server.answer('createSession');
    const answers = await Promise.all([
      start(fixture.a.captain.token, fixture.match.id),
      start(fixture.b.captain.token, fixture.match.id),
    ]);
    await acked;
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      code: 'MATCH_SESSION_OPEN',
    });
    const sessions = await t.app.db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.matchId, fixture.match.id));
    expect(sessions).toHaveLength(1);
    server.close();
  });

  it('passes over a game server that looks connected but is gone, and opens the session on the next free one', async () => {
    const fixture = await matchUp();
    const server = await matchServer(2);
    // A game server whose connection has closed while its row still says connected, as it does for the moment
    // before the league writes the disconnection. It comes first by client id, so it is offered the match first.
    const goneId = `aaa-gone-${kind}`;
    const gone = await RawGameServer.connect(t.url, goneId, { slots: 2 });
    gone.server.close();
    const goneRow = () =>
      t.app.db.select().from(gameServerConnections).where(eq(gameServerConnections.clientId, goneId));
    await eventually(async () => ((await goneRow())[0]?.disconnectedAt ? true : undefined));
    const looksConnected = { disconnectedAt: null, lastSeenAt: new Date() };
    await t.app.db
      .update(gameServerConnections)
      .set(looksConnected)
      .where(eq(gameServerConnections.clientId, goneId));
    try {
      const { command } = await startOn(server, fixture.a.captain.token, fixture.match.id);
      expect(command.match).toMatchObject({ id: fixture.match.id });
      expect((await matchOf(fixture.match.id)).session).toMatchObject({ id: command.sessionId });
    } finally {
      await t.app.db
        .update(gameServerConnections)
        .set({ disconnectedAt: new Date() })
        .where(eq(gameServerConnections.clientId, goneId));
      server.close();
    }
  });

  it('starts the match server by itself 10 minutes before the match, once', async () => {
    // A later season than the other tests', so that only this match is due.
    const fixture = await matchUp('2027-03-01T18:00:00.000Z');
    const server = await matchServer();
    clock.set(new Date(new Date(fixture.match.scheduledAt).getTime() - 15 * MINUTE));
    expect(
      await autoStartMatchServers(
        { db: t.app.db, clock, sessions: t.app.gameSessions, machines: null },
        t.app.log,
      ),
    ).toBe(0);
    clock.set(new Date(new Date(fixture.match.scheduledAt).getTime() - 9 * MINUTE));
    const [command, started] = await Promise.all([
      server.answer('createSession'),
      autoStartMatchServers({ db: t.app.db, clock, sessions: t.app.gameSessions, machines: null }, t.app.log),
    ]);
    expect(started).toBe(1);
    expect(command.match).toMatchObject({ id: fixture.match.id });
    expect((await matchOf(fixture.match.id)).session).toMatchObject({ id: command.sessionId });
    expect(
      await autoStartMatchServers(
        { db: t.app.db, clock, sessions: t.app.gameSessions, machines: null },
        t.app.log,
      ),
    ).toBe(0);
    server.close();
  });

  it('has the reference game server play a started match to its result', async () => {
    const fixture = await matchUp();
    const agent = new GameServerAgent({
      url: t.url,
      token: GAME_SERVER_TOKEN,
      clientId: `sim-match-${kind}`,
      reportMs: 20,
      startMs: 20,
      roundMs: 30,
      // Its simulated players ask for their join codes through the API, signed in as the players they are.
      joinCodeFor: joinCodesOf(t.app, fixture),
    });
    agent.start();
    try {
      await eventually(async () => (agent.connected ? true : undefined));
      // The agent plays from kick-off by the real time: the match kicks off now, and so does the league's clock.
      const kickOffAt = new Date();
      const moved = await call(t.app, admin.token, 'PUT', `/api/admin/matches/${fixture.match.id}/schedule`, {
        time: kickOffAt.toISOString(),
      });
      expect(moved.statusCode, moved.body).toBe(200);
      clock.set(kickOffAt);
      const started = await start(fixture.a.captain.token, fixture.match.id);
      expect(started.statusCode, started.body).toBe(201);
      // Live stats for the rostered players on the way.
      const live = await eventually(async () => {
        const { session } = await matchOf(fixture.match.id);
        return (session?.players.length ?? 0) === 6 ? session : undefined;
      });
      expect(live?.players.map((player) => player.userId).sort()).toEqual(
        playersOf(fixture)
          .map((player) => player.userId)
          .sort(),
      );
      const played = await eventually(async () => {
        const current = await matchOf(fixture.match.id);
        return current.status === 'Confirmed' ? current : undefined;
      }, 10_000);
      expect(played.resultSource).toBe('gameServer');
      const { teamA, teamB } = played.result!;
      expect(Math.max(teamA, teamB) === 7 || (teamA === 6 && teamB === 6)).toBe(true);
      expect(played.result?.players).toHaveLength(6);
      for (const player of played.result?.players ?? [])
        expect(player.hits).toBeLessThanOrEqual(player.shots);
      // Every player joined by their code, and the history says so.
      const history = await call(t.app, admin.token, 'GET', `/api/matches/${fixture.match.id}/history`);
      const joined = history
        .json<{ data: MatchEvent[] }>()
        .data.filter((event) => event.kind === 'playerJoined')
        .map((event) => event.details.userId);
      const rostered = [...Object.values(fixture.a), ...Object.values(fixture.b)].map(
        (player) => player.userId,
      );
      expect(joined.sort()).toEqual(rostered.sort());
      // Acked, the agent ends the session.
      await eventually(async () => (agent.sessions.size === 0 ? true : undefined));
      await eventually(async () =>
        (await matchOf(fixture.match.id)).session?.status === 'Not Active' ? true : undefined,
      );
    } finally {
      await agent.stop();
    }
  });

  it('still hosts plain sessions on a protocol-1 game server, which may not send results', async () => {
    const legacy = await RawGameServer.open(t.url);
    const welcome = await legacy.hello(`plain-${kind}`, { protocol: 1 });
    expect(welcome.protocol).toBe(1);
    const [command, created] = await Promise.all([
      legacy.answer('createSession'),
      call(t.app, admin.token, 'POST', `/api/game-sessions/client?clientId=plain-${kind}`, {
        code: '4321',
        isPublic: false,
        mode: 'XBall',
      }),
    ]);
    expect(created.statusCode, created.body).toBe(201);
    expect(command).not.toHaveProperty('match');
    legacy.report(command.sessionId as number, 1);
    await eventually(async () => {
      const [row] = await t.app.db
        .select()
        .from(gameSessions)
        .where(eq(gameSessions.id, command.sessionId as number));
      return row?.status === 'Active' ? row : undefined;
    });
    legacy.send({
      type: 'result',
      id: randomUUID(),
      seq: 2,
      sessionId: command.sessionId,
      matchId: 1,
      teamA: 7,
      teamB: 0,
      players: [{ userId: 1, team: 'A', eliminations: 0, deaths: 0, hits: 0, shots: 0, secondsPlayed: 1 }],
    });
    expect((await legacy.closed).code).toBe(CLOSE.protocolError);
    const slotted = await RawGameServer.open(t.url);
    slotted.send({ type: 'hello', protocol: 1, token: 'x', clientId: `slots-${kind}`, slots: 2 });
    expect((await slotted.closed).code).toBe(CLOSE.protocolError);
  });
});
