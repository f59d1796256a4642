import { TOKEN_REFRESH_INTERVAL_MS } from '@domain/constants';
import { isHttpError } from '../dataProvider/fetchJson';
import { requestRefresh } from './authApi';
import { watchPageLeaving } from './pageLeaving';
import type { ExclusiveLock } from './refreshLock';
import { isSignedIn, type Session } from './session';
import { readStoredSession, type SessionTokens } from './storage';

/** A rate-limited refresh is asked again this many times before the session ends. */
const RATE_LIMITED_REFRESH_RETRIES = 3;
/** The longest wait a 429's Retry-After may impose on one refresh attempt (the auth limit is per minute). */
const RATE_LIMITED_REFRESH_WAIT_MAX_MS = 60_000;
/** A refresh the network lost (no answer at all) is asked once more after this wait. */
const UNANSWERED_REFRESH_RETRY_MS = 1_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
 * the stored tokens are taken over and the server is not asked. Chromium may grant the lock before
 * another tab's write to storage has reached this one; the tab then presents the token just rotated
 * away, and the server's grace for racing tabs answers with the same successor.
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

  const page = watchPageLeaving();

  /**
   * The server's new tokens; null when it refused or could not be reached; 'abandoned' when the page was
   * being left and the navigation cancelled the request. A 429 is no verdict on the token: wait as long as
   * it asks (bounded) and ask again, a few times, before giving up. A request that got no answer at all is
   * asked once more.
   */
  const askServer = async (held: string): Promise<SessionTokens | null | 'abandoned'> => {
    for (let rateLimited = 0, unanswered = 0; ; ) {
      try {
        return await requestRefresh(held);
      } catch (error) {
        if (page.isLeaving()) return 'abandoned';
        if (isHttpError(error, 429) && rateLimited < RATE_LIMITED_REFRESH_RETRIES) {
          rateLimited += 1;
          await wait(
            Math.min(
              error.retryAfterMs ?? RATE_LIMITED_REFRESH_WAIT_MAX_MS,
              RATE_LIMITED_REFRESH_WAIT_MAX_MS,
            ),
          );
        } else if (!isHttpError(error) && unanswered === 0) {
          unanswered += 1;
          await wait(UNANSWERED_REFRESH_RETRY_MS);
        } else return null;
        if (page.isLeaving()) return 'abandoned';
        if (storedRefreshToken() !== held) return null;
      }
    }
  };

  const rotate = async (held: string): Promise<boolean> => {
    if (storedRefreshToken() !== held) return adoptStored();
    const tokens = await askServer(held);
    if (tokens === 'abandoned') return false;
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
      page.stop();
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
}
