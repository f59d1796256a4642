import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { translate } from '@domain/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { call, teamPayload } from './helpers/teams';

// Bytes the database cannot store and numbers beyond a column's range are refused with 400 and a clear
// message before any query runs, and the answers the HTTP layer writes itself (414, 431) are in
// the envelope too.

describe.each(databaseKinds())('bad bytes and out-of-range numbers on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const admin = await signUp(t.app);
    token = admin.token;
    userId = admin.userId;
  }, 60_000);
  afterAll(() => t?.close());

  const raw = (method: 'POST' | 'PUT', url: string, json: string) =>
    t.app.inject({
      method,
      url,
      payload: json,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });

  it('refuses a NUL character in a body or a query with 400', async () => {
    const team = await call(t.app, token, 'POST', '/api/teams', teamPayload({ name: 'Red\u0000Devils' }));
    expect(team.statusCode).toBe(400);
    expect(team.json()).toMatchObject({
      success: false,
      message: translate('app.errors.protection.nulCharacter'),
      errors: { name: translate('app.errors.protection.nulCharacter') },
    });
    const search = await call(t.app, token, 'GET', '/api/users/search?query=a%00b');
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({
      success: false,
      message: translate('app.errors.protection.nulCharacter'),
    });
    const list = await call(
      t.app,
      token,
      'GET',
      `/api/users?filter=${encodeURIComponent('{"q":"\\u0000"}')}`,
    );
    expect(list.statusCode).toBe(400);
  });

  it('refuses an unpaired surrogate with 400 and keeps a paired one', async () => {
    const lone = await raw('PUT', `/api/users/${userId}`, '{"displayName":"Pete \\ud800"}');
    expect(lone.statusCode).toBe(400);
    expect(lone.json()).toMatchObject({
      message: translate('app.errors.protection.loneSurrogate'),
      errors: { displayName: translate('app.errors.protection.loneSurrogate') },
    });
    const paired = await call(t.app, token, 'GET', `/api/users/search?query=${encodeURIComponent('🎯')}`);
    expect(paired.statusCode).toBe(200);
  });

  it('refuses integers beyond the column range with 400', async () => {
    const team = await call(t.app, token, 'POST', '/api/teams', teamPayload({ leagueId: 2_147_483_648 }));
    expect(team.statusCode).toBe(400);
    expect(team.json()).toMatchObject({
      success: false,
      errors: { leagueId: translate('app.errors.protection.integerOutOfRange', { max: 2_147_483_647 }) },
    });
    const range = await call(t.app, token, 'GET', '/api/users?range=[9007199254740990,9007199254740991]');
    expect(range.statusCode).toBe(400);
  });

  it("says a search past its limit in the user's words, with 400", async () => {
    for (const url of ['/api/admin/teams', '/api/users', '/api/roles']) {
      const list = await call(
        t.app,
        token,
        'GET',
        `${url}?filter=${encodeURIComponent(JSON.stringify({ q: 'x'.repeat(101) }))}`,
      );
      expect(list.statusCode, url).toBe(400);
      expect(list.json().message, url).toBe(translate('app.errors.api.textTooLong', { smart_count: 100 }));
    }
  });

  it('answers a too long path parameter (414) and bad URL encoding (400) in the envelope', async () => {
    const long = await call(t.app, token, 'GET', `/api/users/${'1'.repeat(200)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({
      success: false,
      message: translate('app.errors.protection.urlTooLong'),
    });
    const badUrl = await call(t.app, token, 'GET', '/api/teams/%E0%A4%A');
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({
      success: false,
      message: translate('app.errors.api.invalidInput'),
    });
  });

  it('answers headers beyond the size limit with 431 in the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({
        port,
        host: '127.0.0.1',
        path: '/api/health',
        headers: { 'x-big': 'a'.repeat(20_000) },
      });
      req.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({
      success: false,
      message: translate('app.errors.protection.headersTooLarge'),
    });
  });
});
