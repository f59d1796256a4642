import { STORAGE_KEYS, TOKEN_REFRESH_INTERVAL_MS } from '@domain/constants';
import { translate } from '@domain/i18n';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Auth,
  createAuth,
  createAuthProvider,
  forgetDataOnAccountChange,
  isSignedIn,
} from '@/authProvider';
import { HttpError } from '@/dataProvider';
import {
  createSharedStorage,
  failWith,
  installSharedLocks,
  makeUser,
  serveRefresh,
  serveRotatingRefresh,
  storeSession,
} from './fixtures';
import { server } from './msw';

const credentials = { email: 'player@example.com', password: 'secret1' };
let auth: Auth | null = null;

function start(): Auth {
  auth = createAuth();
  return auth;
}

afterEach(() => {
  auth?.dispose();
  auth = null;
  vi.useRealTimers();
});

function serveLogin(user = makeUser()) {
  server.use(
    http.post('/api/auth/local/login', () =>
      HttpResponse.json({ success: true, token: 'login-access', refreshToken: 'login-refresh', user }),
    ),
  );
}

function storedKeys() {
  return [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.user].map((key) =>
    localStorage.getItem(key),
  );
}

describe('login', () => {
  it('stores the access token, the refresh token and the user', async () => {
    const user = makeUser({ roles: ['Admin'] });
    serveLogin(user);
    const provider = createAuthProvider(start());
    await provider.login(credentials);
    expect(storedKeys()).toEqual(['login-access', 'login-refresh', JSON.stringify(user)]);
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    await expect(provider.getIdentity?.()).resolves.toEqual({ id: user.id, fullName: user.displayName });
  });

  it.each([
    [401, 'Bad credentials.', translate('app.access.login.invalidCredentials')],
    [
      429,
      'Too many requests. Please wait a moment and try again.',
      'Too many requests. Please wait a moment and try again.',
    ],
    [500, 'Boom', translate('app.access.login.failed')],
  ])('a %i shows the right text', async (status, serverMessage, shown) => {
    server.use(http.post('/api/auth/local/login', () => failWith(status, serverMessage)));
    const provider = createAuthProvider(start());
    await expect(provider.login(credentials)).rejects.toThrow(shown);
    expect(storedKeys()).toEqual([null, null, null]);
  });

  it('a network failure shows the generic failure', async () => {
    server.use(http.post('/api/auth/local/login', () => HttpResponse.error()));
    await expect(createAuthProvider(start()).login(credentials)).rejects.toThrow(
      translate('app.access.login.failed'),
    );
  });
});

