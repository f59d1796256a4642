import { translate } from '@domain/i18n';
import { refreshTokens } from '@server/db/schema';
import type { LoginThrottleOptions } from '@server/modules/auth/login-throttle';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/databases';

// Throttles that do not lock the owner out: growing delays per address and per account, the
// right password from a new address still signs in, every 429 says when to retry, and the counts are shared
// by every instance on the same database.

const THROTTLE: LoginThrottleOptions = {
  freeFailures: 2,
  baseDelayMs: 60_000,
  maxDelayMs: 600_000,
  windowMs: 3_600_000,
};

/** The answer past a route's limit of 5: our 429 envelope with the standard headers. */
function expectRateLimited(limited: LightMyRequestResponse): void {
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({
    success: false,
    message: translate('app.errors.api.rateLimited'),
    code: 'RATE_LIMITED',
  });
  expect(limited.headers['x-ratelimit-limit']).toBe('5');
  expect(limited.headers['x-ratelimit-remaining']).toBe('0');
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
}

describe.each(databaseKinds())('rate limits and the login throttle on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { config: { authRateLimit: 5 }, options: { loginThrottle: THROTTLE } });
  }, 60_000);
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
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await verify()).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    expectRateLimited(await verify());

    const otherAddress = await t.app.inject({
      method: 'POST',
      url: '/api/access/verify',
      payload: { code: 'XXXXXX' },
      remoteAddress: '198.51.100.8',
    });
    expect(otherAddress.statusCode).toBe(400);
  });

  it('delays a guessing address and account, but lets the right password in from a new address', async () => {
    const session = await signUp(t.app);
    const { email, password } = session.credentials;
    const attempt = (remoteAddress: string, secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/local/login',
        payload: { email, password: secret },
        remoteAddress,
      });
    for (const guess of ['wrong-1', 'wrong-2', 'wrong-3']) {
      expect((await attempt('203.0.113.1', guess)).statusCode).toBe(401);
    }
    const delayed = await attempt('203.0.113.1', password);
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json()).toMatchObject({
      success: false,
      message: translate('app.errors.protection.tooManyFailures', { smart_count: 60 }),
    });
    expect(delayed.headers['retry-after']).toBe('60');

    // A new address may still try once: a wrong guess is counted and delays that address on this account.
    expect((await attempt('203.0.113.2', 'wrong-4')).statusCode).toBe(401);
    const secondGuess = await attempt('203.0.113.2', password);
    expect(secondGuess.statusCode).toBe(429);
    expect(Number(secondGuess.headers['retry-after'])).toBeGreaterThanOrEqual(60);

    // The owner, from an address that has not guessed, signs in.
    expect((await attempt('203.0.113.3', password)).statusCode).toBe(200);
    // Other accounts are unaffected from other addresses.
    const other = await signUp(t.app);
    expect((await login(t.app, other.credentials.email, other.credentials.password)).statusCode).toBe(200);
  });

  it('limits old-password guesses on change-password like sign-in, with Retry-After', async () => {
    const session = await signUp(t.app);
    const change = (oldPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/${session.userId}/change-password`,
        payload: { oldPassword, newPassword: 'another-password-42' },
        headers: { authorization: `Bearer ${session.token}` },
        remoteAddress: '203.0.113.50',
      });
    for (const guess of ['wrong-1', 'wrong-2', 'wrong-3']) expect((await change(guess)).statusCode).toBe(400);
    const limited = await change(session.credentials.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.json()).toMatchObject({ success: false, code: 'TOO_MANY_FAILURES' });
  });

  // PGlite is one process's database: instances share a database only on PostgreSQL.
  it.skipIf(kind === 'pglite')('shares the counts with every instance on the same database', async () => {
    const second = await buildTestApp(kind, {
      config: { authRateLimit: 5, databaseUrl: t.config.databaseUrl },
      options: { loginThrottle: THROTTLE },
    });
    try {
      const session = await signUp(t.app);
      const { email } = session.credentials;
      const on = (app: TestApp, secret: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/local/login',
          payload: { email, password: secret },
          remoteAddress: '192.0.2.77',
        });
      expect((await on(t, 'wrong-1')).statusCode).toBe(401);
      expect((await on(second, 'wrong-2')).statusCode).toBe(401);
      expect((await on(t, 'wrong-3')).statusCode).toBe(401);
      expect((await on(second, session.credentials.password)).statusCode).toBe(429);
      const verify = (app: TestApp) =>
        app.app.inject({
          method: 'POST',
          url: '/api/access/verify',
          payload: { code: 'XXXXXX' },
          remoteAddress: '192.0.2.78',
        });
      const statuses = [];
      for (const app of [t, second, t, second, t, second]) statuses.push((await verify(app)).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    } finally {
      await second.close();
    }
  });
});

// The sign-in counts its hit on the route's limit, and starts the session it hands out, in the one statement
// it runs before the password check (readLogin in modules/auth/repository.ts).
describe.each(databaseKinds())('the sign-in statement on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { config: { authRateLimit: 5 }, options: { loginThrottle: THROTTLE } });
  }, 60_000);
  afterAll(() => t?.close());

  const familiesOf = async (userId: number) => {
    const rows = await t.app.db
      .selectDistinct({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId));
    return rows.length;
  };

  it('counts sign-ins against the same per-address limit, in the login statement itself', async () => {
    const session = await signUp(t.app);
    const { email, password } = session.credentials;
    const signIn = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/local/login',
        payload: { email, password: secret },
        remoteAddress: '198.51.100.20',
      });
    const before = await familiesOf(session.userId);
    const first = await signIn(password);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe('5');
    expect(first.headers['x-ratelimit-remaining']).toBe('4');
    expect(Number(first.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await signIn(password)).statusCode).toBe(200);
    expectRateLimited(await signIn(password));
    // Five sessions were handed out; the refused sign-in started none.
    expect(await familiesOf(session.userId)).toBe(before + 5);
  });

  it('keeps no session of a sign-in whose password did not match', async () => {
    const session = await signUp(t.app);
    const { email, password } = session.credentials;
    const before = await familiesOf(session.userId);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/login',
      payload: { email, password: 'not-the-password-1' },
      remoteAddress: '198.51.100.30',
    });
    expect(wrong.statusCode).toBe(401);
    expect(await familiesOf(session.userId)).toBe(before);
    // The family a clean sign-in starts in its first statement is the one whose token it hands out.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/login',
      payload: { email, password },
      remoteAddress: '198.51.100.31',
    });
    expect(right.statusCode).toBe(200);
    expect(await familiesOf(session.userId)).toBe(before + 1);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: right.json<{ refreshToken: string }>().refreshToken },
      remoteAddress: '198.51.100.31',
    });
    expect(refreshed.statusCode).toBe(200);
  });
});
