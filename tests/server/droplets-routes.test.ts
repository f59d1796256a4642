import type { Droplet, Region, SizeOption, Snapshot } from '@domain/api';
import { DEFAULT_SERVER_TAGS } from '@domain/constants';
import { translate } from '@domain/i18n';
import { auditLog, gameServerConnections, gameSessions } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SessionTokens, signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { eventually } from './helpers/game-servers';
import { call } from './helpers/teams';

// Server management's API on the simulated provider: guards, lists, create with the form's
// defaults and the form's validation messages, new -> active, addresses, delete, audit entries.

const D = '/api/digital-ocean';
const ACTIVE_AFTER_MS = 150;

describe.each(databaseKinds())('droplet routes on the simulated provider on %s', (kind) => {
  let t: TestApp;
  let admin: SessionTokens;
  let player: SessionTokens;
  let manager: SessionTokens;

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      options: { cloud: { simulatedActiveAfterMs: ACTIVE_AFTER_MS, launchGameServer: null } },
    });
    admin = await signUp(t.app);
    player = await signUp(t.app);
    manager = await signUp(t.app);
    const role = await call(t.app, admin.token, 'POST', '/api/roles', {
      name: 'Server Ops',
      permissions: ['manage:servers'],
    });
    const roleId = role.json<{ data: { id: number } }>().data.id;
    const assigned = await call(t.app, admin.token, 'POST', `/api/users/${manager.userId}/roles/${roleId}`);
    expect(assigned.statusCode).toBe(200);
  }, 60_000);
  afterAll(() => t?.close());

  const create = (body: object, token = admin.token) =>
    call(t.app, token, 'POST', `${D}/droplets/create`, body);
  const data = <T>(response: { json: <U>() => U }) => response.json<{ data: T }>().data;

  it('admits the Admin role and manage:servers, refuses a Player and the anonymous', async () => {
    for (const path of ['/snapshots', '/sizes', '/regions', '/droplets']) {
      expect((await t.app.inject({ url: `${D}${path}` })).statusCode).toBe(401);
      const refused = await call(t.app, player.token, 'GET', `${D}${path}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        success: false,
        message: translate('app.errors.api.forbidden'),
      });
      for (const allowed of [admin, manager]) {
        expect((await call(t.app, allowed.token, 'GET', `${D}${path}`)).statusCode).toBe(200);
      }
    }
    const body = { name: 'ops-1', size: 's-1vcpu-1gb', code: '1234', createGameSession: false };
    expect((await create(body, player.token)).statusCode).toBe(403);
    const made = await create(body, manager.token);
    expect(made.statusCode).toBe(201);
    const id = data<Droplet>(made).id;
    expect((await call(t.app, player.token, 'DELETE', `${D}/droplets/${id}`)).statusCode).toBe(403);
    expect((await call(t.app, manager.token, 'DELETE', `${D}/droplets/${id}`)).statusCode).toBe(200);
  });

  it('offers plausible sizes, regions and snapshots', async () => {
    const sizes = data<SizeOption[]>(await call(t.app, admin.token, 'GET', `${D}/sizes`));
    expect(sizes.find((size) => size.slug === 's-1vcpu-1gb')).toMatchObject({
      memory: 1024,
      price_monthly: 6,
    });
    const regions = data<Region[]>(await call(t.app, admin.token, 'GET', `${D}/regions`));
    expect(regions.map((region) => region.slug)).toEqual(
      expect.arrayContaining(['nyc1', 'nyc3', 'sfo3', 'ams3', 'fra1', 'lon1', 'sgp1']),
    );
    const snapshots = data<Snapshot[]>(await call(t.app, admin.token, 'GET', `${D}/snapshots`));
    expect(snapshots.length).toBeGreaterThanOrEqual(2);
    expect(snapshots.every((snapshot) => snapshot.name.startsWith('vr-paintball-server-'))).toBe(true);
  });

  it('creates with the defaults; the droplet goes from new to active with TEST-NET-3 addresses', async () => {
    const made = await create({
      name: 'arena-1.example',
      size: 's-2vcpu-4gb',
      code: '4321',
      createGameSession: false,
    });
    expect(made.statusCode).toBe(201);
    const droplet = data<Droplet>(made);
    expect(droplet).toMatchObject({
      name: 'arena-1.example',
      status: 'new',
      region: { slug: 'nyc1' },
      size_slug: 's-2vcpu-4gb',
      memory: 4096,
      vcpus: 2,
    });
    expect(droplet.tags).toEqual(expect.arrayContaining([...DEFAULT_SERVER_TAGS, t.config.cloud.doTag]));
    const active = await eventually(async () => {
      const shown = data<Droplet>(await call(t.app, admin.token, 'GET', `${D}/droplets/${droplet.id}`));
      return shown.status === 'active' ? shown : undefined;
    });
    const publicIp = active.networks.v4.find((address) => address.type === 'public')?.ip_address ?? '';
    expect(publicIp).toMatch(/^203\.0\.113\.(\d{1,3})$/);
    expect(active.networks.v4.find((address) => address.type === 'private')?.ip_address).toMatch(/^10\./);

    const listed = await call(t.app, admin.token, 'GET', `${D}/droplets`);
    expect(data<Droplet[]>(listed)[0]?.id).toBe(droplet.id);
    expect(listed.headers['content-range']).toMatch(/^droplets 0-\d+\/\d+$/);
  });

  it('pages, sorts and filters the list the simple-REST way (q: part of the name in any case, status)', async () => {
    const names = ['Page-C', 'page-a', 'page-b'];
    for (const name of names) {
      expect(
        (await create({ name, size: 's-1vcpu-1gb', code: '1234', createGameSession: false })).statusCode,
      ).toBe(201);
    }
    const list = (query: Record<string, unknown>) =>
      call(
        t.app,
        admin.token,
        'GET',
        `${D}/droplets?${new URLSearchParams(
          Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]),
        )}`,
      );
    const byName = await list({ filter: { q: 'PAGE-' }, sort: ['name', 'ASC'], range: [0, 1] });
    expect(byName.statusCode).toBe(200);
    expect(data<Droplet[]>(byName).map((droplet) => droplet.name)).toEqual(['page-a', 'page-b']);
    expect(byName.headers['content-range']).toBe('droplets 0-1/3');
    const second = await list({ filter: { q: 'page-' }, sort: ['name', 'ASC'], range: [2, 3] });
    expect(data<Droplet[]>(second).map((droplet) => droplet.name)).toEqual(['Page-C']);
    expect(second.headers['content-range']).toBe('droplets 2-2/3');

    const active = await eventually(async () => {
      const page = data<Droplet[]>(await list({ filter: { q: 'page-', status: 'active' } }));
      return page.length === 3 ? page : undefined;
    });
    expect(active.every((droplet) => droplet.status === 'active')).toBe(true);
    const none = await list({ filter: { q: 'page-', status: 'off' } });
    expect(data<Droplet[]>(none)).toEqual([]);
    expect(none.headers['content-range']).toBe('droplets */0');
  });

  it('refuses a list filter, sort or range it does not know with the invalid-input message', async () => {
    for (const query of [
      'filter={"status":"sleeping"}',
      'filter=not-json',
      'sort=["memory","ASC"]',
      'range=[5,1]',
    ]) {
      const response = await call(t.app, admin.token, 'GET', `${D}/droplets?${encodeURI(query)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('creates from a snapshot in another region', async () => {
    const [snapshot] = data<Snapshot[]>(await call(t.app, admin.token, 'GET', `${D}/snapshots`));
    const made = await create({
      name: 'from-snapshot',
      imageSource: 'snapshot',
      snapshotId: String(snapshot?.id),
      region: 'ams3',
      size: 's-1vcpu-1gb',
      code: '0007',
      createGameSession: false,
    });
    expect(made.statusCode).toBe(201);
    expect(data<Droplet>(made).region?.slug).toBe('ams3');
  });

  it('answers the form’s validation messages', async () => {
    const valid = { name: 'valid', size: 's-1vcpu-1gb', code: '1234' };
    const cases: [object, string, string][] = [
      [{ ...valid, name: '' }, 'name', translate('resources.admin/digital-ocean.droplets.nameRequired')],
      [
        { ...valid, name: 'bad name!' },
        'name',
        translate('resources.admin/digital-ocean.droplets.nameInvalid'),
      ],
      [{ ...valid, size: '' }, 'size', translate('resources.admin/digital-ocean.droplets.sizeRequired')],
      [{ ...valid, code: '12a4' }, 'code', translate('resources.admin/digital-ocean.droplets.codeInvalid')],
      [{ ...valid, code: '12345' }, 'code', translate('resources.admin/digital-ocean.droplets.codeInvalid')],
      [
        { ...valid, imageSource: 'snapshot' },
        'snapshotId',
        translate('resources.admin/digital-ocean.droplets.snapshotRequired'),
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await create(body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
    }
  });

  it('refuses what the provider does not offer with the failure message and its detail', async () => {
    const response = await create({ name: 'nowhere', size: 's-64vcpu-1tb', code: '1234' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      message: translate('resources.admin/digital-ocean.notifications.createFailed'),
      errors: { detail: expect.stringContaining('s-64vcpu-1tb') },
    });
  });

  it("ends the sessions of a deleted droplet's game server at once, so none stays Active or Stale", async () => {
    const made = await create({
      name: 'hosting',
      size: 's-1vcpu-1gb',
      code: '1234',
      createGameSession: false,
    });
    const { id } = data<Droplet>(made);
    const clientId = `droplet-${id}`;
    await t.app.db
      .insert(gameServerConnections)
      .values({ clientId, socketId: `socket-${clientId}`, instanceId: 'gone' });
    const [session] = await t.app.db
      .insert(gameSessions)
      .values({ clientId, code: '4321', mode: 'XBall', status: 'Active' })
      .returning({ id: gameSessions.id });
    const activeBefore = data<{ active: number }>(
      await call(t.app, admin.token, 'GET', '/api/game-sessions/stats'),
    );

    expect((await call(t.app, admin.token, 'DELETE', `${D}/droplets/${id}`)).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(gameSessions).where(eq(gameSessions.id, session!.id));
    expect(row?.status).toBe('Not Active');
    const activeAfter = data<{ active: number }>(
      await call(t.app, admin.token, 'GET', '/api/game-sessions/stats'),
    );
    expect(activeAfter.active).toBe(activeBefore.active - 1);
  });

  it('deletes, then answers 404; both changes are in the audit log', async () => {
    const made = await create({
      name: 'short-lived',
      size: 's-1vcpu-1gb',
      code: '1234',
      createGameSession: false,
    });
    const { id } = data<Droplet>(made);
    const deleted = await call(t.app, admin.token, 'DELETE', `${D}/droplets/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(data<{ id: number }>(deleted)).toEqual({ id });
    const gone = await call(t.app, admin.token, 'GET', `${D}/droplets/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({
      message: translate('resources.admin/digital-ocean.notifications.loadDropletsFailed'),
      errors: { detail: translate('resources.admin/digital-ocean.droplets.provider.notFound') },
    });
    const again = await call(t.app, admin.token, 'DELETE', `${D}/droplets/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      message: translate('resources.admin/digital-ocean.notifications.deleteFailed'),
    });

    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    const ours = entries.filter((entry) => entry.targetType === 'server');
    expect(ours.map((entry) => entry.action).sort()).toEqual(['server.create', 'server.delete']);
    expect(ours.every((entry) => entry.actorUserId === admin.userId)).toBe(true);
    expect(ours[0]?.details).toMatchObject({ name: 'short-lived' });
  });
});
