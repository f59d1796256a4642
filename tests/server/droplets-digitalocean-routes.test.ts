import type { Droplet, GameSession, Region } from '@domain/api';
import { translate } from '@domain/i18n';
import { dropletGameSessions, gameServerCredentials } from '@server/db/schema';
import { METADATA_ID_URL } from '@server/modules/droplets/user-data';
import { CLOSE } from '@server/modules/game-sessions/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameServerAgent } from '../../tools/game-server-sim/agent';
import { type DigitalOceanFake, startDigitalOceanFake } from '../fakes/digitalocean';
import { type SessionTokens, signUp } from './helpers/api';
import { databaseKinds } from './helpers/databases';
import {
  buildGatewayApp,
  eventually,
  GAME_SERVER_TOKEN,
  type GatewayApp,
  RawGameServer,
} from './helpers/game-servers';
import { call } from './helpers/teams';

// The cloud routes with CLOUD_PROVIDER=digitalocean against the DigitalOcean fake: only our tagged
// droplets are listed, create sends our tag and, for every machine, the cloud-init that starts its game
// server announcing droplet-<id> with its own credential (never GAME_SERVER_TOKEN); a droplet without our
// tag cannot be deleted through us; deleting ours revokes its credential.

const D = '/api/digital-ocean';
const DO_TOKEN = 'dop_v1_route-test-token';
const TAG = 'vr-paintball-routes';

