import type { LoginResponse, RefreshResponse, User } from '@domain/api';
import type { LoginPayload, RegisterPayload } from '@domain/validation';
import { API_ROOT } from '../dataProvider/apiRoot';
import { fetchJson } from '../dataProvider/fetchJson';
import type { SessionTokens } from './storage';

// The authentication calls of the API, without the session logic around them.

function post(path: string, payload: unknown, token?: string | null) {
  return fetchJson(`${API_ROOT}${path}`, { method: 'POST', body: JSON.stringify(payload), token });
}

export async function requestLogin(credentials: LoginPayload): Promise<SessionTokens> {
  const { json } = await post('/auth/local/login', credentials);
  const { token, refreshToken, user } = json as LoginResponse;
  return { token, refreshToken, user };
}

/**
 * Finishes a sign-in with Discord: forwards the code and state Discord sent back to /discord/callback.
 * The server answers as the password login does.
 */
export async function requestDiscordSignIn(code: string, state: string | null): Promise<SessionTokens> {
  const query = new URLSearchParams({ code, ...(state ? { state } : {}) });
  const { json } = await fetchJson(`${API_ROOT}/auth/discord/callback?${query}`, { method: 'GET' });
  const { token, refreshToken, user } = json as LoginResponse;
  return { token, refreshToken, user };
}

export async function requestRegister(payload: RegisterPayload): Promise<User> {
  const { json } = await post('/auth/local/register', payload);
  return (json as { data: User }).data;
}

/** Resolves to the new tokens, or null when the server answers but without success. */
export async function requestRefresh(refreshToken: string): Promise<SessionTokens | null> {
  const { json } = await post('/auth/refresh-token', { refreshToken });
  const response = json as Partial<RefreshResponse> | undefined;
  return response?.success && response.data ? response.data : null;
}

export async function requestLogout(refreshToken: string | null, token: string | null): Promise<void> {
  await post('/auth/logout', { refreshToken }, token);
}

export async function requestAccessVerification(code: string): Promise<void> {
  await post('/access/verify', { code });
}

/** Asks for a reset link by mail; the answer is the same whether or not an account uses the address. */
export async function requestPasswordReset(email: string): Promise<void> {
  await post('/auth/password-reset', { email });
}

/** Confirms the address a confirmation link was mailed to; answers that address. */
export async function confirmEmail(token: string): Promise<string> {
  const { json } = await post('/auth/email-verification/confirm', { token });
  return (json as { data: { email: string } }).data.email;
}

/** Sets a new password with the token of a reset link; every session of the account ends. */
export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await post('/auth/password-reset/confirm', { token, password });
}
