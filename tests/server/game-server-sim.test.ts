import { rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { GameSession } from '@domain/api';
import { JOIN_CODE_PATTERN } from '@domain/match-join-codes';
import { ManualClock } from '@server/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { GameServerAgent } from '../../tools/game-server-sim/agent';
import { playerCodesThroughApi } from '../../tools/game-server-sim/player-codes';
import { signUp } from './helpers/api';
import { temporaryDirectory, testConfig } from './helpers/app';
import { matchUp } from './helpers/competition';
import { databaseKinds } from './helpers/databases';
import {
  buildGatewayApp,
  eventually,
  GAME_SERVER_TOKEN,
  type GatewayApp,
  grantRole,
  RawGameServer,
  sleep,
} from './helpers/game-servers';
import { call } from './helpers/teams';

// The reference agent (tools/game-server-sim) against the real gateway, and against a scripted server for
// the cases a real server does not produce on demand (repeated command ids, dropped connections).

describe('the reference game server', () => {
  let t: GatewayApp;
  beforeAll(async () => {
    t = await buildGatewayApp('pglite');
  });
  afterAll(() => t?.close());

  it('hosts a session created through the API: Pending, then Active with players and scores', async () => {
    const agent = new GameServerAgent({
      url: t.url,
      token: GAME_SERVER_TOKEN,
      clientId: 'sim-api',
      reportMs: 50,
      startMs: 50,
    });
    agent.start();
    try {
      await eventually(async () => (agent.connected ? true : undefined));
      const manager = await signUp(t.app);
      await grantRole(t.app, manager.userId, 'Game Master');
      const created = await call(t.app, manager.token, 'POST', '/api/game-sessions/client?clientId=sim-api', {
        code: '5555',
        mode: 'XBall',
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json<{ data: GameSession }>().data;
      const active = await eventually(async () => {
        const list = await call(t.app, manager.token, 'GET', '/api/game-sessions');
        const found = list.json<{ data: GameSession[] }>().data.find((s) => s.id === id);
        return found?.status === 'Active' && (found.gameState?.playerCount ?? 0) > 0 ? found : undefined;
      });
      expect(active).toMatchObject({ slaveIp: '203.0.113.10', upToDate: true, gameState: { mode: 'XBall' } });
      const again = await call(t.app, manager.token, 'POST', '/api/game-sessions/client?clientId=sim-api', {
        code: '5555',
        mode: 'XBall',
      });
      expect(again.statusCode).toBe(409);
      expect((await call(t.app, manager.token, 'PUT', `/api/game-sessions/${id}/stop`)).statusCode).toBe(200);
      await eventually(async () => (agent.sessions.size === 0 ? true : undefined));
    } finally {
      await agent.stop();
    }
  });

  it('answers a repeated command id with the same ack and reconnects with resume after a drop', async () => {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    const hellos: Record<string, unknown>[] = [];
    const acks: Record<string, unknown>[] = [];
    let connections = 0;
    wss.on('connection', (socket) => {
      connections += 1;
      const first = connections === 1;
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString()) as Record<string, unknown>;
        if (message.type === 'hello') {
          hellos.push(message);
          socket.send(
            JSON.stringify({
              type: 'welcome',
              protocol: 1,
              socketId: `s${connections}`,
              heartbeatMs: 1000,
              lastSeq: 7,
              sessions: [],
            }),
          );
          if (first) {
            const command = {
              type: 'createSession',
              id: 'cmd-1',
              sessionId: 1,
              code: '1',
              isPublic: false,
              mode: 'XBall',
            };
            socket.send(JSON.stringify(command));
            socket.send(JSON.stringify(command));
          }
        } else if (message.type === 'ack') {
          acks.push(message);
          if (acks.length === 2) socket.terminate();
        }
      });
    });
    await new Promise((resolve) => wss.once('listening', resolve));
    const { port } = wss.address() as AddressInfo;
    const agent = new GameServerAgent({
      url: `ws://127.0.0.1:${port}`,
      token: 't',
      clientId: 'scripted',
      maxSessions: 1,
    });
    agent.start();
    try {
      await eventually(async () => (hellos.length === 2 ? true : undefined), 10_000);
      expect(acks).toEqual([
        { type: 'ack', id: 'cmd-1', ok: true },
        { type: 'ack', id: 'cmd-1', ok: true },
      ]);
      expect(agent.sessions.size).toBe(1);
      expect(hellos[1]).toMatchObject({ clientId: 'scripted', resume: { socketId: 's1' } });
    } finally {
      await agent.stop();
      wss.close();
    }
  });
});

