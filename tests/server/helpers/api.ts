import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { App } from '@server/http/types';
import { TOKEN_ISSUER } from '@server/modules/auth/access-tokens';
import { SignJWT } from 'jose';
import { TEST_ACCESS_CODE } from './app';

// Small clients for the auth flows the suites repeat.

export interface Credentials {
  email: string;
  password: string;
  displayName: string;
}

let counter = 0;
export function newCredentials(prefix = 'player'): Credentials {
  counter += 1;
  return {
    email: `${prefix}${counter}.${Date.now()}@example.com`,
    password: 'paintball-42',
    displayName: `${prefix} ${counter}`,
  };
}

/** The signed gate cookie, as a Cookie header value. */
export async function gateCookie(app: App, code = TEST_ACCESS_CODE): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/access/verify', payload: { code } });
  const setCookie = response.headers['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (response.statusCode !== 200 || !first) throw new Error(`access verify failed: ${response.body}`);
  return first.split(';')[0]!;
}

export async function register(app: App, credentials: Credentials, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/local/register',
    payload: credentials,
    headers: { cookie: cookie ?? (await gateCookie(app)) },
  });
}

export function login(app: App, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/local/login', payload: { email, password } });
}

export interface SessionTokens {
  token: string;
  refreshToken: string;
  userId: number;
}

/** Registers and signs in a new account. */
export async function signUp(
  app: App,
  credentials = newCredentials(),
): Promise<SessionTokens & { credentials: Credentials }> {
  const registered = await register(app, credentials);
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const response = await login(app, credentials.email, credentials.password);
  const body = response.json<{ token: string; refreshToken: string; user: { id: number } }>();
  return { token: body.token, refreshToken: body.refreshToken, userId: body.user.id, credentials };
}

export function refresh(app: App, refreshToken: string) {
  return app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
}

export function me(app: App, token: string) {
  return app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
}

/**
 * An access token for `session`'s user and login session, signed with the app's own secret but issued and
 * expiring when the test says (seconds since the epoch): an expired one, or one about to expire.
 */
export async function accessTokenAt(
  dataDir: string,
  session: { token: string; userId: number },
  times: { issuedAt: number; expiresAt: number },
): Promise<string> {
  const secrets = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8'));
  const [, payload] = session.token.split('.');
  const { sid } = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(session.userId))
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(times.issuedAt)
    .setExpirationTime(times.expiresAt)
    .sign(new TextEncoder().encode(secrets.jwtSecret));
}
