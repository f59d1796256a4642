import { randomUUID } from 'node:crypto';
import { translate } from '@domain/i18n';
import { BAD_JOIN_CODES_PER_MINUTE, JOIN_CODE_PATTERN, type MatchJoinCode } from '@domain/match-join-codes';
import type { MatchEvent } from '@domain/match-scheduling';
import { ManualClock } from '@server/clock';
import { matches, matchJoinCodes, teamPlayers } from '@server/db/schema';
import { CLOSE } from '@server/modules/game-sessions/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { testConfig } from './helpers/app';
import { type MatchUp, matchUp as matchUpIn } from './helpers/competition';
import { createPostgresDatabase, databaseKinds, type ScratchPostgres } from './helpers/databases';
import { buildGatewayApp, type GatewayApp, type Message, RawGameServer } from './helpers/game-servers';
import { call, type Player } from './helpers/teams';

// Personal join codes: a rostered player asks for theirs while the match's session is open, and only the
// game server hosting that session redeems it, once, over the gateway (protocol 2).

const SEASON_START = '2027-01-04T18:00:00.000Z';

/** Sends redeemJoinCode and waits for the ack with its id. */
async function redeem(server: RawGameServer, sessionId: number, code: string): Promise<Message> {
  const id = randomUUID();
  const acked = new Promise<Message>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no ack')), 10_000);
    const listener = (data: Buffer) => {
      const message = JSON.parse(data.toString()) as Message;
      if (message.type === 'ack' && message.id === id) {
        clearTimeout(timer);
        server.socket.off('message', listener);
        resolve(message);
      }
    };
    server.socket.on('message', listener);
  });
  server.send({ type: 'redeemJoinCode', id, sessionId, code });
  const ack = await acked;
  const { id: _id, type: _type, ...rest } = ack;
  return rest as Message;
}

/** The hand-driven game servers here send no heartbeats: they are not dropped for it while a test runs. */
const QUIET_ALLOWED = { heartbeatMs: 10_000, staleAfterMs: 30_000, dropAfterMs: 60_000 };

const cloudWithoutMachines = () => ({
  ...testConfig('').cloud,
  matchMachine: { ...testConfig('').cloud.matchMachine, enabled: false },
});

