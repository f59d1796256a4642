import { gameServerConnections } from '@server/db/schema';
import { CLOSE, PROTOCOL_VERSION } from '@server/modules/game-sessions/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { databaseKinds } from './helpers/databases';
import {
  buildGatewayApp,
  eventually,
  GAME_SERVER_TOKEN,
  type GatewayApp,
  RawGameServer,
} from './helpers/game-servers';

// Protocol conformance of the gateway (docs/game-server-protocol.md) with a real WebSocket client.

describe.each(databaseKinds())('game-server gateway on %s', (kind) => {
  let t: GatewayApp;
  beforeAll(async () => {
    t = await buildGatewayApp(kind);
  });
  afterAll(() => t?.close());

  const row = async (clientId: string) => {
    const [found] = await t.app.db
      .select()
      .from(gameServerConnections)
      .where(eq(gameServerConnections.clientId, clientId));
    return found;
  };

  it('answers hello with welcome and records the connection', async () => {
    const { server, welcome } = await RawGameServer.connect(t.url, 'gw-hello', { customId: 'Droplet 1' });
    expect(welcome).toMatchObject({
      type: 'welcome',
      protocol: PROTOCOL_VERSION,
      heartbeatMs: 200,
      staleAfterMs: 700,
      maxMessageBytes: 64 * 1024,
      rate: { perSecond: 20, burst: 40 },
      lastSeq: 0,
      sessions: [],
    });
    expect(typeof welcome.socketId).toBe('string');
    expect(await row('gw-hello')).toMatchObject({
      customId: 'Droplet 1',
      socketId: welcome.socketId,
      disconnectedAt: null,
    });
    server.close();
    await server.closed;
    await eventually(async () => ((await row('gw-hello'))?.disconnectedAt ? true : undefined));
  });

  it('accepts the token in an Authorization header on the upgrade', async () => {
    const server = await RawGameServer.open(t.url, { authorization: `Bearer ${GAME_SERVER_TOKEN}` });
    const welcome = server.next('welcome');
    server.send({ type: 'hello', protocol: PROTOCOL_VERSION, clientId: 'gw-header' });
    expect((await welcome).type).toBe('welcome');
    server.close();
  });

  it('closes a wrong or missing token with 4001 and records nothing', async () => {
    for (const token of ['wrong-token', undefined]) {
      const server = await RawGameServer.open(t.url);
      server.send({ type: 'hello', protocol: PROTOCOL_VERSION, token, clientId: 'gw-intruder' });
      expect((await server.closed).code).toBe(CLOSE.unauthorized);
    }
    // A wrong Authorization header never gets a socket: see gateway-credentials.test.ts.
    await expect(RawGameServer.open(t.url, { authorization: 'Bearer nope' })).rejects.toThrow(/401/);
    expect(await row('gw-intruder')).toBeUndefined();
  });

  it('closes a connection that never says hello with 4001', async () => {
    const server = await RawGameServer.open(t.url);
    expect((await server.closed).code).toBe(CLOSE.unauthorized);
  });

  it('closes malformed, unknown, invalid, binary and out-of-order messages with 4002', async () => {
    const cases: (string | Buffer)[] = [
      'not json{',
      JSON.stringify({ type: 'teleport' }),
      JSON.stringify({
        type: 'hello',
        protocol: 1,
        token: GAME_SERVER_TOKEN,
        clientId: 'bad id with spaces',
      }),
      JSON.stringify({ type: 'heartbeat' }),
      JSON.stringify([1, 2, 3]),
      JSON.stringify(null),
      Buffer.from([1, 2, 3]),
    ];
    for (const frame of cases) {
      const server = await RawGameServer.open(t.url);
      server.socket.send(frame);
      const closed = await server.closed;
      expect(closed.code, String(frame)).toBe(CLOSE.protocolError);
      expect(closed.reason.length).toBeGreaterThan(0);
    }
    const { server } = await RawGameServer.connect(t.url, 'gw-twice');
    server.send({ type: 'hello', protocol: 1, token: GAME_SERVER_TOKEN, clientId: 'gw-twice' });
    expect((await server.closed).code).toBe(CLOSE.protocolError);
    const { server: lying } = await RawGameServer.connect(t.url, 'gw-garbage');
    lying.report(1, 1, { gameState: { mode: 'XBall', playerCount: -5, teamA: 'x', teamB: 0 } });
    expect((await lying.closed).code).toBe(CLOSE.protocolError);
  });

  it('refuses another protocol version with 4003', async () => {
    const server = await RawGameServer.open(t.url);
    server.send({ type: 'hello', protocol: 99, token: GAME_SERVER_TOKEN, clientId: 'gw-future' });
    expect((await server.closed).code).toBe(CLOSE.unsupportedVersion);
  });

  it('closes a message larger than the limit with 1009', async () => {
    const { server } = await RawGameServer.connect(t.url, 'gw-big');
    server.socket.send(JSON.stringify({ type: 'heartbeat', padding: 'x'.repeat(70 * 1024) }));
    expect((await server.closed).code).toBe(CLOSE.tooLarge);
  });

  it('closes a flood with 4008', async () => {
    const { server } = await RawGameServer.connect(t.url, 'gw-flood');
    for (let index = 0; index < 100; index += 1) server.send({ type: 'heartbeat' });
    expect((await server.closed).code).toBe(CLOSE.rateLimited);
  });

  it('replaces an older connection of the same clientId (4009 to the old one)', async () => {
    const first = await RawGameServer.connect(t.url, 'gw-twin');
    const second = await RawGameServer.connect(t.url, 'gw-twin', {
      resume: { socketId: first.welcome.socketId },
    });
    expect((await first.server.closed).code).toBe(CLOSE.replaced);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await row('gw-twin')).toMatchObject({ socketId: second.welcome.socketId, disconnectedAt: null });
    second.server.close();
  });

  it("keeps a connection when an older connection's announcement from another instance arrives late", async () => {
    const { server, welcome } = await RawGameServer.connect(t.url, 'gw-late-news');
    // What the bus delivers when another instance accepted 'gw-late-news' before this hello was recorded.
    t.app.gameServerGateway.replacedElsewhere('gw-late-news', 'socket-of-an-older-connection');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.socket.readyState).toBe(WebSocket.OPEN);
    expect(await row('gw-late-news')).toMatchObject({ socketId: welcome.socketId, disconnectedAt: null });

    // A newer holder recorded elsewhere does close it.
    await t.app.db
      .update(gameServerConnections)
      .set({ socketId: 'socket-of-a-newer-connection' })
      .where(eq(gameServerConnections.clientId, 'gw-late-news'));
    t.app.gameServerGateway.replacedElsewhere('gw-late-news', 'socket-of-a-newer-connection');
    expect((await server.closed).code).toBe(CLOSE.replaced);
  });

  it('refuses (4009) a replaced connection that comes back resuming it, while the newer one is alive', async () => {
    const older = await RawGameServer.connect(t.url, 'gw-rival');
    const newer = await RawGameServer.connect(t.url, 'gw-rival');
    const replaced = await older.server.closed;
    expect(replaced.code).toBe(CLOSE.replaced);
    expect(replaced.reason).toMatch(/do not reconnect/);
    newer.server.send({ type: 'heartbeat' });
    await eventually(async () => {
      const current = await row('gw-rival');
      return current && current.lastSeenAt > current.connectedAt ? true : undefined;
    });

    const comeback = await RawGameServer.open(t.url);
    comeback.send({
      type: 'hello',
      protocol: PROTOCOL_VERSION,
      token: GAME_SERVER_TOKEN,
      clientId: 'gw-rival',
      resume: { socketId: older.welcome.socketId },
    });
    expect((await comeback.closed).code).toBe(CLOSE.replaced);
    expect(newer.server.socket.readyState).toBe(WebSocket.OPEN);
    expect(await row('gw-rival')).toMatchObject({ socketId: newer.welcome.socketId, disconnectedAt: null });
    newer.server.close();
  });

  it('keeps last-seen fresh with heartbeats and closes a silent connection with 4010', async () => {
    const { server } = await RawGameServer.connect(t.url, 'gw-beat');
    const before = (await row('gw-beat'))!.lastSeenAt;
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.send({ type: 'heartbeat' });
    await eventually(async () => ((await row('gw-beat'))!.lastSeenAt > before ? true : undefined));
    expect((await server.closed).code).toBe(CLOSE.silent);
  });

  it('tells a game server about a session it does not have, without closing', async () => {
    const { server } = await RawGameServer.connect(t.url, 'gw-unknown');
    server.report(424242, 1);
    expect(await server.next('error')).toMatchObject({ error: 'unknown_session', sessionId: 424242 });
    server.send({ type: 'ack', id: 'nobody-waits', ok: true });
    server.send({ type: 'heartbeat' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.socket.readyState).toBe(WebSocket.OPEN);
    server.close();
  });

  it('answers other paths with 404 and keeps serving HTTP', async () => {
    const other = new WebSocket(t.url.replace('/api/game-servers/ws', '/api/other'));
    const failed = await new Promise<string>((resolve) =>
      other.on('error', (error) => resolve(error.message)),
    );
    expect(failed).toMatch(/404/);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
