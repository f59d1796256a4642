import type { User } from '@domain/api';
import { STORAGE_KEYS } from '@domain/constants';
import { delay, HttpResponse, http } from 'msw';
import { failWith, makeUser, server } from './msw';

// Stand-ins for what the tabs of one browser share, so that two Auth instances in one jsdom window
// behave like two tabs: one localStorage that announces its changes, and one navigator.locks.

/**
 * A localStorage shared by several tabs. Like the browser, every change fires a `storage` event
 * after the write; here it reaches the writing tab too (on the one window), which must be harmless.
 */
export function createSharedStorage(): Storage {
  const items = new Map<string, string>();
  const announce = (key: string | null) => {
    setTimeout(() => window.dispatchEvent(new StorageEvent('storage', { key })), 0);
  };
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem(key: string, value: string) {
      items.set(key, String(value));
      announce(key);
    },
    removeItem(key: string) {
      if (items.delete(key)) announce(key);
    },
    clear() {
      items.clear();
      announce(null);
    },
  };
}

export function storeSessionIn(storage: Storage, refreshToken: string, user: User = makeUser()): void {
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  storage.setItem(STORAGE_KEYS.accessToken, 'stored-access');
  storage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
}

interface LockManagerStandIn {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** navigator.locks as every tab of the origin sees it: one exclusive queue per lock name. */
export function installSharedLocks(): { names: string[]; uninstall(): void } {
  const queues = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  const locks: LockManagerStandIn = {
    request(name, callback) {
      names.push(name);
      const run = (queues.get(name) ?? Promise.resolve()).then(() => callback());
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  Object.defineProperty(window.navigator, 'locks', { configurable: true, get: () => locks });
  return {
    names,
    uninstall: () => Reflect.deleteProperty(window.navigator, 'locks'),
  };
}

/**
 * The server's refresh rule without its grace: each refresh token works once, and presenting one
 * that was already rotated is a replay that ends the login (401 from then on). Records every token
 * presented; answers after a short delay so that requests of two tabs can overlap.
 */
export function serveRotatingRefresh(first: string) {
  const presented: string[] = [];
  const replayed: string[] = [];
  let current: string | null = first;
  let issued = 0;
  server.use(
    http.post('/api/auth/refresh-token', async ({ request }) => {
      const { refreshToken } = (await request.json()) as { refreshToken: string };
      presented.push(refreshToken);
      await delay(20);
      if (refreshToken !== current) {
        if (current !== null) replayed.push(refreshToken);
        current = null;
        return failWith(401, 'Invalid refresh token.');
      }
      issued += 1;
      current = `refresh-${issued}`;
      return HttpResponse.json({
        success: true,
        data: { token: `access-${issued}`, refreshToken: current, user: makeUser() },
      });
    }),
    http.post('/api/auth/logout', () => {
      current = null;
      return HttpResponse.json({ success: true, data: null });
    }),
  );
  return {
    presented,
    replayed,
    /** A replay from elsewhere (another browser) revoked the login. */
    revoke() {
      current = null;
    },
  };
}
