import type { User } from '@domain/api';
import type { LoginPayload, RegisterPayload } from '@domain/validation';
import { errorCode, isHttpError } from '../dataProvider/fetchJson';
import { translatePublic } from '../i18n/public';
import { requestDiscordSignIn, requestLogin, requestLogout, requestRegister } from './authApi';
import { createGate, type Gate } from './gate';
import { createRefreshLock } from './refreshLock';
import { createSession, type Session } from './session';
import { readStoredSession, watchStoredSession } from './storage';
import { createTokenRefresher } from './tokenRefresh';

export const ACCESS_GATE_REQUIRED = 'ACCESS_GATE_REQUIRED';

/** The browser's authentication state and its operations; the react-admin authProvider adapts it. */
export interface Auth {
  session: Session;
  gate: Gate;
  /** Rejects with the text the login form shows. */
  login(credentials: LoginPayload): Promise<User>;
  /** Finishes a sign-in with Discord and keeps the session as login does; rejects with the HttpError. */
  signInWithDiscord(code: string, state: string | null): Promise<User>;
  /** Rejects with the text the register form shows. */
  register(payload: RegisterPayload): Promise<User>;
  /** Tells the server, ignores its failure, and always clears the session. */
  logout(): Promise<void>;
  refresh(): Promise<boolean>;
  /** Resolves once the start-up restore is over; then loading ends. */
  whenReady(): Promise<void>;
  dispose(): void;
}

function loginErrorMessage(error: unknown): string {
  if (isHttpError(error, 401)) return translatePublic('app.access.login.invalidCredentials');
  if (isHttpError(error) && error.status < 500) return error.message;
  return translatePublic('app.access.login.failed');
}

function registerErrorMessage(error: unknown): string {
  if (isHttpError(error, 409)) return translatePublic('app.access.register.emailInUse');
  if (isHttpError(error, 400)) return error.message;
  return translatePublic('app.access.register.failed');
}

/**
 * Every tab of the browser shares `storage`: a tab takes over the tokens another tab rotated and its
 * sign-in or sign-out (the `storage` event), and refreshes and logouts queue on one lock.
 */
export function createAuth(storage: Storage = window.localStorage): Auth {
  const session = createSession(storage);
  const gate = createGate(storage);
  const lock = createRefreshLock();

  /** Runs under the lock, so a refresh of another tab cannot rotate the token being revoked. */
  const endSession = async () => {
    const { refreshToken, token } = readStoredSession(storage) ?? session.getState();
    try {
      if (refreshToken) await requestLogout(refreshToken, token);
    } catch {
      // A failed logout call is ignored; the local sign-out still happens.
    } finally {
      session.clear();
    }
  };
  const logout = () => lock(endSession);

  const refresher = createTokenRefresher({ session, storage, lock, onFailure: endSession });
  const stopWatching = watchStoredSession(() => session.adopt(readStoredSession(storage)));

  const restored =
    session.getState().status === 'restoring'
      ? refresher.refresh().then(() => session.markReady())
      : Promise.resolve();

  return {
    session,
    gate,
    async login(credentials) {
      try {
        const tokens = await requestLogin(credentials);
        session.signIn(tokens);
        return tokens.user;
      } catch (error) {
        throw new Error(loginErrorMessage(error));
      }
    },
    async signInWithDiscord(code, state) {
      try {
        const tokens = await requestDiscordSignIn(code, state);
        session.signIn(tokens);
        return tokens.user;
      } catch (error) {
        if (errorCode(error) === ACCESS_GATE_REQUIRED) gate.reset();
        throw error;
      }
    },
    async register(payload) {
      try {
        return await requestRegister(payload);
      } catch (error) {
        if (errorCode(error) === ACCESS_GATE_REQUIRED) gate.reset();
        throw new Error(registerErrorMessage(error));
      }
    },
    logout,
    refresh: refresher.refresh,
    whenReady: () => restored,
    dispose() {
      stopWatching();
      refresher.dispose();
    },
  };
}
