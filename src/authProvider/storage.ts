import type { User } from '@domain/api';
import { STORAGE_KEYS } from '@domain/constants';

// The persisted half of the session: the three keys the app keeps in localStorage (token, refresh token
// and user).

export interface SessionTokens {
  token: string;
  refreshToken: string;
  user: User;
}

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<User>;
  return (
    typeof candidate.id === 'number' &&
    typeof candidate.displayName === 'string' &&
    Array.isArray(candidate.roles) &&
    Array.isArray(candidate.permissions)
  );
}

function parseUser(text: string | null): User | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isUser(value) ? value : null;
  } catch {
    return null;
  }
}

/** The stored session, only when all three keys exist; a partial one is no session. */
export function readStoredSession(storage: Storage): SessionTokens | null {
  const token = storage.getItem(STORAGE_KEYS.accessToken);
  const refreshToken = storage.getItem(STORAGE_KEYS.refreshToken);
  const user = parseUser(storage.getItem(STORAGE_KEYS.user));
  return token && refreshToken && user ? { token, refreshToken, user } : null;
}

// Another tab learns of a change through the `storage` event of the refresh token key, so that key is
// written last and removed first: when its event arrives, the rest of the session is already there.

export function writeStoredSession(storage: Storage, session: SessionTokens): void {
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
  storage.setItem(STORAGE_KEYS.accessToken, session.token);
  storage.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
}

export function clearStoredSession(storage: Storage): void {
  storage.removeItem(STORAGE_KEYS.refreshToken);
  storage.removeItem(STORAGE_KEYS.accessToken);
  storage.removeItem(STORAGE_KEYS.user);
}

/**
 * Calls `listener` when another tab signs in, rotates the tokens or signs out (the browser fires
 * `storage` only in the other tabs of the origin; a null key means the storage was cleared).
 */
export function watchStoredSession(listener: () => void): () => void {
  const handle = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.refreshToken || event.key === null) listener();
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}
