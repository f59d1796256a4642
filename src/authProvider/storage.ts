import type { User } from '../../domain/api';
import { STORAGE_KEYS } from '../../domain/constants';

// The persisted half of the session: the three keys of SPEC section 3 in localStorage.

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

/** The stored session, only when all three keys exist (SPEC section 4). */
export function readStoredSession(storage: Storage): SessionTokens | null {
  const token = storage.getItem(STORAGE_KEYS.accessToken);
  const refreshToken = storage.getItem(STORAGE_KEYS.refreshToken);
  const user = parseUser(storage.getItem(STORAGE_KEYS.user));
  return token && refreshToken && user ? { token, refreshToken, user } : null;
}

export function writeStoredSession(storage: Storage, session: SessionTokens): void {
  storage.setItem(STORAGE_KEYS.accessToken, session.token);
  storage.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
}

export function clearStoredSession(storage: Storage): void {
  storage.removeItem(STORAGE_KEYS.accessToken);
  storage.removeItem(STORAGE_KEYS.refreshToken);
  storage.removeItem(STORAGE_KEYS.user);
}
