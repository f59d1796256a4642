import { translate } from '@domain/i18n';
import type { App } from '@server/http/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DiscordFake,
  FAKE_CONSENT_COOKIE,
  FAKE_DISCORD_USERS,
  FAKE_SESSION_COOKIE,
  type FakeDiscordUser,
  startDiscordFake,
} from '../fakes/discord';
import { gateCookie, login, me, newCredentials, register, signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/databases';

// Signing in with Discord through the Discord fake: the start route, the shared callback, and the accounts
// it signs in or creates.

const PUBLIC_URL = 'http://app.test:3000';
const REDIRECT_URI = `${PUBLIC_URL}/discord/callback`;
const CLIENT = { clientId: '1234567890', clientSecret: 'fake-client-secret' };

function firstCookie(setCookie: string | string[] | undefined): string {
  const value = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return value?.split(';')[0] ?? '';
}

/** "Continue with Discord": the browser (with its gate pass) navigates to the start route. */
async function startSignIn(app: App, gate: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/auth/discord/signin',
    headers: { cookie: gate },
  });
  expect(response.statusCode).toBe(302);
  return {
    authorize: new URL(String(response.headers.location)),
    cookie: `${gate}; ${firstCookie(response.headers['set-cookie'])}`,
  };
}

/** Discord's consent screen for the user signed in to "Discord"; answers where it sends the browser back. */
async function consent(authorize: URL, user: FakeDiscordUser, deny = false) {
  const cookie = `${FAKE_SESSION_COOKIE}=${user.id}${deny ? `; ${FAKE_CONSENT_COOKIE}=deny` : ''}`;
  const response = await fetch(authorize, { redirect: 'manual', headers: { cookie } });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

function callback(app: App, query: URLSearchParams | Record<string, string>, cookie: string) {
  return app.inject({
    method: 'GET',
    url: `/api/auth/discord/callback?${new URLSearchParams(query)}`,
    headers: { cookie },
  });
}

/** The whole sign-in for `user`; answers the callback's response. */
async function signInWithDiscord(app: App, user: FakeDiscordUser) {
  const gate = await gateCookie(app);
  const { authorize, cookie } = await startSignIn(app, gate);
  const back = await consent(authorize, user);
  return callback(app, back.searchParams, cookie);
}

describe.each(databaseKinds())('Sign in with Discord on %s', (kind) => {
  let fake: DiscordFake;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startDiscordFake({ ...CLIENT, redirectUris: [REDIRECT_URI] });
    t = await buildTestApp(kind, {
      config: {
        publicUrl: PUBLIC_URL,
        discord: { ...CLIENT, authorizeUrl: fake.authorizeUrl, apiUrl: fake.apiUrl },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('creates the first account on an empty database as Admin, linked, without a password', async () => {
    const gate = await gateCookie(t.app);
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/auth/discord/signin',
      headers: { cookie: gate },
    });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location));
    expect(`${authorize.origin}${authorize.pathname}`).toBe(fake.authorizeUrl);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.clientId,
      scope: 'identify email',
      redirect_uri: REDIRECT_URI,
      state: expect.stringMatching(/^[\w-]{43}$/),
    });
    const setCookie = String(start.headers['set-cookie']);
    expect(setCookie).toMatch(/^vrpl_discord_state=[^;]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Path=/api/auth/discord');

    const back = await consent(authorize, FAKE_DISCORD_USERS.founder);
    const response = await callback(
      t.app,
      back.searchParams,
      `${gate}; ${firstCookie(start.headers['set-cookie'])}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    // The same body as POST /api/auth/local/login.
    expect(Object.keys(body).sort()).toEqual(['refreshToken', 'success', 'token', 'user']);
    expect(body.user).toMatchObject({
      displayName: 'Founder Fox',
      email: 'founder@discord.example',
      discordID: FAKE_DISCORD_USERS.founder.id,
      discordUsername: 'Founder Fox',
      hasPassword: false,
    });
    expect(body.user.roles.sort()).toEqual(['Admin', 'Player']);
    const self = await me(t.app, body.token);
    expect(self.statusCode).toBe(200);
    expect(self.json().data.id).toBe(body.user.id);
  });

  it('signs a linked Discord account in to its account, and creates nothing', async () => {
    const first = (await signInWithDiscord(t.app, FAKE_DISCORD_USERS.founder)).json();
    const again = await signInWithDiscord(t.app, FAKE_DISCORD_USERS.founder);
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(first.user.id);
    expect(again.json().token).not.toBe(first.token);

    // A password account that linked Discord from its profile signs in with Discord too.
    const player = await signUp(t.app);
    const bearer = { authorization: `Bearer ${player.token}` };
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/discord/link-intent',
      headers: bearer,
    });
    const start = await t.app.inject({ method: 'GET', url: intent.json().data.url });
    const linkBack = await consent(new URL(String(start.headers.location)), FAKE_DISCORD_USERS.nelly);
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/auth/discord/callback?${linkBack.searchParams}`,
      headers: { ...bearer, cookie: firstCookie(start.headers['set-cookie']) },
    });
    expect(link.statusCode).toBe(200);
    expect(link.json().data).toMatchObject({ id: player.userId, discordID: FAKE_DISCORD_USERS.nelly.id });
    const linked = await signInWithDiscord(t.app, FAKE_DISCORD_USERS.nelly);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().user).toMatchObject({ id: player.userId, hasPassword: true });
  });

  it('creates a Player account for a new Discord account, its display name made unique', async () => {
    const taken = newCredentials();
    expect((await register(t.app, { ...taken, displayName: 'Rookie Rae' })).statusCode).toBe(201);
    const response = await signInWithDiscord(t.app, FAKE_DISCORD_USERS.rookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      displayName: 'Rookie Rae 2',
      email: 'rookie@discord.example',
      discordID: FAKE_DISCORD_USERS.rookie.id,
      roles: ['Player'],
      hasPassword: false,
    });
  });

  it('refuses an unlinked Discord account whose email belongs to an account, and links nothing', async () => {
    const owner = newCredentials();
    expect((await register(t.app, { ...owner, email: 'SplatKing@Discord.example' })).statusCode).toBe(201);
    const response = await signInWithDiscord(t.app, FAKE_DISCORD_USERS.splat);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      message: translate('app.access.discord.emailTaken'),
      code: 'DISCORD_EMAIL_IN_USE',
    });
    const ownerSession = (await login(t.app, 'splatking@discord.example', owner.password)).json();
    expect(ownerSession.user).toMatchObject({ discordID: null, hasPassword: true });
  });

  it('refuses a Discord account without a verified email', async () => {
    const response = await signInWithDiscord(t.app, FAKE_DISCORD_USERS.unverified);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: translate('app.access.discord.noVerifiedEmail') });
    expect((await login(t.app, 'fresh@discord.example', 'anything-at-all')).statusCode).toBe(401);
  });

  it('refuses a wrong, missing or replayed state before calling Discord', async () => {
    const gate = await gateCookie(t.app);
    const { authorize, cookie } = await startSignIn(t.app, gate);
    const back = await consent(authorize, FAKE_DISCORD_USERS.plain);
    const query = Object.fromEntries(back.searchParams);
    const tokenCalls = () => fake.requests.filter((r) => r.startsWith('POST')).length;
    const before = tokenCalls();
    for (const [params, cookies] of [
      [{ ...query, state: 'x'.repeat(43) }, cookie],
      [query, gate],
      [{ code: query.code ?? '' }, cookie],
      [query, `${gate}; vrpl_discord_state=tampered.signin`],
    ] as const) {
      const response = await callback(t.app, params, cookies);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: translate('app.access.discord.stateMismatch') });
    }
    expect(tokenCalls()).toBe(before);
    // The right state once: signed in; the same state again: refused.
    expect((await callback(t.app, query, cookie)).statusCode).toBe(200);
    expect((await callback(t.app, query, cookie)).statusCode).toBe(400);
  });

  it('answers a denied consent (error=access_denied) with a clear message', async () => {
    const gate = await gateCookie(t.app);
    const { authorize, cookie } = await startSignIn(t.app, gate);
    const back = await consent(authorize, FAKE_DISCORD_USERS.plain, true);
    expect(back.searchParams.get('error')).toBe('access_denied');
    const response = await callback(t.app, back.searchParams, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: translate('app.access.discordSignIn.denied'),
      code: 'DISCORD_ACCESS_DENIED',
    });
  });

  it('applies the access gate first', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/discord/signin' });
    expect(start.statusCode).toBe(403);
    expect(start.json()).toMatchObject({ code: 'ACCESS_GATE_REQUIRED' });
    const gate = await gateCookie(t.app);
    const { authorize, cookie } = await startSignIn(t.app, gate);
    const back = await consent(authorize, FAKE_DISCORD_USERS.plain);
    const withoutGate = cookie.replace(`${gate}; `, '');
    const response = await callback(t.app, back.searchParams, withoutGate);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ACCESS_GATE_REQUIRED' });
  });

  it('keeps a Discord-created account without a password until its player sets one', async () => {
    const session = (await signInWithDiscord(t.app, FAKE_DISCORD_USERS.rookie)).json();
    const auth = { authorization: `Bearer ${session.token}` };
    const { email } = session.user;

    // No password: password sign-in fails as any wrong password does.
    const noPassword = await login(t.app, email, 'paintball-42');
    expect(noPassword.statusCode).toBe(401);
    expect(noPassword.json()).toMatchObject({ message: translate('app.access.login.invalidCredentials') });

    // Discord is the only way in: unlinking is refused.
    const unlink = await t.app.inject({ method: 'DELETE', url: '/api/auth/discord/link', headers: auth });
    expect(unlink.statusCode).toBe(409);
    expect(unlink.json()).toMatchObject({
      message: translate('app.profile.discord.onlyWayIn'),
      code: 'DISCORD_ONLY_WAY_IN',
    });

    // Set a password without the current one.
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/users/${session.user.id}/change-password`,
      headers: auth,
      payload: { newPassword: 'paintball-42' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ hasPassword: true });
    expect((await login(t.app, email, 'paintball-42')).statusCode).toBe(200);

    // From now on the current password is asked for, and Discord may go.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/users/${session.user.id}/change-password`,
      headers: auth,
      payload: { newPassword: 'paintball-43' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: translate('app.profile.oldPasswordRequired') });
    const unlinked = await t.app.inject({ method: 'DELETE', url: '/api/auth/discord/link', headers: auth });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().data).toMatchObject({ discordID: null, hasPassword: true });
  });

  it('creates one account when the same new Discord account signs in twice at once', async () => {
    const gate = await gateCookie(t.app);
    const flows = await Promise.all([startSignIn(t.app, gate), startSignIn(t.app, gate)]);
    const backs = await Promise.all(flows.map((flow) => consent(flow.authorize, FAKE_DISCORD_USERS.twin)));
    const responses = await Promise.all(
      flows.map((flow, index) => callback(t.app, backs[index]!.searchParams, flow.cookie)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(responses[0]!.json().user.id).toBe(responses[1]!.json().user.id);
    expect(responses[0]!.json().user.displayName).toBe('Twin Tab');
  });
});