describe.each(databaseKinds())('match join codes on %s', (kind) => {
  const clock = new ManualClock(SEASON_START);
  let t: GatewayApp;
  let admin: Player;
  let counter = 0;
  beforeAll(async () => {
    t = await buildGatewayApp(kind, QUIET_ALLOWED, {
      options: { clock },
      config: { cloud: cloudWithoutMachines() },
    });
    admin = await signUp(t.app);
  });
  afterAll(() => t?.close());

  const ask = (token: string, matchId: number) =>
    call(t.app, token, 'POST', `/api/matches/${matchId}/join-code`);
  const codeOf = async (token: string, matchId: number) => {
    const response = await ask(token, matchId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: MatchJoinCode }>().data;
  };

  /** A match with its session open on a fresh protocol-2 game server. */
  async function openMatch(): Promise<MatchUp & { server: RawGameServer; sessionId: number }> {
    const fixture = await matchUpIn(t.app, admin.token, clock, SEASON_START);
    counter += 1;
    const { server } = await RawGameServer.connect(t.url, `join-gs-${counter}-${kind}`, { slots: 1 });
    const [command, started] = await Promise.all([
      server.answer('createSession'),
      call(t.app, fixture.a.captain.token, 'POST', `/api/matches/${fixture.match.id}/server`),
    ]);
    expect(started.statusCode, started.body).toBe(201);
    return { ...fixture, server, sessionId: command.sessionId as number };
  }

  it('gives a rostered player one code, the same again until a game server redeems it, then a new one', async () => {
    const { match, a, b, server, sessionId } = await openMatch();
    const first = await codeOf(a.player.token, match.id);
    expect(first.code).toMatch(JOIN_CODE_PATTERN);
    expect(first.code).not.toMatch(/[01OIL]/);
    expect(Date.parse(first.expiresAt)).toBeGreaterThan(Date.parse(match.scheduledAt));
    expect(await codeOf(a.player.token, match.id)).toEqual(first);
    // Only the hash and the seed are kept: the code itself is nowhere in the table.
    const rows = await t.app.db.select().from(matchJoinCodes).where(eq(matchJoinCodes.matchId, match.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(first.code);

    // Two requests at once answer the same code, from one row.
    const [one, two] = await Promise.all([
      codeOf(b.captain.token, match.id),
      codeOf(b.captain.token, match.id),
    ]);
    expect(one).toEqual(two);
    const bRows = await t.app.db
      .select()
      .from(matchJoinCodes)
      .where(and(eq(matchJoinCodes.matchId, match.id), eq(matchJoinCodes.userId, b.captain.userId)));
    expect(bRows).toHaveLength(1);

    // Typed in lower case with spaces in the headset: the game server seats the player on their side.
    expect(await redeem(server, sessionId, ` ${first.code.toLowerCase()} `)).toEqual({
      ok: true,
      player: { userId: a.player.userId, displayName: a.player.credentials.displayName, team: 'A' },
    });
    // Used once: the same code again is unknown, and the player's next request gets a new code.
    expect(await redeem(server, sessionId, first.code)).toMatchObject({
      ok: false,
      error: 'invalid',
      message: translate('app.match.matchJoinCodes.redeem.unknown'),
    });
    const next = await codeOf(a.player.token, match.id);
    expect(next.code).not.toBe(first.code);
    expect(await redeem(server, sessionId, one.code)).toMatchObject({
      ok: true,
      player: { userId: b.captain.userId, team: 'B' },
    });

    // The history says who joined which side.
    const history = await call(t.app, a.player.token, 'GET', `/api/matches/${match.id}/history`);
    const joined = history
      .json<{ data: MatchEvent[] }>()
      .data.filter((event) => event.kind === 'playerJoined')
      .map((event) => event.details);
    expect(joined).toEqual([
      { userId: a.player.userId, displayName: a.player.credentials.displayName, team: 'A', sessionId },
      { userId: b.captain.userId, displayName: b.captain.credentials.displayName, team: 'B', sessionId },
    ]);
    server.close();
  });

  it('refuses anyone off the rosters (403), a match without an open session or over (409)', async () => {
    const fixture = await matchUpIn(t.app, admin.token, clock, SEASON_START);
    const outsider = await signUp(t.app);
    const offRoster = await ask(outsider.token, fixture.match.id);
    expect(offRoster.statusCode).toBe(403);
    expect(offRoster.json().message).toBe(translate('app.match.matchJoinCodes.notOnRoster'));
    // An admin is no player of the match either.
    expect((await ask(admin.token, fixture.match.id)).statusCode).toBe(403);
    const noSession = await ask(fixture.a.player.token, fixture.match.id);
    expect(noSession.statusCode).toBe(409);
    expect(noSession.json().message).toBe(translate('app.match.matchJoinCodes.noOpenSession'));
    expect((await ask(fixture.a.player.token, 2_000_000_000)).statusCode).toBe(404);
    expect((await ask(fixture.a.player.token, 0)).statusCode).toBe(400);

    // Once the match has a result (here voided), its codes are neither given nor taken.
    const { match, a, server, sessionId } = await openMatch();
    const code = (await codeOf(a.player.token, match.id)).code;
    await t.app.db.update(matches).set({ status: 'Voided' }).where(eq(matches.id, match.id));
    const over = await ask(a.player.token, match.id);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(translate('app.match.matchJoinCodes.matchOver'));
    expect(await redeem(server, sessionId, code)).toEqual({
      ok: false,
      error: 'invalid',
      message: translate('app.match.matchJoinCodes.redeem.matchOver'),
    });
    server.close();
  });

  it('refuses an unconfirmed player while the league requires confirmed addresses', async () => {
    const { match, a, server } = await openMatch();
    const url = '/api/league-settings/1';
    expect((await call(t.app, admin.token, 'PUT', url, { unverifiedMayPlay: false })).statusCode).toBe(200);
    try {
      const refused = await ask(a.player.token, match.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(translate('app.emailVerification.youMustVerify'));
    } finally {
      await call(t.app, admin.token, 'PUT', url, { unverifiedMayPlay: true });
    }
    server.close();
  });

  it('redeems only in the session hosting the match, on the game server hosting it, for a rostered player', async () => {
    const first = await openMatch();
    const second = await openMatch();
    const code = (await codeOf(first.a.captain.token, first.match.id)).code;

    // Another game server's session (hosting another match) cannot redeem it, nor its own unknown session.
    expect(await redeem(second.server, second.sessionId, code)).toEqual({
      ok: false,
      error: 'invalid',
      message: translate('app.match.matchJoinCodes.redeem.wrongMatch', { sessionId: second.sessionId }),
    });
    expect(await redeem(second.server, first.sessionId, code)).toEqual({
      ok: false,
      error: 'invalid',
      message: translate('app.match.matchJoinCodes.redeem.wrongSession', { sessionId: first.sessionId }),
    });
    expect(await redeem(first.server, 2_000_000, code)).toMatchObject({
      message: translate('app.match.matchJoinCodes.redeem.wrongSession', { sessionId: 2_000_000 }),
    });
    // None of that used it up. A player taken off the roster since cannot join with theirs.
    const removed = (await codeOf(first.b.player.token, first.match.id)).code;
    await t.app.db.delete(teamPlayers).where(eq(teamPlayers.userId, first.b.player.userId));
    expect(await redeem(first.server, first.sessionId, removed)).toEqual({
      ok: false,
      error: 'invalid',
      message: translate('app.match.matchJoinCodes.redeem.notOnRoster', { userId: first.b.player.userId }),
    });
    expect(await redeem(first.server, first.sessionId, code)).toMatchObject({
      ok: true,
      player: { userId: first.a.captain.userId, team: 'A' },
    });
    first.server.close();
    second.server.close();
  });

  it(`answers busy after ${BAD_JOIN_CODES_PER_MINUTE} bad codes in a minute, until the minute ends`, async () => {
    const { match, a, server, sessionId } = await openMatch();
    const good = (await codeOf(a.captain.token, match.id)).code;
    clock.set(new Date(Math.ceil(clock.now().getTime() / 60_000) * 60_000 + 1_000));
    const bad = good === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    for (let i = 0; i < BAD_JOIN_CODES_PER_MINUTE; i += 1) {
      expect(await redeem(server, sessionId, bad)).toMatchObject({ ok: false, error: 'invalid' });
    }
    const busy = {
      ok: false,
      error: 'busy',
      message: translate('app.match.matchJoinCodes.redeem.tooMany', { limit: BAD_JOIN_CODES_PER_MINUTE }),
    };
    expect(await redeem(server, sessionId, bad)).toEqual(busy);
    // Even a good code waits for the next minute; another game server is not held up.
    expect(await redeem(server, sessionId, good)).toEqual(busy);
    const other = await openMatch();
    expect(await redeem(other.server, other.sessionId, bad)).toMatchObject({ error: 'invalid' });
    clock.set(new Date(clock.now().getTime() + 60_000));
    expect(await redeem(server, sessionId, good)).toMatchObject({ ok: true });
    server.close();
    other.server.close();
  });

  it('closes a protocol-1 game server that sends redeemJoinCode', async () => {
    const { server } = await RawGameServer.connect(t.url, `join-v1-${kind}`, { protocol: 1 });
    server.send({ type: 'redeemJoinCode', id: randomUUID(), sessionId: 1, code: 'ABCDEF' });
    expect((await server.closed).code).toBe(CLOSE.protocolError);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('match join codes on two API instances', () => {
  // Two instances on one scratch PostgreSQL database, on one league clock.
  const clock = new ManualClock(SEASON_START);
  let database: ScratchPostgres | undefined;
  const apps: GatewayApp[] = [];
  beforeAll(async () => {
    database = await createPostgresDatabase({ migrated: true });
    for (let i = 0; i < 2; i += 1) {
      apps.push(
        await buildGatewayApp('pglite', QUIET_ALLOWED, {
          databaseUrl: database.url,
          options: { clock },
          // Instances behind one load balancer share their secrets.
          config: { cloud: cloudWithoutMachines(), jwtSecret: 'two-instances-share-this-secret-0123456789' },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps.splice(0)) await app.close();
    await database?.drop();
  });

  it('redeems through one instance the code issued on the other', async () => {
    const [a, b] = apps as [GatewayApp, GatewayApp];
    const adminOnA = await signUp(a.app);
    const fixture = await matchUpIn(a.app, adminOnA.token, clock, SEASON_START);
    const { server } = await RawGameServer.connect(b.url, 'join-two-instances', { slots: 1 });
    const [command, started] = await Promise.all([
      server.answer('createSession'),
      call(a.app, fixture.a.captain.token, 'POST', `/api/matches/${fixture.match.id}/server`),
    ]);
    expect(started.statusCode, started.body).toBe(201);
    const url = `/api/matches/${fixture.match.id}/join-code`;
    const issued = await call(a.app, fixture.b.coCaptain.token, 'POST', url);
    expect(issued.statusCode, issued.body).toBe(200);
    const { code } = issued.json<{ data: MatchJoinCode }>().data;
    // Asked again on the other instance: the same code (both derive it with the shared secret).
    const again = await call(b.app, fixture.b.coCaptain.token, 'POST', url);
    expect(again.json<{ data: MatchJoinCode }>().data.code).toBe(code);
    expect(await redeem(server, command.sessionId as number, code)).toEqual({
      ok: true,
      player: {
        userId: fixture.b.coCaptain.userId,
        displayName: fixture.b.coCaptain.credentials.displayName,
        team: 'B',
      },
    });
    server.close();
  });
});
