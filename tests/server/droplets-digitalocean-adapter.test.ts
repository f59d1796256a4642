import { translate } from '@domain/i18n';
import { createDigitalOceanProvider, type DigitalOceanOptions } from '@server/modules/droplets/digitalocean';
import { CloudError, type CloudProvider } from '@server/modules/droplets/provider';
import { buildUserData, credentialOfUserData, METADATA_ID_URL } from '@server/modules/droplets/user-data';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DigitalOceanFake, startDigitalOceanFake } from '../fakes/digitalocean';

const TOKEN = 'dop_v1_fake-token';
const TAG = 'vr-paintball-test';
const GAME_SERVER_CREDENTIAL = 'gsc_7.secret-of-the-machine-0123456789abcdefghijklmn';
const ACTIVE_AFTER_MS = 150;

let fake: DigitalOceanFake;
const sleeps: number[] = [];
const logged: unknown[] = [];

function provider(overrides: Partial<DigitalOceanOptions> = {}): CloudProvider {
  return createDigitalOceanProvider({
    apiUrl: fake.url,
    token: TOKEN,
    tag: TAG,
    retryBaseMs: 5,
    // Records the wait the adapter chose, then waits only briefly so tests stay fast.
    sleep: async (ms) => {
      sleeps.push(ms);
      await new Promise((resolve) => setTimeout(resolve, 1));
    },
    log: {
      warn: (...args: unknown[]) => logged.push(args),
      error: (...args: unknown[]) => logged.push(args),
    },
    ...overrides,
  });
}

