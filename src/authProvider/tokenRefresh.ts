import { TOKEN_REFRESH_INTERVAL_MS } from '@domain/constants';
import { requestRefresh } from './authApi';
import type { ExclusiveLock } from './refreshLock';
import { isSignedIn, type Session } from './session';
import { readStoredSession } from './storage';

export interface TokenRefresher {
  /** Rotates the tokens; false (after `onFailure`) when the refresh failed or was unsuccessful. */
  refresh(): Promise<boolean>;
  dispose(): void;
}

interface TokenRefresherDeps {
  session: Session;
  /** Where every tab keeps the session (localStorage): the truth about which token is current. */
  storage: Storage;
  /** The refresh lock every tab shares; `onFailure` runs inside it. */
  lock: ExclusiveLock;
  /** Ends the session after a failed refresh (server logout, then clear); called while holding the lock. */
  onFailure: () => Promise<void>;
}

/**
 * Refreshes the session every TOKEN_REFRESH_INTERVAL_MS while signed in, and on demand (the HTTP
 * client after a 401, the start-up restore). Refresh tokens rotate and the server treats a rotated
 * token as a replay, so every refresh of every tab runs under one lock and first re-reads storage:
 * when another tab (or an earlier caller in this one) already rotated the token this caller held,
 * the stored tokens are taken over and the server is not asked.
 */
export function createTokenRefresher({
  session,
  storage,
  lock,
  onFailure,
}: TokenRefresherDeps): TokenRefresher {
  let timer: ReturnType<typeof setInterval> | null = null;

  const storedRefreshToken = () => readStoredSession(storage)?.refreshToken ?? null;

  /** Takes over the stored session (another tab's rotation or sign-in, or its sign-out). */
  const adoptStored = (): boolean => {
    const stored = readStoredSession(storage);
    session.adopt(stored);
    return stored !== null;
  };

  const rotate = async (held: string): Promise<boolean> => {
    if (storedRefreshToken() !== held) return adoptStored();
    const tokens = await requestRefresh(held).catch(() => null);
    // A sign-in or sign-out (here or in another tab) while the request was out wins over its answer.
    if (storedRefreshToken() !== held) return adoptStored();
    if (tokens) {
      session.signIn(tokens);
      return true;
    }
    await onFailure();
    return false;
  };

  const refresh = (): Promise<boolean> => {
    const { refreshToken } = session.getState();
    if (!refreshToken) return Promise.resolve(false);
    return lock(() => rotate(refreshToken));
  };

  const syncTimer = () => {
    const signedIn = isSignedIn(session.getState());
    if (signedIn && timer === null) {
      timer = setInterval(() => void refresh(), TOKEN_REFRESH_INTERVAL_MS);
    } else if (!signedIn && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };

  const unsubscribe = session.subscribe(syncTimer);
  syncTimer();

  return {
    refresh,
    dispose() {
      unsubscribe();
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
}
