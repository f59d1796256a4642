import { request as httpRequest } from 'node:http';
import type { GameServerCredential, IssuedGameServerCredential } from '@domain/api';
import { gameServerConnections, gameServerCredentials } from '@server/db/schema';
import { CLOSE, PROTOCOL_VERSION } from '@server/modules/game-sessions/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SessionTokens, signUp } from './helpers/api';
import { databaseKinds } from './helpers/databases';
import {
  buildGatewayApp,
  eventually,
  GAME_SERVER_TOKEN,
  type GatewayApp,
  RawGameServer,
  twoInstancesOnPostgres,
} from './helpers/game-servers';
import { call } from './helpers/teams';

// Per-game-server credentials at the gateway: a credential speaks for its own clientId only,
// a revoked one closes its live connection and lets nobody in again, a wrong Authorization header is
// refused with 401 before the upgrade, a new machine's credential not yet bound is told to reconnect, and the
// shared GAME_SERVER_TOKEN still speaks for any clientId.

const C = '/api/game-servers/credentials';

/** The status and body a plain HTTP upgrade request gets (no WebSocket client in between). */
function upgradeAnswer(url: string, authorization: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url.replace(/^ws/, 'http'), {
      headers: {
        authorization,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('upgrade', (_response, socket) => {
      socket.destroy();
      reject(new Error('the upgrade was accepted'));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Opens a socket and says hello with `token` in the hello; resolves the welcome or the close. */
async function helloWith(
  url: string,
  clientId: string,
  token?: string,
  headers: Record<string, string> = {},
) {
  const server = await RawGameServer.open(url, headers);
  const welcome = server.next('welcome', 10_000).catch(() => null);
  server.send({ type: 'hello', protocol: PROTOCOL_VERSION, clientId, ...(token ? { token } : {}) });
  const outcome = await Promise.race([welcome, server.closed]);
  return { server, welcomed: outcome !== null && 'type' in outcome, outcome };
}

describe.each(databaseKinds())('game-server credentials at the gateway on %s', (kind) => {
  let t: GatewayApp;
  let admin: SessionTokens;

  beforeAll(async () => {
    t = await buildGatewayApp(kind);
    admin = await signUp(t.app);
  });
  afterAll(() => t?.close());

  async function issue(clientId: string): Promise<IssuedGameServerCredential> {
    const response = await call(t.app, admin.token, 'POST', C, { clientId, label: `for ${clientId}` });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: IssuedGameServerCredential }>().data;
  }

  const revoke = (id: number) => call(t.app, admin.token, 'POST', `${C}/${id}/revoke`);
  const connected = async (clientId: string) => {
    const [found] = await t.app.db
      .select()
      .from(gameServerConnections)
      .where(eq(gameServerConnections.clientId, clientId));
    return found;
  };

  it('lets a credential in as its own clientId, in the hello or in the header, and records its use', async () => {
    const credential = await issue('cred-own');
    expect(credential.secret).toMatch(new RegExp(`^gsc_${credential.id}\\.[\\w-]{43}$`));
    const viaHello = await helloWith(t.url, 'cred-own', credential.secret);
    expect(viaHello.welcomed).toBe(true);
    viaHello.server.close();
    await viaHello.server.closed;
    const viaHeader = await helloWith(t.url, 'cred-own', undefined, {
      authorization: `Bearer ${credential.secret}`,
    });
    expect(viaHeader.welcomed).toBe(true);
    viaHeader.server.close();
    const [stored] = await t.app.db
      .select()
      .from(gameServerCredentials)
      .where(eq(gameServerCredentials.id, credential.id));
    expect(stored?.lastUsedAt).not.toBeNull();
    expect(stored?.secretHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a credential for any other clientId with 4001 and records nothing', async () => {
    const credential = await issue('legit-1');
    for (const inHeader of [false, true]) {
      const headers: Record<string, string> = inHeader
        ? { authorization: `Bearer ${credential.secret}` }
        : {};
      const attempt = await helloWith(t.url, 'impostor-1', inHeader ? undefined : credential.secret, headers);
      expect(attempt.welcomed).toBe(false);
      expect(attempt.outcome).toMatchObject({ code: CLOSE.unauthorized });
    }
    expect(await connected('impostor-1')).toBeUndefined();
  });

  it('refuses a wrong Authorization header with 401 before the upgrade', async () => {
    const credential = await issue('cred-header');
    const forged = `${credential.secret.slice(0, -4)}AAAA`;
    for (const secret of [forged, `gsc_999999.${'A'.repeat(43)}`, 'not-a-token']) {
      const answer = await upgradeAnswer(t.url, `Bearer ${secret}`);
      expect(answer.status, secret).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'GAME_SERVER_UNAUTHORIZED' });
    }
  });

  it('closes a live connection when its credential is revoked, and lets nobody in with it again', async () => {
    const credential = await issue('cred-revoked');
    const live = await helloWith(t.url, 'cred-revoked', credential.secret);
    expect(live.welcomed).toBe(true);
    const pending = await RawGameServer.open(t.url, { authorization: `Bearer ${credential.secret}` });
    const bystander = await RawGameServer.connect(t.url, 'cred-bystander');

    const revoked = await revoke(credential.id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<{ data: GameServerCredential }>().data).toMatchObject({ status: 'revoked' });
    expect(await live.server.closed).toMatchObject({
      code: CLOSE.unauthorized,
      reason: 'credential revoked',
    });
    expect((await pending.closed).code).toBe(CLOSE.unauthorized);

    const again = await helloWith(t.url, 'cred-revoked', credential.secret);
    expect(again.outcome).toMatchObject({ code: CLOSE.unauthorized });
    expect((await upgradeAnswer(t.url, `Bearer ${credential.secret}`)).status).toBe(401);
    await eventually(async () => ((await connected('cred-revoked'))?.disconnectedAt ? true : undefined));
    expect(bystander.server.socket.readyState).toBe(bystander.server.socket.OPEN);
    bystander.server.close();
  });

  it("tells a new machine's game server that boots before its credential is bound to come back (4011)", async () => {
    const machine = await t.app.gameServers.issueForMachine(null, 'match-early');
    const early = await helloWith(t.url, 'droplet-424242', machine.secret);
    expect(early.welcomed).toBe(false);
    expect(early.outcome).toMatchObject({ code: CLOSE.credentialNotReady });
    expect(await connected('droplet-424242')).toBeUndefined();

    await t.app.db.transaction((tx) =>
      t.app.gameServers.bindToMachine(tx, machine.id, 424242, 'droplet-424242'),
    );
    const bound = await helloWith(t.url, 'droplet-424242', machine.secret);
    expect(bound.welcomed).toBe(true);
    bound.server.close();
  });

  it('still accepts the shared GAME_SERVER_TOKEN for any clientId, in the hello or in the header', async () => {
    for (const clientId of ['shared-a', 'shared-b']) {
      const viaHello = await helloWith(t.url, clientId, GAME_SERVER_TOKEN);
      expect(viaHello.welcomed).toBe(true);
      viaHello.server.close();
      const viaHeader = await helloWith(t.url, `${clientId}-h`, undefined, {
        authorization: `Bearer ${GAME_SERVER_TOKEN}`,
      });
      expect(viaHeader.welcomed).toBe(true);
      viaHeader.server.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('revoking a credential with two API instances', () => {
  const instances = twoInstancesOnPostgres();

  it('closes the connection held by the other instance', async () => {
    const { a, b } = instances;
    const { token } = await signUp(b.app);
    const issued = await call(b.app, token, 'POST', C, { clientId: 'two-instance-cred' });
    const { id, secret } = issued.json<{ data: IssuedGameServerCredential }>().data;
    const live = await helloWith(a.url, 'two-instance-cred', secret);
    expect(live.welcomed).toBe(true);
    expect((await call(b.app, token, 'POST', `${C}/${id}/revoke`)).statusCode).toBe(200);
    expect((await live.server.closed).code).toBe(CLOSE.unauthorized);
  });
});
