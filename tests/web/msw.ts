import type { User } from '@domain/api';
import { STORAGE_KEYS } from '@domain/constants';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * What the top bar of every signed-in screen asks for (the invites popup and the notifications bell):
 * nothing pending by default; a test overrides them with server.use.
 */
export const defaultHandlers = [
  http.get('/api/users/me/invitations', () => ok({ sent: [], received: [] })),
  http.get('/api/notifications/unread-count', () => ok({ count: 0 })),
  // The team page's pending roster changes: none unless a test says otherwise.
  http.get('/api/teams/:id/roster-changes', () => ok([])),
  // The live stream refuses by default, so screens read as they do without it (polling);
  // tests/web/liveStream.test.ts serves it.
  http.get('/api/live', () =>
    HttpResponse.json({ success: false, message: 'Forbidden', code: 'FORBIDDEN' }, { status: 403 }),
  ),
];

export const server = setupServer(...defaultHandlers);

/** A success envelope, `{ success: true, data }`. */
export function ok<T>(data: T, init?: ResponseInit) {
  return HttpResponse.json({ success: true, data }, init);
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    displayName: 'Splat Master',
    email: 'player@example.com',
    discordID: null,
    discordUsername: null,
    hasPassword: true,
    emailVerified: true,
    pendingEmail: null,
    roles: ['Player'],
    permissions: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Puts a complete stored session into localStorage, as a previous visit would have left it. */
export function storeSession(
  user: User = makeUser(),
  token = 'stored-access',
  refreshToken = 'stored-refresh',
) {
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function markGateVerified() {
  localStorage.setItem(STORAGE_KEYS.accessVerified, 'true');
}

/** A refresh endpoint that rotates tokens and answers with `user`; returns the refresh tokens it saw. */
export function serveRefresh(user: User = makeUser()) {
  const seen: string[] = [];
  server.use(
    http.post('/api/auth/refresh-token', async ({ request }) => {
      const { refreshToken } = (await request.json()) as { refreshToken: string };
      seen.push(refreshToken);
      return HttpResponse.json({
        success: true,
        data: { token: `access-${seen.length}`, refreshToken: `refresh-${seen.length}`, user },
      });
    }),
  );
  return seen;
}

export function failWith(status: number, message: string, code?: string) {
  return HttpResponse.json({ success: false, message, ...(code ? { code } : {}) }, { status });
}
