import type { User } from '@domain/api';
import { clearStoredSession, readStoredSession, type SessionTokens, writeStoredSession } from './storage';

/** `restoring` while a stored session is being refreshed at start: auth starts out loading. */
export type SessionStatus = 'restoring' | 'ready';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  refreshToken: string | null;
  user: User | null;
}

/**
 * The signed-in state in memory, mirrored to localStorage, observable so React (useSyncExternalStore)
 * and the token refresher react to sign-in, sign-out and user updates.
 */
export interface Session {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  signIn(tokens: SessionTokens): void;
  /** Takes over what another tab stored (its rotated tokens, or null once it signed out), in memory only. */
  adopt(stored: SessionTokens | null): void;
  clear(): void;
  markReady(): void;
}

export function isSignedIn(state: SessionState): state is SessionState & { token: string; user: User } {
  return state.token !== null && state.user !== null;
}

export function createSession(storage: Storage = window.localStorage): Session {
  const stored = readStoredSession(storage);
  if (!stored) clearStoredSession(storage);
  let state: SessionState = stored
    ? { status: 'restoring', ...stored }
    : { status: 'ready', token: null, refreshToken: null, user: null };
  const listeners = new Set<() => void>();

  const update = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(tokens) {
      writeStoredSession(storage, tokens);
      update({ ...state, ...tokens });
    },
    adopt(stored) {
      if ((stored?.refreshToken ?? null) === state.refreshToken) return;
      update({ ...state, token: null, refreshToken: null, user: null, ...stored });
    },
    clear() {
      clearStoredSession(storage);
      update({ ...state, token: null, refreshToken: null, user: null });
    },
    markReady() {
      if (state.status !== 'ready') update({ ...state, status: 'ready' });
    },
  };
}
