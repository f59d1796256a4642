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
import { me, type SessionTokens, signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/databases';

const PUBLIC_URL = 'http://app.test:3000';
const REDIRECT_URI = `${PUBLIC_URL}/discord/callback`;
const CLIENT = { clientId: '1234567890', clientSecret: 'fake-client-secret' };

const bearer = (session: SessionTokens) => ({ authorization: `Bearer ${session.token}` });

function firstCookie(setCookie: string | string[] | undefined): string {
  const value = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return value?.split(';')[0] ?? '';
}

/** The browser's part up to Discord: link intent, then the login navigation with its ticket. */
async function startLink(app: App, session: SessionTokens) {
  const intent = await app.inject({
    method: 'POST',
    url: '/api/auth/discord/link-intent',
    headers: bearer(session),
  });
  expect(intent.statusCode).toBe(200);
  const login = await app.inject({ method: 'GET', url: intent.json().data.url });
  expect(login.statusCode).toBe(302);
  return {
    authorize: new URL(String(login.headers.location)),
    cookie: firstCookie(login.headers['set-cookie']),
  };
}

/** Discord's consent screen: the fake redirects back for the user signed in to "Discord". */
async function consent(authorize: URL, user: FakeDiscordUser = FAKE_DISCORD_USERS.nelly, deny = false) {
  const cookie = `${FAKE_SESSION_COOKIE}=${user.id}${deny ? `; ${FAKE_CONSENT_COOKIE}=deny` : ''}`;
  const response = await fetch(authorize, { redirect: 'manual', headers: { cookie } });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

function callback(app: App, session: SessionTokens, query: Record<string, string>, cookie: string) {
  return app.inject({
    method: 'GET',
    url: `/api/auth/discord/callback?${new URLSearchParams(query)}`,
    headers: { ...bearer(session), cookie },
  });
}

/** The whole flow for `user`; answers the callback's response. */
async function link(app: App, session: SessionTokens, user: FakeDiscordUser = FAKE_DISCORD_USERS.nelly) {
  const { authorize, cookie } = await startLink(app, session);
  const back = await consent(authorize, user);
  return callback(app, session, Object.fromEntries(back.searchParams), cookie);
}

describe.each(databaseKinds())('Discord linking on %s', (kind) => {
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
    await signUp(t.app); // the Admin
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('says that linking is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/discord/config' });
    expect(response.json()).toEqual({ success: true, data: { enabled: true } });
  });

  it("redirects to Discord's authorize URL with the OAuth2 parameters and a state cookie", async () => {
    const player = await signUp(t.app);
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/discord/link-intent',
      headers: bearer(player),
    });
    const url: string = intent.json().data.url;
    expect(url).toMatch(/^\/api\/auth\/discord\/login\?ticket=[\w.-]+$/);
    const login = await t.app.inject({ method: 'GET', url });
    expect(login.statusCode).toBe(302);
    const authorize = new URL(String(login.headers.location));
    expect(`${authorize.origin}${authorize.pathname}`).toBe(fake.authorizeUrl);
    const params = Object.fromEntries(authorize.searchParams);
    expect(params).toEqual({
      response_type: 'code',
      client_id: CLIENT.clientId,
      scope: 'identify',
      state: expect.stringMatching(/^[\w-]{43}$/),
      redirect_uri: REDIRECT_URI,
      prompt: 'consent',
    });
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/^vrpl_discord_state=[^;]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/api/auth/discord');
    expect(setCookie).toMatch(/Max-Age=\d+/);

    // Two starts give two different states.
    const again = await startLink(t.app, player);
    expect(again.authorize.searchParams.get('state')).not.toBe(params.state);
  });

  it('refuses the login navigation without a valid ticket and the intent without a session', async () => {
    for (const url of ['/api/auth/discord/login', '/api/auth/discord/login?ticket=forged.ticket.value']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: translate('app.access.discord.invalidTicket') });
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/discord/link-intent' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('links the Discord account through the fake end to end, and unlinks it', async () => {
    const player = await signUp(t.app);
    const response = await link(t.app, player, FAKE_DISCORD_USERS.splat);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: player.userId,
      discordID: FAKE_DISCORD_USERS.splat.id,
      discordUsername: FAKE_DISCORD_USERS.splat.global_name,
    });
    expect(String(response.headers['set-cookie'])).toMatch(/vrpl_discord_state=;/);
    expect((await me(t.app, player.token)).json().data.discordID).toBe(FAKE_DISCORD_USERS.splat.id);

    const unlinked = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/discord/link',
      headers: bearer(player),
    });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().data).toMatchObject({ discordID: null, discordUsername: null });
  });

  it('stores the username when the Discord account has no display name', async () => {
    const player = await signUp(t.app);
    const response = await link(t.app, player, FAKE_DISCORD_USERS.plain);
    expect(response.json().data.discordUsername).toBe(FAKE_DISCORD_USERS.plain.username);
    await t.app.inject({ method: 'DELETE', url: '/api/auth/discord/link', headers: bearer(player) });
  });

  it('fails cleanly on a reused code', async () => {
    const player = await signUp(t.app);
    const { authorize, cookie } = await startLink(t.app, player);
    const query = Object.fromEntries((await consent(authorize, FAKE_DISCORD_USERS.nelly)).searchParams);
    expect((await callback(t.app, player, query, cookie)).statusCode).toBe(200);

    // The same code again, with a fresh state of this browser: Discord says invalid_grant.
    const second = await startLink(t.app, player);
    const state = second.authorize.searchParams.get('state') ?? '';
    const reused = await callback(t.app, player, { code: query.code ?? '', state }, second.cookie);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      message: translate('app.access.discord.invalidCode'),
      code: 'DISCORD_INVALID_CODE',
    });
    await t.app.inject({ method: 'DELETE', url: '/api/auth/discord/link', headers: bearer(player) });
  });

  it('fails cleanly on a wrong, missing or replayed state, before calling Discord', async () => {
    const player = await signUp(t.app);
    const { authorize, cookie } = await startLink(t.app, player);
    const query = Object.fromEntries((await consent(authorize)).searchParams);
    const before = fake.requests.length;
    const cases: [Record<string, string>, string][] = [
      [{ ...query, state: 'x'.repeat(43) }, cookie],
      [{ code: query.code ?? '' }, cookie],
      [query, ''],
      [query, 'vrpl_discord_state=tampered.value'],
    ];
    for (const [params, cookieHeader] of cases) {
      const response = await callback(t.app, player, params, cookieHeader);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: translate('app.access.discord.stateMismatch') });
    }
    // Another signed-in user cannot finish this browser's flow either.
    const other = await signUp(t.app);
    expect((await callback(t.app, other, query, cookie)).statusCode).toBe(400);
    expect(fake.requests.length).toBe(before);
    expect((await me(t.app, player.token)).json().data.discordID).toBeNull();
  });

  it('answers 409 for a Discord account already linked to another user', async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    expect((await link(t.app, first, FAKE_DISCORD_USERS.nelly)).statusCode).toBe(200);
    const response = await link(t.app, second, FAKE_DISCORD_USERS.nelly);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: translate('app.access.discord.alreadyLinked'),
      code: 'DISCORD_ALREADY_LINKED',
    });
    expect((await me(t.app, second.token)).json().data.discordID).toBeNull();
    // Linking it again to its owner is fine.
    expect((await link(t.app, first, FAKE_DISCORD_USERS.nelly)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: '/api/auth/discord/link', headers: bearer(first) });
  });

  it('passes a denied consent back to the callback page as error=access_denied', async () => {
    const player = await signUp(t.app);
    const { authorize } = await startLink(t.app, player);
    const back = await consent(authorize, FAKE_DISCORD_USERS.nelly, true);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
    expect(back.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
  });
});

