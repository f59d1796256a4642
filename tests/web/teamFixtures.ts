import type { AppNotification, Invitation, MyInvitations, Team, TeamPlayer, User } from '@domain/api';
import { DEFAULT_DIVISION, DEFAULT_LEAGUE } from '@domain/constants';
import { HttpResponse, http } from 'msw';
import { makeUser, markGateVerified, ok, serveRefresh, server, storeSession } from './msw';

/** Signs `user` in as a previous visit would have, past the gate. */
export function signInAs(overrides: Partial<User> = {}): User {
  markGateVerified();
  const user = makeUser(overrides);
  storeSession(user);
  serveRefresh(user);
  return user;
}

export function makePlayer(overrides: Partial<TeamPlayer> & { displayName?: string } = {}): TeamPlayer {
  const { displayName = 'Player One', ...rest } = overrides;
  return {
    id: 100,
    userId: 100,
    user: { displayName, email: `${displayName.replace(/\s/g, '').toLowerCase()}@example.com` },
    isCaptain: false,
    isCoCaptain: false,
    status: 'active',
    createdAt: '2026-01-02T00:00:00.000Z',
    ...rest,
  };
}

export function makeTeam(overrides: Partial<Team> = {}): Team {
  const players = overrides.players ?? [];
  return {
    id: 1,
    name: 'Paint Storm',
    code: 'PST',
    logoUrl: null,
    website: null,
    status: 'Approved',
    league: { ...DEFAULT_LEAGUE },
    division: { ...DEFAULT_DIVISION },
    players,
    playerCount: players.length,
    points: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    disbandedAt: null,
    rating: { mu: 25, sigma: 25 / 3, ordinal: 0, provisional: true },
    ...overrides,
  };
}

export function makeInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 50,
    teamId: 1,
    timestamp: '2026-01-03T00:00:00.000Z',
    kind: 'invite',
    status: 'pending',
    teamName: 'Paint Storm',
    teamCode: 'PST',
    userId: 7,
    userDisplayName: 'Splat Master',
    awaitingApproval: false,
    ...overrides,
  };
}

export function makeNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 1,
    type: 'team_approved',
    message: 'Paint Storm was approved and now plays in the league.',
    teamId: 1,
    matchId: null,
    read: false,
    createdAt: '2026-01-04T00:00:00.000Z',
    ...overrides,
  };
}

/** One page of a simple-REST list: the rows and the Content-Range header react-admin reads. */
export function okPage<T>(resource: string, rows: T[]) {
  const span = rows.length === 0 ? '*' : `0-${rows.length - 1}`;
  return ok(rows, { headers: { 'Content-Range': `${resource} ${span}/${rows.length}` } });
}

/** GET /teams, /users/me/team and /users/me/invitations as the contract answers them. */
export function serveTeamData({
  teams = [],
  myTeam = null,
  invitations = { sent: [], received: [] },
}: {
  teams?: Team[];
  myTeam?: Team | null;
  invitations?: MyInvitations;
}) {
  server.use(
    http.get('/api/teams', () => okPage('teams', teams)),
    http.get('/api/users/me/team', () => ok(myTeam)),
    http.get('/api/users/me/invitations', () => ok(invitations)),
  );
}

/** Records the method, path and JSON body of every request the handler answers. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

export async function record(seen: SeenRequest[], request: Request): Promise<void> {
  const text = await request.text();
  seen.push({
    method: request.method,
    path: new URL(request.url).pathname + new URL(request.url).search,
    body: text ? JSON.parse(text) : undefined,
  });
}

/** A request that never answers, to look at a loading state. */
export function never(): Promise<Response> {
  return new Promise<Response>(() => {});
}

export { HttpResponse };
