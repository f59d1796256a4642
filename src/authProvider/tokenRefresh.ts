import { TOKEN_REFRESH_INTERVAL_MS } from '../../domain/constants';
import { requestRefresh } from './authApi';
import { isSignedIn, type Session } from './session';

export interface TokenRefresher {
  /** Rotates the tokens; false (after `onFailure`) when the refresh failed or was unsuccessful. */
  refresh(): Promise<boolean>;
  dispose(): void;
}

/**
 * Refreshes the session every TOKEN_REFRESH_INTERVAL_MS while signed in, and on demand (the HTTP
 * client after a 401, the start-up restore). Concurrent callers share one request: refresh tokens
 * rotate, so two parallel refreshes with the same token would look like a replay to the server.
 */
export function createTokenRefresher(session: Session, onFailure: () => Promise<void>): TokenRefresher {
  let inFlight: Promise<boolean> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const attempt = async (refreshToken: string): Promise<boolean> => {
    const tokens = await requestRefresh(refreshToken).catch(() => null);
    // A logout (or another sign-in) while the request was out wins over its answer.
    if (session.getState().refreshToken !== refreshToken) return tokens !== null;
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
    inFlight ??= attempt(refreshToken).finally(() => {
      inFlight = null;
    });
    return inFlight;
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