describe('logout', () => {
  it('sends the refresh token to the server and clears the keys', async () => {
    storeSession();
    serveRefresh();
    const sent: unknown[] = [];
    server.use(
      http.post('/api/auth/logout', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    const provider = createAuthProvider(start());
    await provider.checkAuth({});
    await provider.logout({});
    expect(sent).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(storedKeys()).toEqual([null, null, null]);
    expect(auth?.session.getState()).toMatchObject({ token: null, refreshToken: null, user: null });
  });

  it.each([
    ['a server error', () => failWith(500, 'down')],
    ['a network error', () => HttpResponse.error()],
  ])('still clears the keys after %s', async (_label, reply) => {
    storeSession();
    serveRefresh();
    server.use(http.post('/api/auth/logout', reply));
    const provider = createAuthProvider(start());
    await provider.checkAuth({});
    await provider.logout({});
    expect(storedKeys()).toEqual([null, null, null]);
    await expect(provider.checkAuth({})).rejects.toThrow();
  });
});

describe('session restore at start', () => {
  it('restores the stored session and refreshes it, updating the user', async () => {
    storeSession(makeUser({ roles: ['Player'] }));
    const promoted = makeUser({ roles: ['Admin'], permissions: ['manage:users'] });
    const seen = serveRefresh(promoted);
    const current = start();
    expect(current.session.getState().status).toBe('restoring');
    await current.whenReady();
    expect(seen).toEqual(['stored-refresh']);
    expect(current.session.getState()).toMatchObject({ status: 'ready', token: 'access-1', user: promoted });
    expect(storedKeys()).toEqual(['access-1', 'refresh-1', JSON.stringify(promoted)]);
  });

  it('does not restore when one of the three keys is missing', async () => {
    storeSession();
    localStorage.removeItem(STORAGE_KEYS.user);
    const current = start();
    await current.whenReady();
    expect(current.session.getState()).toMatchObject({ status: 'ready', token: null });
    expect(storedKeys()).toEqual([null, null, null]);
  });

  it.each([
    ['a 401', () => failWith(401, 'expired')],
    ['an unsuccessful answer', () => HttpResponse.json({ success: false, message: 'no' })],
    ['a network error', () => HttpResponse.error()],
  ])('logs out after %s', async (_label, reply) => {
    storeSession();
    server.use(
      http.post('/api/auth/refresh-token', reply),
      http.post('/api/auth/logout', () => HttpResponse.json({ success: true, data: null })),
    );
    const current = start();
    await current.whenReady();
    expect(current.session.getState()).toMatchObject({ status: 'ready', token: null, user: null });
    expect(storedKeys()).toEqual([null, null, null]);
  });
});

/** A stored session whose start-up refresh gets `firstReply`, then new tokens; when each attempt came. */
async function refreshAnsweredOnSecondAttempt(firstReply: () => Response) {
  storeSession();
  const user = makeUser();
  const attempts: number[] = [];
  server.use(
    http.post('/api/auth/refresh-token', () => {
      attempts.push(Date.now());
      return attempts.length === 1
        ? firstReply()
        : HttpResponse.json({ success: true, data: { token: 'access-2', refreshToken: 'refresh-2', user } });
    }),
  );
  const current = start();
  await current.whenReady();
  expect(attempts).toHaveLength(2);
  return { current, attempts, user };
}

describe('a rate-limited refresh', () => {
  const tooMany = (retryAfter: string) =>
    HttpResponse.json(
      { success: false, message: 'Too many requests.' },
      { status: 429, headers: { 'retry-after': retryAfter } },
    );

  it('waits as its Retry-After asks and keeps the session when the next attempt succeeds', async () => {
    const { current, attempts, user } = await refreshAnsweredOnSecondAttempt(() => tooMany('1'));
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    expect(current.session.getState()).toMatchObject({ status: 'ready', token: 'access-2', user });
    expect(storedKeys()).toEqual(['access-2', 'refresh-2', JSON.stringify(user)]);
  });

  it('logs out when the server keeps refusing after three more attempts', async () => {
    storeSession();
    let attempts = 0;
    server.use(
      http.post('/api/auth/refresh-token', () => {
        attempts += 1;
        return tooMany('0');
      }),
      http.post('/api/auth/logout', () => HttpResponse.json({ success: true, data: null })),
    );
    const current = start();
    await current.whenReady();
    expect(attempts).toBe(4);
    expect(current.session.getState()).toMatchObject({ status: 'ready', token: null, user: null });
    expect(storedKeys()).toEqual([null, null, null]);
  });
});

describe('a refresh that gets no answer', () => {
  it('is asked once more a second later and keeps the session when that one is answered', async () => {
    const { attempts, user } = await refreshAnsweredOnSecondAttempt(() => HttpResponse.error());
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    expect(storedKeys()).toEqual(['access-2', 'refresh-2', JSON.stringify(user)]);
  });

  it('keeps the stored session, and tells the server nothing, when a navigation away cancelled it', async () => {
    storeSession();
    const loggedOut = vi.fn();
    server.use(
      http.post('/api/auth/refresh-token', () => {
        window.dispatchEvent(new Event('pagehide'));
        return HttpResponse.error();
      }),
      http.post('/api/auth/logout', () => {
        loggedOut();
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    const current = start();
    await current.whenReady();
    window.dispatchEvent(new Event('pageshow'));
    expect(loggedOut).not.toHaveBeenCalled();
    expect(storedKeys()).toEqual(['stored-access', 'stored-refresh', JSON.stringify(makeUser())]);
  });
});

describe('periodic refresh', () => {
  it('refreshes every 600000 ms while signed in', async () => {
    expect(TOKEN_REFRESH_INTERVAL_MS).toBe(600_000);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    serveLogin();
    const seen = serveRefresh();
    const current = start();
    await current.login(credentials);

    vi.advanceTimersByTime(TOKEN_REFRESH_INTERVAL_MS - 1);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(seen).toEqual(['login-refresh']));
    await vi.waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1'));

    vi.advanceTimersByTime(TOKEN_REFRESH_INTERVAL_MS);
    await vi.waitFor(() => expect(seen).toEqual(['login-refresh', 'refresh-1']));
  });

  it('stops refreshing after logout', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    serveLogin();
    const seen = serveRefresh();
    server.use(http.post('/api/auth/logout', () => HttpResponse.json({ success: true, data: null })));
    const current = start();
    await current.login(credentials);
    await current.logout();
    vi.advanceTimersByTime(TOKEN_REFRESH_INTERVAL_MS * 2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
  });
});

describe('checkError', () => {
  async function signedIn() {
    serveLogin();
    server.use(http.post('/api/auth/logout', () => HttpResponse.json({ success: true, data: null })));
    const provider = createAuthProvider(start());
    await provider.login(credentials);
    return provider;
  }

  it('a 401 logs out', async () => {
    const provider = await signedIn();
    await expect(provider.checkError(new HttpError('expired', 401, null))).rejects.toBeInstanceOf(HttpError);
    expect(storedKeys()).toEqual([null, null, null]);
  });

  it('a 403 keeps the session', async () => {
    const provider = await signedIn();
    await expect(provider.checkError(new HttpError('nope', 403, null))).resolves.toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('login-access');
  });
});

describe('getPermissions and canAccess', () => {
  async function signedInAs(roles: string[], permissions: string[]) {
    serveLogin(makeUser({ roles, permissions }));
    const provider = createAuthProvider(start());
    await provider.login(credentials);
    return provider;
  }

  it('returns the roles and permissions of the user', async () => {
    const provider = await signedInAs(['Observer'], ['view:gameSessions']);
    await expect(provider.getPermissions?.({})).resolves.toEqual({
      roles: ['Observer'],
      permissions: ['view:gameSessions'],
    });
  });

  it('lets an observer list game sessions but not change them, nor see users', async () => {
    const provider = await signedInAs(['Observer'], ['view:gameSessions']);
    const can = (resource: string, action: string) => provider.canAccess?.({ resource, action });
    await expect(can('sessions', 'list')).resolves.toBe(true);
    await expect(can('sessions', 'delete')).resolves.toBe(false);
    await expect(can('users', 'list')).resolves.toBe(false);
    // Every signed-in user opens a team's page; the list of every team is the team managers'.
    await expect(can('teams', 'show')).resolves.toBe(true);
    await expect(can('teams', 'list')).resolves.toBe(false);
  });

  it('gives an admin the admin areas', async () => {
    const provider = await signedInAs(['Admin'], []);
    const can = (resource: string) => provider.canAccess?.({ resource, action: 'list' });
    await expect(can('roles')).resolves.toBe(true);
    await expect(can('league-management')).resolves.toBe(true);
    await expect(can('teams')).resolves.toBe(true);
    await expect(can('droplets')).resolves.toBe(true);
  });

  it('denies everything when signed out', async () => {
    const provider = createAuthProvider(start());
    await expect(provider.canAccess?.({ resource: 'teams', action: 'list' })).resolves.toBe(false);
    await expect(provider.getPermissions?.({})).resolves.toEqual({ roles: [], permissions: [] });
  });
});

describe('register', () => {
  const payload = { ...credentials, displayName: 'Splat Master' };

  it.each([
    [409, 'An account with this email already exists.', translate('app.access.register.emailInUse')],
    [
      400,
      translate('app.errors.validation.displayNameLength'),
      translate('app.errors.validation.displayNameLength'),
    ],
    [500, 'Boom', translate('app.access.register.failed')],
  ])('a %i shows the right text', async (status, serverMessage, shown) => {
    server.use(http.post('/api/auth/local/register', () => failWith(status, serverMessage)));
    await expect(start().register(payload)).rejects.toThrow(shown);
  });

  it('a missing gate cookie asks for the access code again', async () => {
    localStorage.setItem(STORAGE_KEYS.accessVerified, 'true');
    server.use(
      http.post('/api/auth/local/register', () =>
        failWith(403, 'Access code required.', 'ACCESS_GATE_REQUIRED'),
      ),
    );
    const current = start();
    expect(current.gate.isVerified()).toBe(true);
    await expect(current.register(payload)).rejects.toThrow();
    expect(current.gate.isVerified()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.accessVerified)).toBeNull();
  });
});

describe('two tabs over one localStorage', () => {
  const tabs: Auth[] = [];
  let uninstallLocks: (() => void) | null = null;

  afterEach(() => {
    for (const tab of tabs.splice(0)) tab.dispose();
    uninstallLocks?.();
    uninstallLocks = null;
  });

  /** A tab opening (or reloading) on the shared storage: it restores the stored session. */
  async function openTab(storage: Storage): Promise<Auth> {
    const tab = createAuth(storage);
    tabs.push(tab);
    await tab.whenReady();
    return tab;
  }

  const refreshTokenOf = (tab: Auth) => tab.session.getState().refreshToken;

  it("takes over the tokens another tab's start-up refresh rotated, and refreshes with them", async () => {
    const storage = createSharedStorage();
    storeSession(makeUser(), { storage });
    const server = serveRotatingRefresh('stored-refresh');
    const first = await openTab(storage);
    const second = await openTab(storage);
    expect(refreshTokenOf(second)).toBe('refresh-2');
    await vi.waitFor(() => expect(refreshTokenOf(first)).toBe('refresh-2'));

    await expect(first.refresh()).resolves.toBe(true);
    await vi.waitFor(() => expect(refreshTokenOf(second)).toBe('refresh-3'));
    await expect(second.refresh()).resolves.toBe(true);

    expect(server.presented).toEqual(['stored-refresh', 'refresh-1', 'refresh-2', 'refresh-3']);
    expect(server.replayed).toEqual([]);
    for (const tab of [first, second]) {
      await vi.waitFor(() =>
        expect(tab.session.getState()).toMatchObject({ token: 'access-4', refreshToken: 'refresh-4' }),
      );
    }
  });

  it('re-reads storage before refreshing, so a tab that has not heard of a rotation yet does not replay', async () => {
    const storage = createSharedStorage();
    storeSession(makeUser(), { storage });
    const server = serveRotatingRefresh('stored-refresh');
    const first = await openTab(storage);
    const second = await openTab(storage);
    // The storage event of the second tab's rotation has not been delivered yet.
    expect(refreshTokenOf(first)).toBe('refresh-1');

    await expect(first.refresh()).resolves.toBe(true);
    expect(server.presented).toEqual(['stored-refresh', 'refresh-1']);
    expect(refreshTokenOf(first)).toBe('refresh-2');
    expect(isSignedIn(second.session.getState())).toBe(true);
  });

  it('sends one refresh when the 10-minute timers of both tabs fire together, interval after interval', async () => {
    const locks = installSharedLocks();
    uninstallLocks = locks.uninstall;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const storage = createSharedStorage();
    storeSession(makeUser(), { storage });
    const server = serveRotatingRefresh('stored-refresh');
    // Both restore at once: the second waits for the first's rotation and takes it over.
    const [first, second] = await Promise.all([openTab(storage), openTab(storage)]);
    expect(server.presented).toEqual(['stored-refresh']);

    for (let interval = 1; interval <= 3; interval += 1) {
      vi.advanceTimersByTime(TOKEN_REFRESH_INTERVAL_MS);
      await vi.waitFor(() => expect(server.presented).toHaveLength(interval + 1));
      await vi.waitFor(() => {
        expect(refreshTokenOf(first)).toBe(`refresh-${interval + 1}`);
        expect(refreshTokenOf(second)).toBe(`refresh-${interval + 1}`);
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.presented).toEqual(['stored-refresh', 'refresh-1', 'refresh-2', 'refresh-3']);
    expect(server.replayed).toEqual([]);
    expect(new Set(locks.names)).toEqual(new Set(['vrpl-refresh']));
    expect(isSignedIn(first.session.getState()) && isSignedIn(second.session.getState())).toBe(true);
  });

  it('signs every tab out when one tab logs out', async () => {
    const storage = createSharedStorage();
    storeSession(makeUser(), { storage });
    serveRotatingRefresh('stored-refresh');
    const first = await openTab(storage);
    const second = await openTab(storage);
    await first.logout();
    await vi.waitFor(() =>
      expect(second.session.getState()).toMatchObject({ token: null, refreshToken: null, user: null }),
    );
  });

  it("forgets a tab's cached data when another tab logs out, and keeps it through a refresh", async () => {
    const storage = createSharedStorage();
    storeSession(makeUser(), { storage });
    serveRotatingRefresh('stored-refresh');
    const first = await openTab(storage);
    const second = await openTab(storage);
    const secondCache = new QueryClient();
    const stopForgetting = forgetDataOnAccountChange(second.session, secondCache);
    secondCache.setQueryData(['users', 'getOne', { id: '7' }], { id: 7, email: 'private@example.com' });

    await second.refresh();
    expect(secondCache.getQueryData(['users', 'getOne', { id: '7' }])).toEqual({
      id: 7,
      email: 'private@example.com',
    });

    await first.logout();
    await vi.waitFor(() => expect(second.session.getState().user).toBeNull());
    expect(secondCache.getQueryCache().getAll()).toEqual([]);
    stopForgetting();
  });

  it('signs every tab out when a refresh fails because the login was revoked elsewhere', async () => {
    const storage = createSharedStorage();
    storeSession(makeUser(), { storage });
    const server = serveRotatingRefresh('stored-refresh');
    const first = await openTab(storage);
    const second = await openTab(storage);
    await vi.waitFor(() => expect(refreshTokenOf(first)).toBe('refresh-2'));
    server.revoke();

    await expect(first.refresh()).resolves.toBe(false);
    expect(first.session.getState().user).toBeNull();
    await vi.waitFor(() => expect(second.session.getState().user).toBeNull());
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('signs a tab in when another tab signs in', async () => {
    const storage = createSharedStorage();
    serveLogin();
    const first = await openTab(storage);
    const second = await openTab(storage);
    await first.login(credentials);
    await vi.waitFor(() =>
      expect(second.session.getState()).toMatchObject({
        token: 'login-access',
        refreshToken: 'login-refresh',
      }),
    );
  });
});
