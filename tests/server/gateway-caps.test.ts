import type { IncomingMessage } from 'node:http';
import { upgradeClientAddress } from '@server/modules/game-sessions/hello-caps';
import { CLOSE } from '@server/modules/game-sessions/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { databaseKinds } from './helpers/databases';
import { buildGatewayApp, eventually, type GatewayApp, RawGameServer } from './helpers/game-servers';

// The caps on sockets that have not said hello: per client address (429) and in total (503),
// refused at the upgrade, freed by hello, close or the hello deadline, while HTTP keeps answering.

const PER_ADDRESS = 3;
const TOTAL = 5;

/** The HTTP status of a refused upgrade, or 101 when the socket opened (it is closed again at once). */
function upgradeStatus(url: string, address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { 'x-forwarded-for': address } });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => {
      resolve(101);
      socket.terminate();
    });
    socket.on('error', (error) => reject(error));
  });
}

describe.each(databaseKinds())('hello caps of the game-server gateway on %s', (kind) => {
  let t: GatewayApp;
  let open: RawGameServer[] = [];
  beforeAll(async () => {
    t = await buildGatewayApp(
      kind,
      { maxAwaitingHelloPerAddress: PER_ADDRESS, maxAwaitingHello: TOTAL, helloTimeoutMs: 1_500 },
      { config: { trustProxy: true } },
    );
  });
  afterEach(async () => {
    for (const server of open) server.socket.terminate();
    await Promise.all(open.map((server) => server.closed));
    open = [];
    // The server side notices the closes and frees the places.
    await eventually(async () => (t.app.gameServerGateway.awaitingHelloCount === 0 ? true : undefined));
  });
  afterAll(() => t?.close());

  const openFrom = async (address: string) => {
    const server = await RawGameServer.open(t.url, { 'x-forwarded-for': address });
    open.push(server);
    return server;
  };
  const healthUrl = () => t.url.replace(/^ws/, 'http').replace('/api/game-servers/ws', '/api/health');

  it('refuses the socket over the per-address cap with 429, others still get in', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) await openFrom('198.51.100.1');
    expect(await upgradeStatus(t.url, '198.51.100.1')).toBe(429);
    expect(await upgradeStatus(t.url, '198.51.100.2')).toBe(101);
  });

  it('refuses any socket over the total cap with 503 and keeps /api/health answering', async () => {
    for (let i = 0; i < TOTAL; i++) await openFrom(`198.51.100.${10 + i}`);
    expect(await upgradeStatus(t.url, '198.51.100.99')).toBe(503);
    expect((await fetch(healthUrl())).status).toBe(200);
    // A refused flood holds nothing: health still answers after it.
    const refused = await Promise.all(
      Array.from({ length: 50 }, (_, i) => upgradeStatus(t.url, `203.0.113.${i}`)),
    );
    expect(new Set(refused)).toEqual(new Set([503]));
    expect((await fetch(healthUrl())).status).toBe(200);
  });

  it('stops counting a socket once its hello is accepted', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) {
      const server = await openFrom('198.51.100.3');
      await server.hello(`caps-hello-${i}`);
    }
    expect(t.app.gameServerGateway.awaitingHelloCount).toBe(0);
    await openFrom('198.51.100.3');
    expect(t.app.gameServerGateway.awaitingHelloCount).toBe(1);
  });

  it('frees the place of a socket that closes without hello', async () => {
    const servers = [];
    for (let i = 0; i < PER_ADDRESS; i++) servers.push(await openFrom('198.51.100.4'));
    servers[0]?.close();
    await servers[0]?.closed;
    await eventually(async () =>
      t.app.gameServerGateway.awaitingHelloCount === PER_ADDRESS - 1 ? true : undefined,
    );
    expect(await upgradeStatus(t.url, '198.51.100.4')).toBe(101);
  });

  it('closes sockets that never say hello at the hello deadline (4001), which frees their places', async () => {
    const servers = [];
    for (let i = 0; i < PER_ADDRESS; i++) servers.push(await openFrom('198.51.100.5'));
    expect(await upgradeStatus(t.url, '198.51.100.5')).toBe(429);
    for (const server of servers) expect((await server.closed).code).toBe(CLOSE.unauthorized);
    await eventually(async () => (t.app.gameServerGateway.awaitingHelloCount === 0 ? true : undefined));
    expect(await upgradeStatus(t.url, '198.51.100.5')).toBe(101);
  });
});

describe('the client address of an upgrade', () => {
  const request = (forwarded?: string) =>
    ({
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      socket: { remoteAddress: '10.0.0.7' },
    }) as unknown as IncomingMessage;

  it('is the left-most X-Forwarded-For entry with TRUST_PROXY, as request.ip is', () => {
    expect(upgradeClientAddress(request('198.51.100.1, 10.0.0.2'), true)).toBe('198.51.100.1');
    expect(upgradeClientAddress(request(), true)).toBe('10.0.0.7');
  });

  it('is the peer address without TRUST_PROXY, whatever the header says', () => {
    expect(upgradeClientAddress(request('198.51.100.1'), false)).toBe('10.0.0.7');
  });
});

describe('hello caps from the configuration (GAME_SERVER_HELLO_CAP_PER_ADDRESS, GAME_SERVER_HELLO_CAP)', () => {
  let t: GatewayApp;
  const held: RawGameServer[] = [];
  beforeAll(async () => {
    t = await buildGatewayApp('pglite', {}, { config: { helloCaps: { perAddress: 2, total: 3 } } });
  });
  afterAll(async () => {
    for (const server of held) server.socket.terminate();
    await t?.close();
  });

  it('applies the configured numbers to the gateway', async () => {
    for (let i = 0; i < 2; i++) held.push(await RawGameServer.open(t.url));
    expect(await upgradeStatus(t.url, 'ignored without TRUST_PROXY')).toBe(429);
  });
});
