import type { Droplet, GameServerCredential, GameSession } from '@domain/api';
import { ownGatewayLauncher } from '@server/modules/droplets/plugin';
import { createSimulatedProvider, type GameServerLauncher } from '@server/modules/droplets/simulated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameServerAgent } from '../../tools/game-server-sim/agent';
import { referenceGameServers } from '../../tools/game-server-sim/simulated-game-servers';
import { type SessionTokens, signUp } from './helpers/api';
import { databaseKinds } from './helpers/databases';
import { buildGatewayApp, eventually, GAME_SERVER_TOKEN, type GatewayApp } from './helpers/game-servers';
import { call } from './helpers/teams';

// The droplet <-> game session tie: every droplet gets a simulated game server once
// active, announcing its own id droplet-<id>; with "create a game session" the session appears in
// /game-sessions on that game server, or on the named connected client. A real machine's game server
// (here an agent started by the test) gets its session the same way.

const D = '/api/digital-ocean';

describe.each(databaseKinds())('droplet game sessions on %s', (kind) => {
  let t: GatewayApp;
  let admin: SessionTokens;
  const agents: GameServerAgent[] = [];

  /** The droplets whose game server was started, by name, with the id it announces. */
  const launched = new Map<string, string>();
  beforeAll(async () => {
    // Droplets named real-* stand for machines whose game server the test starts itself.
    const launchGameServer: GameServerLauncher = (identity) => {
      launched.set(identity.customId, identity.clientId);
      if (identity.customId.startsWith('real-')) return { stop: async () => undefined };
      // The app's own launcher: a reference game server connecting to this app's gateway.
      return ownGatewayLauncher(t.app, GAME_SERVER_TOKEN, referenceGameServers, 10_000)(identity);
    };
    t = await buildGatewayApp(
      kind,
      {},
      { options: { cloud: { simulatedActiveAfterMs: 50, launchGameServer } } },
    );
    admin = await signUp(t.app);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(agents.map((agent) => agent.stop()));
    await t?.close();
  });

  const create = async (body: object) => {
    const response = await call(t.app, admin.token, 'POST', `${D}/droplets/create`, body);
    expect(response.statusCode).toBe(201);
    return response.json<{ data: Droplet }>().data;
  };
  const sessionWithCode = (code: string) =>
    eventually(async () => {
      const list = await call(t.app, admin.token, 'GET', '/api/game-sessions');
      return list.json<{ data: GameSession[] }>().data.find((session) => session.code === code);
    });

  it('starts a game server for the droplet and its session appears once it connects', async () => {
    const droplet = await create({ name: 'arena-sim', size: 's-1vcpu-1gb', code: '5150', isPublic: true });
    const session = await sessionWithCode('5150');
    expect(session).toMatchObject({ clientId: `droplet-${droplet.id}`, isPublic: true, mode: 'XBall' });
    expect(t.app.gameServerGateway.connectionCount).toBe(1);
    // It signed in with the machine's own credential, read from the droplet's user data.
    const credentials = await call(t.app, admin.token, 'GET', '/api/game-servers/credentials');
    const own = credentials
      .json<{ data: GameServerCredential[] }>()
      .data.find((credential) => credential.clientId === `droplet-${droplet.id}`);
    expect(own).toMatchObject({ source: 'droplet', status: 'active', lastUsedAt: expect.any(String) });

    const deleted = await call(t.app, admin.token, 'DELETE', `${D}/droplets/${droplet.id}`);
    expect(deleted.statusCode).toBe(200);
    await eventually(async () => (t.app.gameServerGateway.connectionCount === 0 ? true : undefined));
  });

  it('creates the session on the named client when its game server connects later', async () => {
    await create({ name: 'real-arena', size: 's-1vcpu-1gb', code: '6060', clientId: 'arena-real-gs' });
    await eventually(async () => (launched.has('real-arena') ? true : undefined));
    const agent = new GameServerAgent({ url: t.url, token: GAME_SERVER_TOKEN, clientId: 'arena-real-gs' });
    agents.push(agent);
    agent.start();
    const session = await sessionWithCode('6060');
    expect(session.clientId).toBe('arena-real-gs');
    await agent.stop();
  });

  const connectedClientIds = async () => {
    const list = await call(t.app, admin.token, 'GET', '/api/game-sessions/clients');
    return list.json<{ data: { clientId: string }[] }>().data.map((client) => client.clientId);
  };

  it('creates the session on the named connected client; the new machine announces its own id', async () => {
    const sim = new GameServerAgent({ url: t.url, token: GAME_SERVER_TOKEN, clientId: 'sim', reportMs: 50 });
    agents.push(sim);
    sim.start();
    await eventually(async () => (sim.connected ? true : undefined));
    const droplet = await create({
      name: 'arena-on-sim',
      size: 's-1vcpu-1gb',
      code: '3131',
      clientId: 'sim',
    });
    const session = await sessionWithCode('3131');
    expect(session.clientId).toBe('sim');
    await eventually(async () => {
      const ids = await connectedClientIds();
      return ids.includes(`droplet-${droplet.id}`) && ids.includes('sim') ? true : undefined;
    });
    expect(launched.get('arena-on-sim')).toBe(`droplet-${droplet.id}`);
    // No tug-of-war: sim keeps its connection and the session stays Active on it.
    await eventually(async () => ((await sessionWithCode('3131')).status === 'Active' ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(sim.stats.closes).toEqual([]);
    expect(await sessionWithCode('3131')).toMatchObject({ clientId: 'sim', status: 'Active' });
    expect((await call(t.app, admin.token, 'DELETE', `${D}/droplets/${droplet.id}`)).statusCode).toBe(200);
    await sim.stop();
  });

  let withoutSession: Droplet;
  it('without a game session the machine still joins: its game server connects, no session is made', async () => {
    withoutSession = await create({
      name: 'no-session',
      size: 's-1vcpu-1gb',
      code: '7070',
      createGameSession: false,
    });
    const clientId = `droplet-${withoutSession.id}`;
    await eventually(async () => ((await connectedClientIds()).includes(clientId) ? true : undefined));
    expect(launched.get('no-session')).toBe(clientId);
    const list = await call(t.app, admin.token, 'GET', '/api/game-sessions');
    expect(list.json<{ data: GameSession[] }>().data.some((session) => session.code === '7070')).toBe(false);
    // Sessions can be created on it later.
    const later = await call(t.app, admin.token, 'POST', `/api/game-sessions/client?clientId=${clientId}`, {
      code: '7171',
      mode: 'XBall',
    });
    expect(later.statusCode).toBe(201);
  });

  it('starts the game servers of existing droplets again after a restart (resume)', async () => {
    const droplet = await create({ name: 'real-resumed', size: 's-1vcpu-1gb', code: '8080' });
    const started: string[] = [];
    const restarted = createSimulatedProvider({
      db: t.app.db,
      tag: t.config.cloud.doTag,
      activeAfterMs: 0,
      launchGameServer: ({ clientId }) => {
        started.push(clientId);
        return { stop: async () => undefined };
      },
    });
    await restarted.resume();
    await eventually(async () => (started.includes(`droplet-${droplet.id}`) ? true : undefined));
    expect(started).toContain(`droplet-${withoutSession.id}`);
    await restarted.close();
    expect((await call(t.app, admin.token, 'DELETE', `${D}/droplets/${withoutSession.id}`)).statusCode).toBe(
      200,
    );
  });
});
