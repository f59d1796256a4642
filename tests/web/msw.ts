import { ordinalOf, RATING_DEFAULT_MU, RATING_DEFAULT_SIGMA } from '@domain/ratings';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { ok } from './fixtures/http';

/** A team's or a player's stats before any confirmed match: the starting rating, nothing played. */
const noMatchesYet = (name: string) => ({
  name,
  matches: 0,
  wins: 0,
  losses: 0,
  draws: 0,
  eliminations: 0,
  deaths: 0,
  hits: 0,
  shots: 0,
  rating: {
    mu: RATING_DEFAULT_MU,
    sigma: RATING_DEFAULT_SIGMA,
    ordinal: ordinalOf({ mu: RATING_DEFAULT_MU, sigma: RATING_DEFAULT_SIGMA }),
    provisional: true,
  },
  ratingHistory: [],
  recentMatches: [],
});

/**
 * What the top bar of every signed-in screen asks for (the invites popup and the notifications bell):
 * nothing pending by default; a test overrides them with server.use. So are the answers of the parts that
 * several screens share: the team page's stats, Discord sign-in (switched off) and the league's settings.
 */
export const defaultHandlers = [
  http.get('/api/users/me/invitations', () => ok({ sent: [], received: [] })),
  http.get('/api/notifications/unread-count', () => ok({ count: 0 })),
  // The team page's pending roster changes: none unless a test says otherwise.
  http.get('/api/teams/:id/roster-changes', () => ok([])),
  http.get('/api/teams/:id/stats', ({ params }) => ok(noMatchesYet(`Team ${params.id}`))),
  http.get('/api/auth/discord/config', () => ok({ enabled: false })),
  http.get('/api/league-settings/:id', ({ params }) =>
    ok({ id: Number(params.id), name: 'VR Paintball League', unverifiedMayPlay: true }),
  ),
  // The live stream refuses by default, so screens read as they do without it (polling);
  // tests/web/liveStream.test.ts serves it.
  http.get('/api/live', () =>
    HttpResponse.json({ success: false, message: 'Forbidden', code: 'FORBIDDEN' }, { status: 403 }),
  ),
];

/** The one msw server of the web tests (started and reset in tests/web/setup.ts). */
export const server = setupServer(...defaultHandlers);