/** The CloudError a call fails with. */
async function failure(promise: Promise<unknown>): Promise<CloudError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof CloudError)) throw new Error(`expected a CloudError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  fake = await startDigitalOceanFake({ token: TOKEN, activeAfterMs: ACTIVE_AFTER_MS });
});

afterAll(() => fake.close());

afterEach(() => {
  fake.setLatency(0);
  fake.requests.length = 0;
  sleeps.length = 0;
});

describe('DigitalOcean adapter: lists', () => {
  it('follows links.pages.next over several pages of 200 and lists only droplets with our tag', async () => {
    fake.seedDroplets(450, [TAG, 'game-server'], 'tagged');
    fake.seedDroplets(7, ['someone-else'], 'foreign');
    const droplets = await provider().listDroplets();
    expect(droplets).toHaveLength(450);
    expect(droplets.every((droplet) => droplet.tags.includes(TAG))).toBe(true);
    const pages = fake.requests.filter((request) => request.path === '/v2/droplets');
    expect(pages).toHaveLength(3);
    expect(pages.map((request) => request.query.get('page'))).toEqual([null, '2', '3']);
    expect(pages.every((request) => request.query.get('per_page') === '200')).toBe(true);
    expect(pages.every((request) => request.query.get('tag_name') === TAG)).toBe(true);
  });

  it('maps a droplet to our shape (size figures, region, addresses)', async () => {
    const [droplet] = await provider().listDroplets();
    expect(droplet).toMatchObject({
      status: 'active',
      region: { slug: 'nyc1', name: 'New York 1' },
      size_slug: 's-1vcpu-1gb',
      memory: 1024,
      vcpus: 1,
      disk: 25,
      transfer: 1,
      price_monthly: 6,
    });
    expect(droplet?.networks.v4[0]).toMatchObject({
      type: 'public',
      ip_address: expect.stringMatching(/^203\.0\.113\./),
    });
    expect(droplet?.networks.v6[0]?.netmask).toBe('64');
  });

  it('shows a droplet with a null gateway or without display fields, and skips and logs one without an id', async () => {
    const tag = 'vr-paintball-odd';
    fake.seedDroplets(1, [tag], 'odd-gateway', (body) => {
      const networks = body.networks as { v4: Record<string, unknown>[] };
      for (const address of networks.v4) if (address.type === 'private') address.gateway = null;
    });
    fake.seedDroplets(1, [tag], 'odd-bare', (body) => {
      for (const key of ['memory', 'size', 'region', 'created_at']) delete body[key];
      body.vcpus = null;
    });
    fake.seedDroplets(1, [tag], 'odd-no-id', (body) => {
      delete body.id;
    });
    logged.length = 0;
    const droplets = await provider({ tag }).listDroplets();
    expect(droplets.map((droplet) => droplet.name)).toEqual(['odd-gateway-1', 'odd-bare-1']);
    expect(droplets[0]?.networks.v4.find((address) => address.type === 'private')?.gateway).toBeUndefined();
    expect(droplets[1]).not.toHaveProperty('memory');
    expect(droplets[1]).not.toHaveProperty('vcpus');
    expect(droplets[1]).not.toHaveProperty('region');
    expect(droplets[1]?.size_slug).toBe('s-1vcpu-1gb');
    expect(JSON.stringify(logged)).toMatch(/skipped/);
    expect(JSON.stringify(logged)).toContain('"id"');
  });

  it('lists droplet snapshots only, with numeric ids, and sizes and regions on a single page', async () => {
    const ids = fake.seedSnapshots(3);
    fake.seedSnapshots(2, 'volume');
    const adapter = provider();
    const snapshots = await adapter.listSnapshots();
    expect(snapshots.map((snapshot) => snapshot.id)).toEqual(ids.map(Number));
    expect(fake.requests[0]?.query.get('resource_type')).toBe('droplet');
    expect((await adapter.listSizes()).map((size) => size.slug)).toContain('s-1vcpu-1gb');
    expect((await adapter.listRegions()).find((region) => region.slug === 'nyc1')?.available).toBe(true);
  });
});

describe('user data', () => {
  it('gives back the credential it was built with, quotes and backslashes included', () => {
    for (const secret of [GAME_SERVER_CREDENTIAL, 'gsc_9.with "quotes" and \\ backslash']) {
      const userData = buildUserData({
        backendUrl: 'https://league.example.com',
        gameServerCredential: secret,
      });
      expect(credentialOfUserData(userData)).toBe(secret);
    }
    expect(credentialOfUserData('#!/bin/bash\necho hello\n')).toBeNull();
  });
});

describe('DigitalOcean adapter: create and delete', () => {
  it('creates with our tag, the snapshot id as a number and user_data that starts the game server', async () => {
    const [snapshotId] = fake.seedSnapshots(1);
    const userData = buildUserData({
      backendUrl: 'https://league.example.com',
      gameServerCredential: GAME_SERVER_CREDENTIAL,
      code: '0420',
    });
    const adapter = provider();
    const created = await adapter.createDroplet({
      name: 'arena-1',
      region: 'ams3',
      size: 's-1vcpu-1gb',
      image: Number(snapshotId),
      tags: ['game-server'],
      userData,
    });
    expect(created.status).toBe('new');
    expect(created.tags).toEqual(['game-server', TAG]);
    const sent = fake.requests.find((request) => request.method === 'POST')?.body;
    expect(sent).toMatchObject({ image: Number(snapshotId), region: 'ams3', user_data: userData });
    expect(userData).toContain('GAME_SERVER_URL="wss://league.example.com/api/game-servers/ws"');
    expect(userData).toContain('GAME_SESSION_CODE="0420"');
    expect(userData).toContain(`GAME_SERVER_CLIENT_ID=\\"droplet-$(curl -sf --retry 10 ${METADATA_ID_URL})`);
    expect(JSON.stringify(logged)).not.toContain(GAME_SERVER_CREDENTIAL);

    await new Promise((resolve) => setTimeout(resolve, ACTIVE_AFTER_MS + 20));
    const active = await adapter.getDroplet(created.id);
    expect(active.status).toBe('active');
    expect(active.networks.v4.length).toBeGreaterThan(0);
  });

  it('sends a distribution as its slug', async () => {
    await provider().createDroplet({
      name: 'arena-2',
      region: 'nyc1',
      size: 's-1vcpu-1gb',
      image: 'debian-12-x64',
      tags: [],
      userData: '#!/bin/bash',
    });
    expect(fake.requests.at(-1)?.body).toMatchObject({ image: 'debian-12-x64', tags: [TAG] });
  });

  it('turns a 422 on a bad image into "Failed to create server" with the vendor message as detail', async () => {
    const error = await failure(
      provider().createDroplet({
        name: 'arena-3',
        region: 'nyc1',
        size: 's-1vcpu-1gb',
        image: 999,
        tags: [],
        userData: '#!/bin/bash',
      }),
    );
    expect(error).toMatchObject({
      statusCode: 422,
      message: translate('resources.admin/digital-ocean.notifications.createFailed'),
      code: 'CLOUD_UNPROCESSABLE',
      vendorStatus: 422,
      detail: 'You specified an invalid image for Droplet creation.',
    });
  });

  it('deletes a droplet with our tag, refuses one without it, and reports a missing one', async () => {
    const [ours] = fake.seedDroplets(1, [TAG]);
    const [theirs] = fake.seedDroplets(1, ['production-db']);
    const adapter = provider();
    await adapter.deleteDroplet(ours!);
    expect(fake.droplet(ours!)).toBeUndefined();

    const refused = await failure(adapter.deleteDroplet(theirs!));
    expect(refused).toMatchObject({
      statusCode: 403,
      message: translate('resources.admin/digital-ocean.notifications.deleteFailed'),
      detail: translate('resources.admin/digital-ocean.droplets.provider.notOurServer', { tag: TAG }),
    });
    expect(fake.droplet(theirs!)).toMatchObject({ id: theirs, name: 'seeded-1', tags: ['production-db'] });
    expect(
      fake.requests.some((request) => request.method === 'DELETE' && request.path.endsWith(`/${theirs}`)),
    ).toBe(false);
    expect(await failure(adapter.getDroplet(theirs!))).toMatchObject({ statusCode: 404 });

    const missing = await failure(adapter.deleteDroplet(ours!));
    expect(missing).toMatchObject({
      statusCode: 404,
      message: translate('resources.admin/digital-ocean.notifications.deleteFailed'),
      vendorStatus: 404,
    });
  });
});