describe('the Discord fake speaks Discord', () => {
  let fake: DiscordFake;
  beforeAll(async () => {
    fake = await startDiscordFake({ ...CLIENT, redirectUris: [REDIRECT_URI] });
  });
  afterAll(() => fake?.close());

  const exchange = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${fake.apiUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(body),
    });

  it('answers invalid_client, invalid_grant and a 401 for a bad token with their real bodies', async () => {
    const badClient = await exchange({
      grant_type: 'authorization_code',
      code: 'x',
      redirect_uri: REDIRECT_URI,
      client_id: CLIENT.clientId,
      client_secret: 'wrong',
    });
    expect(badClient.status).toBe(401);
    expect(await badClient.json()).toEqual({ error: 'invalid_client' });

    const unknownCode = await exchange({
      grant_type: 'authorization_code',
      code: 'never-issued',
      redirect_uri: REDIRECT_URI,
      ...{ client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret },
    });
    expect(unknownCode.status).toBe(400);
    expect(await unknownCode.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid "code" in request.',
    });

    const badToken = await fetch(`${fake.apiUrl}/users/@me`, { headers: { authorization: 'Bearer nope' } });
    expect(badToken.status).toBe(401);
    expect(await badToken.json()).toEqual({ message: '401: Unauthorized', code: 0 });
  });

  it('refuses an unregistered redirect URI and an unknown client', async () => {
    const base = { response_type: 'code', scope: 'identify', state: 's' };
    const query = (extra: Record<string, string>) =>
      `${fake.authorizeUrl}?${new URLSearchParams({ ...base, ...extra })}`;
    const badRedirect = await fetch(
      query({ client_id: CLIENT.clientId, redirect_uri: 'http://evil.test/cb' }),
      {
        redirect: 'manual',
      },
    );
    expect(badRedirect.status).toBe(400);
    const badClient = await fetch(query({ client_id: '999', redirect_uri: REDIRECT_URI }), {
      redirect: 'manual',
    });
    expect(badClient.status).toBe(400);
  });
});

describe('Discord linking without a client id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('reports linking as not configured and refuses to start it', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/auth/discord/config' });
    expect(config.json()).toEqual({ success: true, data: { enabled: false } });
    const player = await signUp(t.app);
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/discord/link-intent',
      headers: bearer(player),
    });
    expect(intent.statusCode).toBe(503);
    expect(intent.json()).toMatchObject({
      message: translate('app.profile.discord.notConfigured'),
      code: 'DISCORD_NOT_CONFIGURED',
    });
    const login = await t.app.inject({ method: 'GET', url: '/api/auth/discord/login?ticket=x' });
    expect(login.statusCode).toBe(503);
  });
});
