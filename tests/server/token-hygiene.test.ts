import { ACCESS_TOKEN_TTL_SECONDS, TOKEN_ISSUER } from '@server/modules/auth/access-tokens';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/databases';

// Tokens are not cached and not accepted beyond their lifetime.

const SECRET = 'token-hygiene-secret-of-32-characters!';

describe.each(databaseKinds())('token hygiene on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { config: { jwtSecret: SECRET } });
  }, 60_000);
  afterAll(() => t?.close());

  it('answers login and refresh with Cache-Control: no-store', async () => {
    const session = await signUp(t.app);
    const signIn = await login(t.app, session.credentials.email, session.credentials.password);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
  });

  it('refuses access tokens without exp or living longer than the configured lifetime', async () => {
    const session = await signUp(t.app);
    const sid = JSON.parse(Buffer.from(session.token.split('.')[1] ?? '', 'base64url').toString()).sid;
    const key = new TextEncoder().encode(SECRET);
    const base = () =>
      new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(session.userId))
        .setIssuer(TOKEN_ISSUER);
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

    const fair = await base().setIssuedAt().setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`).sign(key);
    expect((await me(fair)).statusCode).toBe(200);
    const forever = await base().setIssuedAt().sign(key);
    expect((await me(forever)).statusCode).toBe(401);
    const tooLong = await base().setIssuedAt().setExpirationTime('1d').sign(key);
    expect((await me(tooLong)).statusCode).toBe(401);
    const noIssuedAt = await base().setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`).sign(key);
    expect((await me(noIssuedAt)).statusCode).toBe(401);
  });
});
