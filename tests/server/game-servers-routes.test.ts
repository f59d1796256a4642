import type { AuditEntry, GameServerCredential, IssuedGameServerCredential } from '@domain/api';
import { translate } from '@domain/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SessionTokens, signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { call } from './helpers/teams';

// The Game servers resource: issuing answers the secret once, lists are paged and newest first and
// never carry a secret or its hash, revoke keeps the record (listed as revoked), both are audited.

const C = '/api/game-servers/credentials';

describe.each(databaseKinds())('game-server credential routes on %s', (kind) => {
  let t: TestApp;
  let admin: SessionTokens;

  beforeAll(async () => {
    t = await buildTestApp(kind, { options: { cloud: { launchGameServer: null } } });
    admin = await signUp(t.app);
  });
  afterAll(() => t?.close());

  const post = (path: string, body?: object) => call(t.app, admin.token, 'POST', path, body);
  const list = (range?: string) =>
    call(t.app, admin.token, 'GET', range ? `${C}?range=${encodeURIComponent(range)}` : C);

  it('issues a credential with its secret once; the list never shows the secret or its hash', async () => {
    const response = await post(C, { clientId: ' arena-7 ', label: 'Arena seven' });
    expect(response.statusCode).toBe(201);
    const issued = response.json<{ data: IssuedGameServerCredential }>().data;
    expect(issued).toMatchObject({
      clientId: 'arena-7',
      label: 'Arena seven',
      source: 'admin',
      status: 'active',
      dropletId: null,
      lastUsedAt: null,
      revokedAt: null,
      createdBy: { id: admin.userId },
    });
    expect(issued.secret).toMatch(/^gsc_\d+\.[\w-]{43}$/);

    const listed = await list();
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(issued.secret);
    expect(listed.body).not.toMatch(/secret/i);
    const rows = listed.json<{ data: GameServerCredential[] }>().data;
    expect(rows.find((row) => row.id === issued.id)).toMatchObject({ clientId: 'arena-7', status: 'active' });
  });

  it('allows a second active credential for one clientId (rotation) and lists newest first, paged', async () => {
    const first = (await post(C, { clientId: 'rotating' })).json<{ data: GameServerCredential }>().data;
    const second = (await post(C, { clientId: 'rotating' })).json<{ data: GameServerCredential }>().data;
    expect(second.id).toBeGreaterThan(first.id);
    const page = await list('[0,0]');
    expect(page.json<{ data: GameServerCredential[] }>().data.map((row) => row.id)).toEqual([second.id]);
    expect(page.headers['content-range']).toMatch(/^game-servers 0-0\/\d+$/);
    const total = Number(String(page.headers['content-range']).split('/')[1]);
    expect(total).toBeGreaterThanOrEqual(3);
  });

  it('refuses a clientId the protocol would refuse, and a long label, with 400 and the rule', async () => {
    for (const [body, field, message] of [
      [{}, 'clientId', translate('resources.admin/game-servers.clientIdRequired')],
      [{ clientId: 'has spaces' }, 'clientId', translate('resources.admin/game-servers.clientIdInvalid')],
      [{ clientId: 'x'.repeat(65) }, 'clientId', translate('resources.admin/game-servers.clientIdInvalid')],
      [
        { clientId: 'ok', label: 'l'.repeat(101) },
        'label',
        translate('resources.admin/game-servers.labelInvalid'),
      ],
    ] as const) {
      const response = await post(C, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: { [field]: message } });
    }
  });

  it('revokes: the record stays listed as revoked, a second revoke changes nothing, both actions are audited', async () => {
    const issued = (await post(C, { clientId: 'to-revoke' })).json<{ data: GameServerCredential }>().data;
    const revoked = await post(`${C}/${issued.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    const record = revoked.json<{ data: GameServerCredential }>().data;
    expect(record).toMatchObject({ id: issued.id, status: 'revoked', revokedAt: expect.any(String) });
    const twice = await post(`${C}/${issued.id}/revoke`);
    expect(twice.json<{ data: GameServerCredential }>().data.revokedAt).toBe(record.revokedAt);
    const rows = (await list()).json<{ data: GameServerCredential[] }>().data;
    expect(rows.find((row) => row.id === issued.id)?.status).toBe('revoked');

    const audit = await call(t.app, admin.token, 'GET', '/api/admin/audit-log');
    const entries = audit
      .json<{ data: AuditEntry[] }>()
      .data.filter(
        (entry) => entry.targetType === 'gameServerCredential' && entry.targetId === String(issued.id),
      );
    expect(entries.map((entry) => entry.action)).toEqual([
      'gameServerCredential.revoke',
      'gameServerCredential.issue',
    ]);
    expect(entries[0]?.details).toMatchObject({ name: 'to-revoke' });
  });

  it('answers 404 for a credential that does not exist', async () => {
    const response = await post(`${C}/999999/revoke`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      message: translate('resources.admin/game-servers.notFound'),
    });
  });
});
