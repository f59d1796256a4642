import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { ok } from './fixtures/http';

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

/** The one msw server of the web tests (started and reset in tests/web/setup.ts). */
export const server = setupServer(...defaultHandlers);