describe('DigitalOcean adapter: rate limits, failures and timeouts', () => {
  it('retries a 429 after the retry-after the answer names, then succeeds', async () => {
    fake.failNext(1, 429, 2);
    expect((await provider().listSizes()).length).toBeGreaterThan(0);
    expect(sleeps).toEqual([2000]);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up at once when the asked wait is longer than it may hold a request', async () => {
    fake.failNext(1, 429, 120);
    const error = await failure(provider().listSizes());
    expect(error).toMatchObject({
      statusCode: 503,
      message: translate('resources.admin/digital-ocean.notifications.loadSizesFailed'),
      code: 'CLOUD_RATE_LIMITED',
    });
    expect(sleeps).toEqual([]);
  });

  it('retries a 500 three times with back-off, then fails with the spec message', async () => {
    fake.failNext(4, 500);
    const error = await failure(provider().listDroplets());
    expect(error).toMatchObject({
      statusCode: 502,
      message: translate('resources.admin/digital-ocean.notifications.loadDropletsFailed'),
      vendorStatus: 500,
    });
    expect(error.detail).toBe('Unexpected server-side error');
    expect(fake.requests).toHaveLength(4);
    expect(sleeps).toEqual([5, 10, 20]);
  });

  it('recovers when a 500 is followed by success', async () => {
    fake.failNext(1, 503);
    expect(await provider().listRegions()).not.toHaveLength(0);
    expect(fake.requests).toHaveLength(2);
  });

  it('does not repeat a create after a 500 (it may have happened)', async () => {
    fake.failNext(1, 500);
    const error = await failure(
      provider().createDroplet({
        name: 'arena-4',
        region: 'nyc1',
        size: 's-1vcpu-1gb',
        image: 'debian-12-x64',
        tags: [],
        userData: '#!/bin/bash',
      }),
    );
    expect(error.message).toBe(translate('resources.admin/digital-ocean.notifications.createFailed'));
    expect(fake.requests).toHaveLength(1);
  });

  it('times out a call that takes too long', async () => {
    fake.setLatency(300);
    const error = await failure(provider({ timeoutMs: 50 }).listSnapshots());
    expect(error).toMatchObject({
      statusCode: 504,
      message: translate('resources.admin/digital-ocean.notifications.loadSnapshotsFailed'),
      code: 'CLOUD_TIMEOUT',
    });
  });

  it('reports a refused token without blaming the signed-in user', async () => {
    const error = await failure(provider({ token: 'wrong' }).listDroplets());
    expect(error).toMatchObject({ statusCode: 502, code: 'CLOUD_UNAUTHORIZED', vendorStatus: 401 });
    expect(error.detail).toBe(translate('resources.admin/digital-ocean.droplets.provider.unauthorized'));
    expect(JSON.stringify(logged)).not.toContain(TOKEN);
  });
});