describe.each(databaseKinds())('two reference game servers with one clientId on %s', (kind) => {
  let t: GatewayApp;
  beforeAll(async () => {
    t = await buildGatewayApp(kind);
  });
  afterAll(() => t?.close());

  it('do not flap: the older is closed with 4009 and stays away, the sessions stay on the newer', async () => {
    const options = { url: t.url, token: GAME_SERVER_TOKEN, clientId: 'twin', reportMs: 50, startMs: 50 };
    const older = new GameServerAgent(options);
    const newer = new GameServerAgent(options);
    older.start();
    try {
      await eventually(async () => (older.connected ? true : undefined));
      newer.start();
      await eventually(async () => (newer.connected && older.stats.closes.length > 0 ? true : undefined));
      expect(older.stats.closes).toEqual([4009]);

      const manager = await signUp(t.app);
      await grantRole(t.app, manager.userId, 'Game Master');
      const created = await call(t.app, manager.token, 'POST', '/api/game-sessions/client?clientId=twin', {
        code: '7171',
        mode: 'XBall',
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json<{ data: GameSession }>().data;
      const statusOf = async () => {
        const list = await call(t.app, manager.token, 'GET', '/api/game-sessions');
        return list.json<{ data: GameSession[] }>().data.find((session) => session.id === id)?.status;
      };
      await eventually(async () => ((await statusOf()) === 'Active' ? true : undefined));

      // Long enough for several reconnect attempts of the older one (its first back-off is under 0.5 s).
      const seen = new Set<string | undefined>();
      for (let round = 0; round < 12; round += 1) {
        await sleep(200);
        seen.add(await statusOf());
      }
      expect([...seen]).toEqual(['Active']);
      expect(older.stats.connects).toBe(1);
      expect(older.connected).toBe(false);
      expect(newer.stats.connects).toBe(1);
      expect(newer.sessions.has(id)).toBe(true);
      expect(older.sessions.has(id)).toBe(false);
      const clients = await call(t.app, manager.token, 'GET', '/api/game-sessions/clients');
      const twins = clients
        .json<{ data: { clientId: string }[] }>()
        .data.filter((c) => c.clientId === 'twin');
      expect(twins).toHaveLength(1);
    } finally {
      await Promise.all([older.stop(), newer.stop()]);
    }
  });
});

describe('the stand-alone reference game server’s players', () => {
  const clock = new ManualClock('2027-01-04T18:00:00.000Z');
  let t: GatewayApp;
  beforeAll(async () => {
    const cloud = {
      ...testConfig('').cloud,
      matchMachine: { ...testConfig('').cloud.matchMachine, enabled: false },
    };
    t = await buildGatewayApp('pglite', {}, { options: { clock }, config: { cloud } });
  });
  afterAll(() => t?.close());

  it('sign in through the API as the listed players and get their own join codes (--players)', async () => {
    const admin = await signUp(t.app);
    const { match, a, b } = await matchUp(t.app, admin.token, clock, '2027-01-04T18:00:00.000Z');
    const { server } = await RawGameServer.connect(t.url, 'standalone-players', { slots: 1 });
    const [, started] = await Promise.all([
      server.answer('createSession'),
      call(t.app, a.captain.token, 'POST', `/api/matches/${match.id}/server`),
    ]);
    expect(started.statusCode, started.body).toBe(201);
    const folder = await temporaryDirectory('players-');
    const file = path.join(folder, 'players.json');
    await writeFile(file, JSON.stringify([a.player.credentials, b.captain.credentials]));
    const { port } = t.app.server.address() as AddressInfo;
    const codeFor = await playerCodesThroughApi(`http://127.0.0.1:${port}/api`, file);
    await rm(folder, { recursive: true, force: true });
    const code = await codeFor(match.id, a.player.userId);
    expect(code).toMatch(JOIN_CODE_PATTERN);
    // The player's own code: the one they get on the match page too.
    const own = await call(t.app, a.player.token, 'POST', `/api/matches/${match.id}/join-code`);
    expect(own.json().data.code).toBe(code);
    // A player not in the file has no code from it.
    expect(await codeFor(match.id, b.player.userId)).toBeNull();
    server.close();
  });
});
