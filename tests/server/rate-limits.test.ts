import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages';
import { login, signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      config: { authRateLimit: 3 },
      options: { loginThrottle: { maxFailures: 2, windowMs: 60_000 } },
    });
  });
  afterAll(() => t?.close());

  it('limits the sign-in routes per address with a 429 envelope and the standard headers', async () => {
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/access/verify',
        payload: { code: 'XXXXXX' },
        remoteAddress: '198.51.100.7',
      });
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await verify()).statusCode);
    expect(statuses).toEqual([400, 400, 400]);
    const limited = await verify();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      message: messages.api.rateLimited,
      code: 'RATE_LIMITED',
    });
    expect(limited.headers['x-ratelimit-limit']).toBe('3');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.headers['retry-after']).toBeDefined();

    const otherAddress = await t.app.inject({
      method: 'POST',
      url: '/api/access/verify',
      payload: { code: 'XXXXXX' },
      remoteAddress: '198.51.100.8',
    });
    expect(otherAddress.statusCode).toBe(400);
  });

  it('locks an account after repeated login failures, whatever the address', async () => {
    const session = await signUp(t.app);
    const { email, password } = session.credentials;
    const attempt = (remoteAddress: string, secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/local/login',
        payload: { email, password: secret },
        remoteAddress,
      });
    expect((await attempt('203.0.113.1', 'wrong-1')).statusCode).toBe(401);
    expect((await attempt('203.0.113.2', 'wrong-2')).statusCode).toBe(401);
    const locked = await attempt('203.0.113.3', password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, message: messages.api.rateLimited });
    // Other accounts are unaffected.
    const other = await signUp(t.app);
    expect((await login(t.app, other.credentials.email, other.credentials.password)).statusCode).toBe(200);
  });
});
