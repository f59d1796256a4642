import type { ConnectedClient, GameSession } from '@domain/api';
import { translate } from '@domain/i18n';
import { auditLog } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SessionTokens, signUp } from './helpers/api';
import { databaseKinds } from './helpers/databases';
import {
  buildGatewayApp,
  eventually,
  type GatewayApp,
  grantRole,
  RawGameServer,
  sleep,
} from './helpers/game-servers';
import { call } from './helpers/teams';

// The Game Session Manager's API against game servers speaking the protocol.

const BODY = { code: '1234', isPublic: true, mode: 'XBall' };

describe.each(databaseKinds())('game sessions on %s', (kind) => {
  let t: GatewayApp;
  let admin: SessionTokens;
  let gameMaster: SessionTokens;
  let observer: SessionTokens;
  let player: SessionTokens;
  beforeAll(async () => {
    t = await buildGatewayApp(kind);
    admin = await signUp(t.app);
    gameMaster = await signUp(t.app);
    observer = await signUp(t.app);
    player = await signUp(t.app);
    await grantRole(t.app, gameMaster.userId, 'Game Master');
    await grantRole(t.app, observer.userId, 'Observer');
  });
  afterAll(() => t?.close());

  const create = (clientId: string, body: object = BODY, token = gameMaster.token) =>
    call(t.app, token, 'POST', `/api/game-sessions/client?clientId=${encodeURIComponent(clientId)}`, body);
  const sessionById = async (id: number, token = observer.token) => {
    const list = await call(t.app, token, 'GET', '/api/game-sessions');
    return list.json<{ data: GameSession[] }>().data.find((session) => session.id === id);
  };
  /** A game server connected as `clientId` and a session it acked. */
  const hosted = async (clientId: string) => {
    const { server } = await RawGameServer.connect(t.url, clientId);
    const answered = server.answer('createSession');
    const created = await create(clientId);
    expect(created.statusCode).toBe(201);
    const command = await answered;
    return { server, session: created.json<{ data: GameSession }>().data, command };
  };

  it('guards reads and changes by permission', async () => {
    const { server, session } = await hosted('gs-guards');
    const reads = ['/api/game-sessions', '/api/game-sessions/clients'];
    for (const url of reads) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await call(t.app, player.token, 'GET', url)).statusCode).toBe(403);
      for (const reader of [observer, gameMaster, admin]) {
        expect((await call(t.app, reader.token, 'GET', url)).statusCode).toBe(200);
      }
    }
    const changes = [
      ['POST', '/api/game-sessions/client?clientId=gs-guards', BODY],
      ['PUT', `/api/game-sessions/${session.id}/stop`, undefined],
      ['DELETE', `/api/game-sessions/${session.id}`, undefined],
    ] as const;
    for (const [method, url, body] of changes) {
      expect((await t.app.inject({ method, url, payload: body })).statusCode).toBe(401);
      for (const denied of [player, observer]) {
        const response = await call(t.app, denied.token, method, url, body);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          success: false,
          message: translate('app.errors.api.forbidden'),
        });
      }
    }
    const answered = server.answer('createSession');
    expect((await create('gs-guards', BODY, admin.token)).statusCode).toBe(201);
    await answered;
    server.close();
  });

  it('lists connected clients with their names and freshness', async () => {
    const { server, welcome } = await RawGameServer.connect(t.url, 'gs-listed', { customId: 'Droplet A' });
    const response = await call(t.app, observer.token, 'GET', '/api/game-sessions/clients');
    const listed = response.json<{ data: ConnectedClient[] }>().data.find((c) => c.clientId === 'gs-listed');
    expect(listed).toMatchObject({ customId: 'Droplet A', socketId: welcome.socketId, upToDate: true });
    server.close();
    await server.closed;
    await eventually(async () => {
      const after = await call(t.app, observer.token, 'GET', '/api/game-sessions/clients');
      const clients = after.json<{ data: ConnectedClient[] }>().data;
      return clients.some((c) => c.clientId === 'gs-listed') ? undefined : true;
    });
  });

  it('creates a session after the ack: Pending, then Active on a running report', async () => {
    const { server, session, command } = await hosted('gs-flow');
    expect(command).toMatchObject({
      type: 'createSession',
      sessionId: session.id,
      code: '1234',
      isPublic: true,
      mode: 'XBall',
    });
    expect(session).toMatchObject({
      clientId: 'gs-flow',
      serverName: 'gs-flow',
      status: 'Pending',
      code: '1234',
      mode: 'XBall',
      isPublic: true,
      upToDate: true,
      gameState: null,
    });
    server.report(session.id, 1, { status: 'starting' });
    server.report(session.id, 2);
    const active = await eventually(async () => {
      const found = await sessionById(session.id);
      return found?.status === 'Active' ? found : undefined;
    });
    expect(active).toMatchObject({
      serverStart: '2026-11-21T10:00:00.000Z',
      slaveIp: '203.0.113.7',
      slavePort: 7777,
      gameState: { mode: 'XBall', playerCount: 4, teamA: 1, teamB: 2 },
    });
    // A repeated or older report changes nothing.
    server.report(session.id, 2, { gameState: { mode: 'XBall', playerCount: 9, teamA: 9, teamB: 9 } });
    server.report(session.id, 1, { gameState: { mode: 'XBall', playerCount: 8, teamA: 8, teamB: 8 } });
    server.report(session.id, 3, { gameState: { mode: 'XBall', playerCount: 5, teamA: 3, teamB: 2 } });
    await eventually(async () =>
      (await sessionById(session.id))?.gameState?.playerCount === 5 ? true : undefined,
    );
    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'gameSession.create'));
    expect(audit).toMatchObject({ targetType: 'gameSession', details: { clientId: 'gs-guards' } });
    server.close();
  });

  it('answers 409 with the reason when the game server refuses, and leaves no session behind', async () => {
    const { server } = await RawGameServer.connect(t.url, 'gs-busy');
    const answered = server.answer('createSession', { ok: false, error: 'busy' });
    const refused = await create('gs-busy');
    const command = await answered;
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      message: translate('resources.sessions.gameServer.refused.busy'),
    });
    // Neither on the list nor counted among the inactive sessions.
    expect(await sessionById(Number(command.sessionId))).toBeUndefined();
    server.close();
  });

  it('answers 504 when the game server does not ack in time, and keeps the session ended', async () => {
    const { server } = await RawGameServer.connect(t.url, 'gs-mute');
    const asked = server.next('createSession');
    const silent = await create('gs-mute');
    expect(silent.statusCode).toBe(504);
    expect(silent.json()).toMatchObject({ message: 'The game server did not answer in time.' });
    // It may have been started late: kept, ended, so a report of it is answered with a stop.
    expect((await sessionById(Number((await asked).sessionId)))?.status).toBe('Not Active');
    server.close();
  });

  it('answers 404 for a game server that is not connected, and 400 for a bad body', async () => {
    const offline = await create('gs-nobody');
    expect(offline.statusCode).toBe(404);
    expect(offline.json()).toMatchObject({ message: translate('resources.sessions.gameServer.offline') });
    const { server } = await RawGameServer.connect(t.url, 'gs-bad-body');
    expect((await create('gs-bad-body', { code: '', mode: 'Deathmatch' })).statusCode).toBe(400);
    server.close();
  });

  it('stops and deletes idempotently, telling the game server', async () => {
    const { server, session } = await hosted('gs-stop');
    server.report(session.id, 1);
    await eventually(async () => ((await sessionById(session.id))?.status === 'Active' ? true : undefined));
    const stopCommand = server.answer('stopSession');
    const stopped = await call(t.app, gameMaster.token, 'PUT', `/api/game-sessions/${session.id}/stop`);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().data).toMatchObject({ id: session.id, status: 'Not Active' });
    expect((await stopCommand).sessionId).toBe(session.id);
    const again = await call(t.app, gameMaster.token, 'PUT', `/api/game-sessions/${session.id}/stop`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('Not Active');
    // Still reported running: the stop is sent again, and the session stays Not Active.
    server.report(session.id, 2);
    expect((await server.next('stopSession')).sessionId).toBe(session.id);
    expect((await sessionById(session.id))?.status).toBe('Not Active');

    const removed = await call(t.app, gameMaster.token, 'DELETE', `/api/game-sessions/${session.id}`);
    expect(removed.json()).toEqual({ success: true, data: { id: session.id } });
    const twice = await call(t.app, gameMaster.token, 'DELETE', `/api/game-sessions/${session.id}`);
    expect(twice.statusCode).toBe(200);
    expect(await sessionById(session.id)).toBeUndefined();
    expect(
      (await call(t.app, gameMaster.token, 'PUT', `/api/game-sessions/${session.id}/stop`)).statusCode,
    ).toBe(404);

    const live = await hosted('gs-delete-live');
    const stopFirst = live.server.answer('stopSession');
    expect(
      (await call(t.app, admin.token, 'DELETE', `/api/game-sessions/${live.session.id}`)).statusCode,
    ).toBe(200);
    expect((await stopFirst).sessionId).toBe(live.session.id);
    const actions = await t.app.db.select({ action: auditLog.action }).from(auditLog);
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['gameSession.stop', 'gameSession.delete']),
    );
    server.close();
    live.server.close();
  });

  it('marks sessions of a silent game server not up to date, keeps their state, and drops it later', async () => {
    const { server, session } = await hosted('gs-stale');
    server.report(session.id, 1);
    await eventually(async () => ((await sessionById(session.id))?.status === 'Active' ? true : undefined));
    expect((await sessionById(session.id))?.upToDate).toBe(true);
    const stale = await eventually(async () => {
      const found = await sessionById(session.id);
      return found?.upToDate === false ? found : undefined;
    });
    expect(stale).toMatchObject({ status: 'Active', gameState: { playerCount: 4 } });
    const clients = async () =>
      (await call(t.app, observer.token, 'GET', '/api/game-sessions/clients')).json<{
        data: ConnectedClient[];
      }>().data;
    expect((await clients()).find((c) => c.clientId === 'gs-stale')?.upToDate).toBe(false);
    await eventually(async () =>
      (await clients()).some((c) => c.clientId === 'gs-stale') ? undefined : true,
    );
    expect(await sessionById(session.id)).toMatchObject({ status: 'Active', upToDate: false });
    await server.closed;

    // It comes back: the welcome lists its session and seq, and a newer report lands.
    const back = await RawGameServer.connect(t.url, 'gs-stale');
    expect(back.welcome).toMatchObject({
      lastSeq: 1,
      sessions: [{ sessionId: session.id, status: 'Active' }],
    });
    back.server.report(session.id, 2, { gameState: { mode: 'XBall', playerCount: 6, teamA: 0, teamB: 0 } });
    await eventually(async () => {
      const found = await sessionById(session.id);
      return found?.upToDate && found.gameState?.playerCount === 6 ? true : undefined;
    });
    back.server.report(session.id, 3, { status: 'ended' });
    await eventually(async () =>
      (await sessionById(session.id))?.status === 'Not Active' ? true : undefined,
    );
    back.server.close();
  });

  it('lists sessions newest first with simple-REST filters, sort and range', async () => {
    const { server, session } = await hosted('gs-list');
    server.close();
    const all = await call(t.app, observer.token, 'GET', '/api/game-sessions');
    const ids = all.json<{ data: GameSession[] }>().data.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const filter = encodeURIComponent(JSON.stringify({ status: 'inactive', q: 'gs-list' }));
    const page = await call(
      t.app,
      observer.token,
      'GET',
      `/api/game-sessions?filter=${filter}&sort=["id","ASC"]&range=[0,0]`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toEqual([expect.objectContaining({ id: session.id, status: 'Pending' })]);
    expect(page.headers['content-range']).toBe('game-sessions 0-0/1');
    const active = encodeURIComponent(JSON.stringify({ status: 'active', q: 'gs-list' }));
    expect(
      (await call(t.app, observer.token, 'GET', `/api/game-sessions?filter=${active}`)).json().data,
    ).toEqual([]);
    const bad = encodeURIComponent(JSON.stringify({ status: 'Paused' }));
    expect((await call(t.app, observer.token, 'GET', `/api/game-sessions?filter=${bad}`)).statusCode).toBe(
      400,
    );
    await sleep(0);
  });

  it('pages through every session with a stable order and the total in Content-Range', async () => {
    const { server } = await RawGameServer.connect(t.url, 'gs-pages');
    for (let n = 0; n < 3; n += 1) {
      const answered = server.answer('createSession');
      expect((await create('gs-pages', { ...BODY, code: `55${n}0` })).statusCode).toBe(201);
      await answered;
    }
    server.close();
    const filter = encodeURIComponent(JSON.stringify({ q: 'gs-pages' }));
    const pageOf = (range: string) =>
      call(
        t.app,
        observer.token,
        'GET',
        `/api/game-sessions?filter=${filter}&sort=["code","DESC"]&range=${range}`,
      );
    const first = await pageOf('[0,1]');
    expect(first.json<{ data: GameSession[] }>().data.map((s) => s.code)).toEqual(['5520', '5510']);
    expect(first.headers['content-range']).toBe('game-sessions 0-1/3');
    const second = await pageOf('[2,3]');
    expect(second.json<{ data: GameSession[] }>().data.map((s) => s.code)).toEqual(['5500']);
    expect(second.headers['content-range']).toBe('game-sessions 2-2/3');
    const past = await pageOf('[4,5]');
    expect(past.json().data).toEqual([]);
    expect(past.headers['content-range']).toBe('game-sessions */3');
    expect((await pageOf('[1,0]')).statusCode).toBe(400);
    const badSort = await call(t.app, observer.token, 'GET', '/api/game-sessions?sort=["gameState","ASC"]');
    expect(badSort.statusCode).toBe(400);
  });

  it('counts Active and inactive sessions and the players of the Active ones for the stats cards', async () => {
    const stats = async () => {
      const response = await call(t.app, observer.token, 'GET', '/api/game-sessions/stats');
      expect(response.statusCode).toBe(200);
      return response.json<{ data: { active: number; inactive: number; players: number } }>().data;
    };
    expect((await t.app.inject({ url: '/api/game-sessions/stats' })).statusCode).toBe(401);
    expect((await call(t.app, player.token, 'GET', '/api/game-sessions/stats')).statusCode).toBe(403);
    const before = await stats();

    const running = await hosted('gs-stats');
    running.server.report(running.session.id, 1, {
      gameState: { mode: 'XBall', playerCount: 6, teamA: 0, teamB: 0 },
    });
    await eventually(async () => ((await stats()).active === before.active + 1 ? true : undefined));
    const pending = await hosted('gs-stats-pending');
    const stopped = await hosted('gs-stats-stopped');
    stopped.server.report(stopped.session.id, 1, {
      gameState: { mode: 'XBall', playerCount: 3, teamA: 0, teamB: 0 },
    });
    await eventually(async () =>
      (await sessionById(stopped.session.id))?.status === 'Active' ? true : undefined,
    );
    const answered = stopped.server.answer('stopSession');
    expect(
      (await call(t.app, gameMaster.token, 'PUT', `/api/game-sessions/${stopped.session.id}/stop`))
        .statusCode,
    ).toBe(200);
    await answered;

    // The stopped session's last count (3) is nobody playing now.
    expect(await stats()).toEqual({
      active: before.active + 1,
      inactive: before.inactive + 2,
      players: before.players + 6,
    });
    for (const { server } of [running, pending, stopped]) server.close();
  });
});

describe.each(databaseKinds())('state reports on %s', (kind) => {
  // The periodic flush never comes within the test: only a report's own flush can write it.
  let t: GatewayApp;
  beforeAll(async () => {
    t = await buildGatewayApp(kind, { flushMs: 600_000, reportFlushMs: 50 });
  });
  afterAll(() => t?.close());

  it('are written soon after they arrive, not at the next periodic flush', async () => {
    const admin = await signUp(t.app);
    const { server } = await RawGameServer.connect(t.url, 'gs-prompt');
    const created = call(t.app, admin.token, 'POST', '/api/game-sessions/client?clientId=gs-prompt', BODY);
    await server.answer('createSession');
    const session = (await created).json().data as GameSession;
    server.report(session.id, 1, { gameState: { mode: 'XBall', playerCount: 2, teamA: 4, teamB: 1 } });
    const read = async () => {
      const list = await call(t.app, admin.token, 'GET', '/api/game-sessions');
      const found = list.json<{ data: GameSession[] }>().data.find((row) => row.id === session.id);
      return found?.gameState?.teamA === 4 ? found : undefined;
    };
    expect(await eventually(read)).toMatchObject({ status: 'Active', slavePort: 7777 });
    server.close();
  });
});