describe.each(databaseKinds())('droplet routes on DigitalOcean (the fake) on %s', (kind) => {
  let fake: DigitalOceanFake;
  let t: GatewayApp;
  let admin: SessionTokens;
  let sim: GameServerAgent;

  beforeAll(async () => {
    fake = await startDigitalOceanFake({ token: DO_TOKEN, activeAfterMs: 100 });
    const cloud = {
      provider: 'digitalocean' as const,
      doToken: DO_TOKEN,
      doApiUrl: fake.url,
      doTag: TAG,
      simulatedGameServers: 0,
      simulatedMatchRoundMs: 10_000,
      matchMachine: { enabled: false, region: 'fra1', size: 's-1vcpu-2gb', image: 'debian-12-x64' },
    };
    t = await buildGatewayApp(kind, {}, { config: { cloud } });
    admin = await signUp(t.app);
    sim = new GameServerAgent({ url: t.url, token: GAME_SERVER_TOKEN, clientId: 'sim' });
    sim.start();
  }, 60_000);
  afterAll(async () => {
    await sim?.stop();
    await t?.close();
    await fake?.close();
  });

  /**
   * The cloud-init of a machine whose game server announces its own droplet-<id>, with its own credential
   * and never the shared token; answers the credential's secret.
   */
  const expectOwnGameServer = (userData: string): string => {
    const gateway = new URL('/api/game-servers/ws', t.config.publicUrl.replace(/^http/, 'ws'));
    expect(userData).toContain(`GAME_SERVER_URL="${gateway}"`);
    expect(userData).not.toContain(GAME_SERVER_TOKEN);
    expect(userData).not.toContain('GAME_SERVER_TOKEN');
    expect(userData).toContain(`droplet-$(curl -sf --retry 10 ${METADATA_ID_URL})`);
    expect(userData).not.toMatch(/^GAME_SERVER_CLIENT_ID=/m);
    const secret = /^GAME_SERVER_CREDENTIAL="(gsc_\d+\.[\w-]{43})"$/m.exec(userData)?.[1];
    expect(secret, 'the machine’s credential').toBeDefined();
    return secret ?? '';
  };

  const credentialsOfDroplet = (dropletId: number) =>
    t.app.db.select().from(gameServerCredentials).where(eq(gameServerCredentials.dropletId, dropletId));

  const get = <T>(path: string) =>
    call(t.app, admin.token, 'GET', `${D}${path}`).then((response) => response.json<{ data: T }>().data);

  it('lists the vendor’s regions and only the droplets carrying our tag', async () => {
    const [ours] = fake.seedDroplets(1, [TAG], 'ours');
    fake.seedDroplets(2, ['someone-else'], 'theirs');
    expect((await get<Region[]>('/regions')).map((region) => region.slug)).toContain('nyc1');
    const droplets = await get<Droplet[]>('/droplets');
    expect(droplets.map((droplet) => droplet.id)).toEqual([ours]);
  });

  it('creates with our tag; a session for connected client sim is made on sim, the machine announces its own id', async () => {
    await eventually(async () => (sim.connected ? true : undefined));
    const response = await call(t.app, admin.token, 'POST', `${D}/droplets/create`, {
      name: 'do-arena',
      size: 's-1vcpu-1gb',
      code: '2468',
      clientId: 'sim',
    });
    expect(response.statusCode).toBe(201);
    const droplet = response.json<{ data: Droplet }>().data;
    expect(droplet).toMatchObject({ name: 'do-arena', status: 'new', region: { slug: 'nyc1' } });
    const record = fake.droplet(droplet.id);
    expect(record?.tags).toEqual(expect.arrayContaining([TAG, 'vr-paintball', 'game-server']));
    expect(record?.image).toBe('debian-12-x64');
    expectOwnGameServer(record?.userData ?? '');
    expect(record?.userData).not.toContain('sim');
    expect(record?.userData).not.toContain('2468');
    const session = await eventually(async () => {
      const list = await call(t.app, admin.token, 'GET', '/api/game-sessions');
      return list.json<{ data: GameSession[] }>().data.find((found) => found.code === '2468');
    });
    expect(session.clientId).toBe('sim');
    expect(sim.stats.closes).toEqual([]);
  });

  it('without a game session the machine still gets its game-server settings, and no session waits', async () => {
    const response = await call(t.app, admin.token, 'POST', `${D}/droplets/create`, {
      name: 'do-bare',
      size: 's-1vcpu-1gb',
      code: '3344',
      createGameSession: false,
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ data: Droplet }>().data;
    expectOwnGameServer(fake.droplet(id)?.userData ?? '');
    const ties = await t.app.db
      .select()
      .from(dropletGameSessions)
      .where(eq(dropletGameSessions.dropletId, id));
    expect(ties).toEqual([]);
  });

  it('without a named client, the machine announces droplet-<id> read from the metadata service', async () => {
    const response = await call(t.app, admin.token, 'POST', `${D}/droplets/create`, {
      name: 'do-unnamed',
      size: 's-1vcpu-1gb',
      code: '1122',
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ data: Droplet }>().data;
    const userData = fake.droplet(id)?.userData ?? '';
    expectOwnGameServer(userData);
    expect(userData).toContain('GAME_SESSION_CODE="1122"');
    const [tie] = await t.app.db
      .select()
      .from(dropletGameSessions)
      .where(eq(dropletGameSessions.dropletId, id));
    expect(tie).toMatchObject({ clientId: `droplet-${id}`, code: '1122', isPublic: false, mode: 'XBall' });
  });

  it('lists odd droplets with what they have and skips one without an id, never a 502', async () => {
    const [nullGateway] = fake.seedDroplets(1, [TAG], 'odd-gateway', (body) => {
      const networks = body.networks as { v4: Record<string, unknown>[] };
      for (const address of networks.v4) if (address.type === 'private') address.gateway = null;
    });
    const [bare] = fake.seedDroplets(1, [TAG], 'odd-bare', (body) => {
      for (const key of ['memory', 'vcpus', 'disk', 'size', 'size_slug', 'region', 'created_at', 'networks'])
        delete body[key];
    });
    fake.seedDroplets(1, [TAG], 'odd-no-id', (body) => {
      delete body.id;
    });
    const response = await call(t.app, admin.token, 'GET', `${D}/droplets`);
    expect(response.statusCode).toBe(200);
    const droplets = response.json<{ data: Droplet[] }>().data;
    expect(droplets.some((droplet) => droplet.name === 'odd-no-id-1')).toBe(false);

    const withNullGateway = droplets.find((droplet) => droplet.id === nullGateway);
    const privateAddress = withNullGateway?.networks.v4.find((address) => address.type === 'private');
    expect(privateAddress?.ip_address).toMatch(/^10\./);
    expect(privateAddress).not.toHaveProperty('gateway');
    expect(withNullGateway?.networks.v4.find((address) => address.type === 'public')?.gateway).toBe(
      '203.0.113.1',
    );

    const shownBare = droplets.find((droplet) => droplet.id === bare);
    expect(shownBare).toMatchObject({ name: 'odd-bare-1', status: 'active', networks: { v4: [], v6: [] } });
    for (const key of ['memory', 'region', 'size_slug', 'created_at', 'price_monthly'])
      expect(shownBare).not.toHaveProperty(key);
    expect((await call(t.app, admin.token, 'GET', `${D}/droplets/${bare}`)).statusCode).toBe(200);
  });

  it('gives each machine a credential bound to droplet-<id> only, and revokes it (closing its connection) on delete', async () => {
    const response = await call(t.app, admin.token, 'POST', `${D}/droplets/create`, {
      name: 'do-credential',
      size: 's-1vcpu-1gb',
      code: '9753',
      createGameSession: false,
    });
    const { id } = response.json<{ data: Droplet }>().data;
    const secret = expectOwnGameServer(fake.droplet(id)?.userData ?? '');
    const [credential] = await credentialsOfDroplet(id);
    expect(credential).toMatchObject({ clientId: `droplet-${id}`, source: 'droplet', revokedAt: null });
    expect(credential?.secretHash).not.toContain(secret);

    const impostor = await RawGameServer.open(t.url);
    impostor.send({ type: 'hello', protocol: 1, token: secret, clientId: 'legit-1' });
    expect((await impostor.closed).code).toBe(CLOSE.unauthorized);

    const machine = await RawGameServer.open(t.url);
    const welcome = machine.next('welcome');
    machine.send({ type: 'hello', protocol: 1, token: secret, clientId: `droplet-${id}` });
    expect((await welcome).type).toBe('welcome');
    const used = await credentialsOfDroplet(id);
    expect(used[0]?.lastUsedAt).not.toBeNull();

    expect((await call(t.app, admin.token, 'DELETE', `${D}/droplets/${id}`)).statusCode).toBe(200);
    expect((await machine.closed).code).toBe(CLOSE.unauthorized);
    const [revoked] = await credentialsOfDroplet(id);
    expect(revoked?.revokedAt).not.toBeNull();
    const again = await RawGameServer.open(t.url);
    again.send({ type: 'hello', protocol: 1, token: secret, clientId: `droplet-${id}` });
    expect((await again.closed).code).toBe(CLOSE.unauthorized);
  });

  it('passes the vendor’s refusal on with its detail, and keeps no credential for the machine', async () => {
    const before = await t.app.db.select().from(gameServerCredentials);
    const response = await call(t.app, admin.token, 'POST', `${D}/droplets/create`, {
      name: 'bad-image',
      imageSource: 'snapshot',
      snapshotId: 424242,
      size: 's-1vcpu-1gb',
      code: '1357',
      createGameSession: false,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: translate('resources.admin/digital-ocean.notifications.createFailed'),
      errors: { detail: expect.any(String) },
    });
    expect(await t.app.db.select().from(gameServerCredentials)).toEqual(before);
  });

  it('deletes our droplet and refuses one without our tag (403), which stays', async () => {
    const [ours] = fake.seedDroplets(1, [TAG], 'mine');
    const [theirs] = fake.seedDroplets(1, ['production-db'], 'prod');
    const refused = await call(t.app, admin.token, 'DELETE', `${D}/droplets/${theirs}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      message: translate('resources.admin/digital-ocean.notifications.deleteFailed'),
      errors: {
        detail: translate('resources.admin/digital-ocean.droplets.provider.notOurServer', { tag: TAG }),
      },
    });
    expect(fake.droplet(theirs ?? 0)).toMatchObject({ id: theirs, name: 'prod-1', tags: ['production-db'] });
    expect((await call(t.app, admin.token, 'GET', `${D}/droplets/${theirs}`)).statusCode).toBe(404);

    const deleted = await call(t.app, admin.token, 'DELETE', `${D}/droplets/${ours}`);
    expect(deleted.statusCode).toBe(200);
    expect(fake.droplet(ours ?? 0)).toBeUndefined();
  });
});
