import type { User } from '../../domain/api';
import { messages } from '../../domain/messages';
import type { LoginPayload, RegisterPayload } from '../../domain/validation';
import { errorCode, isHttpError } from '../dataProvider/fetchJson';
import { requestLogin, requestLogout, requestRegister } from './authApi';
import { createGate, type Gate } from './gate';
import { createSession, type Session } from './session';
import { createTokenRefresher } from './tokenRefresh';

export const ACCESS_GATE_REQUIRED = 'ACCESS_GATE_REQUIRED';

/** The browser's authentication state and its operations; the react-admin authProvider adapts it. */
export interface Auth {
  session: Session;
  gate: Gate;
  /** Rejects with the text the login form shows (SPEC section 8). */
  login(credentials: LoginPayload): Promise<User>;
  /** Rejects with the text the register form shows (SPEC section 8). */
  register(payload: RegisterPayload): Promise<User>;
  /** Tells the server, ignores its failure, and always clears the session. */
  logout(): Promise<void>;
  refresh(): Promise<boolean>;
  /** Resolves once the start-up restore is over (SPEC section 4: then loading ends). */
  whenReady(): Promise<void>;
  dispose(): void;
}

function loginErrorMessage(error: unknown): string {
  if (isHttpError(error, 401)) return messages.login.invalidCredentials;
  if (isHttpError(error) && error.status < 500) return error.message;
  return messages.login.failed;
}

function registerErrorMessage(error: unknown): string {
  if (isHttpError(error, 409)) return messages.register.emailInUse;
  if (isHttpError(error, 400)) return error.message;
  return messages.register.failed;
}

export function createAuth(storage: Storage = window.localStorage): Auth {
  const session = createSession(storage);
  const gate = createGate(storage);

  const logout = async () => {
    const { refreshToken, token } = session.getState();
    try {
      if (refreshToken) await requestLogout(refreshToken, token);
    } catch {
      // SPEC section 8: a failed logout call is ignored; the local sign-out still happens.
    } finally {
      session.clear();
    }
  };

  const refresher = createTokenRefresher(session, logout);

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
    dispose: refresher.dispose,
  };
}
