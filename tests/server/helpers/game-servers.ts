import type { AddressInfo } from 'node:net';
import type { BuildOptions } from '@server/app';
import type { Config } from '@server/config';
import type { App } from '@server/http/types';
import { GATEWAY_PATH, PROTOCOL_VERSION } from '@server/modules/game-sessions/protocol';
import type { GatewaySettings } from '@server/modules/game-sessions/settings';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from './app';
import { createPostgresDatabase, type DatabaseKind, type ScratchPostgres } from './databases';

// A listening app with a fast gateway, a bare WebSocket game server that records what it hears, and small
// helpers for roles and waiting.

export const GAME_SERVER_TOKEN = 'test-game-server-token-0123456789';

export const FAST_GATEWAY: Partial<GatewaySettings> = {
  heartbeatMs: 200,
  staleAfterMs: 700,
  dropAfterMs: 2_000,
  commandTimeoutMs: 600,
  flushMs: 25,
  helloTimeoutMs: 600,
};

export interface GatewayApp extends TestApp {
  url: string;
}

export async function buildGatewayApp(
  kind: DatabaseKind,
  settings: Partial<GatewaySettings> = {},
  extra: { databaseUrl?: string; options?: BuildOptions; config?: Partial<Config> } = {},
): Promise<GatewayApp> {
  const t = await buildTestApp(kind, {
    config: {
      gameServerToken: GAME_SERVER_TOKEN,
      ...(extra.databaseUrl ? { databaseUrl: extra.databaseUrl } : {}),
      ...extra.config,
    },
    options: { gameServers: { ...FAST_GATEWAY, ...settings }, ...extra.options },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { ...t, url: `ws://127.0.0.1:${port}${GATEWAY_PATH}` };
}

/**
 * Two API instances on one scratch PostgreSQL database (PostgreSQL only: they meet through LISTEN/NOTIFY),
 * built before the suite's tests and closed after them. Read `a` and `b` inside the tests.
 */
export function twoInstancesOnPostgres(): { readonly a: GatewayApp; readonly b: GatewayApp } {
  let database: ScratchPostgres | undefined;
  const apps: GatewayApp[] = [];
  beforeAll(async () => {
    database = await createPostgresDatabase({ migrated: true });
    for (let i = 0; i < 2; i += 1)
      apps.push(await buildGatewayApp('pglite', {}, { databaseUrl: database.url }));
  });
  afterAll(async () => {
    for (const app of apps.splice(0)) await app.close();
    await database?.drop();
  });
  return {
    get a() {
      return apps[0];
    },
    get b() {
      return apps[1];
    },
  };
}

export type Message = { type: string } & Record<string, unknown>;

/** A game server speaking the protocol by hand, so tests control every frame. */
export class RawGameServer {
  readonly received: Message[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: { match: (message: Message) => boolean; resolve: (message: Message) => void }[] = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Message;
      this.received.push(message);
      for (const waiter of this.waiters.filter((w) => w.match(message))) {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(message);
      }
    });
    socket.on('error', () => undefined);
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
  }

  static async open(url: string, headers: Record<string, string> = {}): Promise<RawGameServer> {
    const socket = new WebSocket(url, { headers });
    const server = new RawGameServer(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return server;
  }

  /** Opens a connection and completes the hello; answers the welcome. */
  static async connect(url: string, clientId: string, extra: Record<string, unknown> = {}) {
    const server = await RawGameServer.open(url);
    const welcome = await server.hello(clientId, extra);
    return { server, welcome };
  }

  async hello(clientId: string, extra: Record<string, unknown> = {}): Promise<Message> {
    // A bound, not a budget: under a loaded CI machine the first hello on a fresh instance can take seconds.
    const welcome = this.next('welcome', 10_000);
    this.send({ type: 'hello', protocol: PROTOCOL_VERSION, token: GAME_SERVER_TOKEN, clientId, ...extra });
    return welcome;
  }

  send(message: object): void {
    this.socket.send(JSON.stringify(message));
  }

  /**
   * The next message of `type` (one already received and not yet taken counts). The timeout only bounds a
   * message that never comes: a loaded machine (CI runs two test files at once on two CPUs) may take
   * seconds to deliver one.
   */
  next(type: string, timeoutMs = 15_000): Promise<Message> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${type} message within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiters.push({
        match: (message) => message.type === type,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
      });
    });
  }

  /** Acknowledges the next command of `type`, with ok or a refusal. */
  async answer(type: 'createSession' | 'stopSession', ack: { ok: boolean; error?: string } = { ok: true }) {
    const command = await this.next(type);
    this.send({ type: 'ack', id: command.id, ...ack });
    return command;
  }

  report(sessionId: number, seq: number, overrides: Record<string, unknown> = {}): void {
    this.send({
      type: 'state',
      seq,
      sessionId,
      status: 'running',
      serverStart: '2026-11-21T10:00:00.000Z',
      slaveIp: '203.0.113.7',
      slavePort: 7777,
      gameState: { mode: 'XBall', playerCount: 4, teamA: 1, teamB: 2 },
      ...overrides,
    });
  }

  close(): void {
    this.socket.close();
  }
}

/** Gives a user a seeded role (Admin, Game Master, Observer ...). */
export async function grantRole(app: App, userId: number, role: string): Promise<void> {
  await app.db.execute(sql`
    insert into user_roles (user_id, role_id) select ${userId}, id from roles where name = ${role}`);
}

/** Polls `probe` until it returns a value other than undefined. */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
