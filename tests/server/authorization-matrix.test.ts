import type { ROLES } from '@domain/permissions';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateCookie, signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { grantRole } from './helpers/game-servers';
import { call, createTeam } from './helpers/teams';

// The authorization matrix: every route the server registers under /api has one row saying who
// may call it, and every row is tried by an anonymous visitor and by one user of each built-in role. A
// route without a row fails the test, so no route ships unguarded; a row for a route that is gone fails too.
// Routes that take a user id are tried three times: on the caller's own account, on a Player's and on an
// Admin's (a user manager may not change an account that outranks them).
// Requests carry bodies and ids good enough that the guard, not validation, decides; ids of rows that do not
// exist (MISSING) are fine where the declared guard runs before the handler looks anything up.
// HEAD routes are Fastify's automatic twins of the GET routes and share their declaration. The game-server
// WebSocket (/api/game-servers/ws) is not a route: the gateway authenticates each game server with the shared
// token or its own credential, good for its clientId only (gateway.test.ts, gateway-credentials.test.ts).

type Role = (typeof ROLES)[keyof typeof ROLES];
type Caller = 'anonymous' | Role;
const CALLERS: readonly Caller[] = ['anonymous', 'Player', 'Support', 'Game Master', 'Observer', 'Admin'];

/** Who passes: anyone, anyone signed in, or only users holding one of these roles. */
type Who = 'public' | 'signedIn' | readonly Role[];

const ADMIN: readonly Role[] = ['Admin'];
const USER_MANAGERS: readonly Role[] = ['Admin', 'Support'];
const SESSION_VIEWERS: readonly Role[] = ['Admin', 'Game Master', 'Observer'];
const SESSION_MANAGERS: readonly Role[] = ['Admin', 'Game Master'];
/** Admin role or manage:servers, which no other built-in role holds. */
const SERVER_MANAGERS: readonly Role[] = ['Admin'];

const MISSING = 999_999;

interface Row {
  /** Who may call it; for a route taking a user id: on their own account. */
  who: Who;
  /** For a route taking a user id (:id of /users/...): who may call it on another user's account. */
  others?: readonly Role[];
  /** For a route taking a user id: who may call it on an Admin's account (default: `others`). */
  onAdmin?: readonly Role[];
  body?: object;
  query?: string;
  /** The request deletes its user: each caller acts through a fresh account of its role. */
  fresh?: boolean;
  /** Sent with the access-gate cookie (registration needs it; the gate is not the route's guard). */
  gate?: boolean;
  /**
   * For team leads only (an authority the service checks on the team, not a role): the team in the URL is
   * the one the Admin caller captains, so only the Admin caller passes.
   */
  ledTeam?: boolean;
}

const MATRIX: Record<string, Row> = {
  'GET /api/docs': { who: 'public' },
  'GET /api/docs/json': { who: 'public' },
  'GET /api/docs/yaml': { who: 'public' },
  'GET /api/docs/static/*': { who: 'public' },
  'GET /api/docs/static/index.html': { who: 'public' },
  'GET /api/docs/static/swagger-initializer.js': { who: 'public' },

  'GET /api/health': { who: 'public' },
  'GET /api/access': { who: 'public' },
  'POST /api/access/verify': { who: 'public', body: {} },
  'POST /api/auth/local/register': { who: 'public', body: {}, gate: true },
  'POST /api/auth/local/login': { who: 'public', body: {} },
  'POST /api/auth/refresh-token': { who: 'public', body: {} },
  'POST /api/auth/logout': { who: 'public', body: {} },
  'POST /api/auth/password-reset': { who: 'public', body: {} },
  'POST /api/auth/password-reset/confirm': { who: 'public', body: {} },
  'POST /api/auth/email-verification/confirm': { who: 'public', body: {} },
  'GET /api/auth/discord/config': { who: 'public' },
  'GET /api/auth/discord/login': { who: 'public' },
  'POST /api/auth/discord/link-intent': { who: 'signedIn', body: {} },
  'GET /api/auth/discord/signin': { who: 'public', gate: true },
  // Public: a sign-in has no user yet; finishing a link checks the Bearer token itself (discord.test.ts).
  'GET /api/auth/discord/callback': { who: 'public' },
  'DELETE /api/auth/discord/link': { who: 'signedIn' },

  'GET /api/users/me': { who: 'signedIn' },
  'GET /api/users/me/team': { who: 'signedIn' },
  'GET /api/users/me/invitations': { who: 'signedIn' },
  'GET /api/users': { who: USER_MANAGERS },
  'GET /api/users/search': { who: USER_MANAGERS, query: 'query=a' },
  'GET /api/users/:id': { who: 'signedIn', others: USER_MANAGERS },
  'PUT /api/users/:id': { who: 'signedIn', others: USER_MANAGERS, onAdmin: ADMIN, body: {} },
  'POST /api/users/:id/change-password': {
    who: 'signedIn',
    others: USER_MANAGERS,
    onAdmin: ADMIN,
    body: { oldPassword: 'not-the-password', newPassword: 'another-password-42' },
  },
  'POST /api/users/:id/password-reset': { who: USER_MANAGERS, others: USER_MANAGERS, onAdmin: ADMIN },
  'POST /api/users/:id/email-verification': { who: 'signedIn', others: USER_MANAGERS, onAdmin: ADMIN },
  'DELETE /api/users/:id/pending-email': { who: 'signedIn', others: USER_MANAGERS, onAdmin: ADMIN },
  'DELETE /api/users/:id': { who: 'signedIn', others: USER_MANAGERS, onAdmin: ADMIN, fresh: true },
  'POST /api/users/:id/roles/:roleId': { who: ADMIN, others: ADMIN },
  'DELETE /api/users/:id/roles/:roleId': { who: ADMIN, others: ADMIN },

  'GET /api/roles': { who: ADMIN },
  'GET /api/roles/:id': { who: ADMIN },
  'POST /api/roles': { who: ADMIN, body: {} },
  'PUT /api/roles/:id': { who: ADMIN, body: {} },
  'DELETE /api/roles/:id': { who: ADMIN },
  'GET /api/permissions': { who: ADMIN },

  'GET /api/teams': { who: 'signedIn' },
  'POST /api/teams': { who: 'signedIn', body: {} },
  'GET /api/teams/:id': { who: 'signedIn' },
  // <img> requests carry no token; the address is the image's SHA-256, known only from a team one may see.
  'GET /api/logos/:file': { who: 'public' },
  'POST /api/teams/:id/leave': { who: 'signedIn' },
  'PUT /api/teams/:id/players/:playerId': { who: 'signedIn', body: {} },
  'DELETE /api/teams/:id/players/:playerId': { who: 'signedIn' },
  'POST /api/teams/:id/join-requests': { who: 'signedIn' },
  'GET /api/teams/:id/invitations': { who: 'signedIn' },
  'POST /api/teams/:id/invitations': { who: 'signedIn', body: {} },
  'GET /api/teams/:id/invite-candidates': { who: ADMIN, ledTeam: true },
  'POST /api/invitations/:id/accept': { who: 'signedIn' },
  'POST /api/invitations/:id/decline': { who: 'signedIn' },
  'DELETE /api/invitations/:id': { who: 'signedIn' },
  'GET /api/notifications': { who: 'signedIn' },
  'GET /api/notifications/unread-count': { who: 'signedIn' },
  'POST /api/notifications/read-all': { who: 'signedIn' },
  'POST /api/notifications/:id/read': { who: 'signedIn' },

  'GET /api/admin/teams': { who: ADMIN },
  'GET /api/admin/teams/:id': { who: ADMIN },
  'PUT /api/admin/teams/:id': { who: ADMIN, body: {} },
  'GET /api/admin/overview': { who: ADMIN },
  'GET /api/admin/backup': { who: ADMIN },
  'GET /api/league-settings/:id': { who: 'signedIn' },
  'PUT /api/league-settings/:id': { who: ADMIN, body: {} },
  'GET /api/admin/audit-log': { who: ADMIN },

  'GET /api/seasons': { who: 'signedIn' },
  'POST /api/seasons': { who: ADMIN, body: {} },
  'GET /api/seasons/:id': { who: 'signedIn' },
  'PUT /api/seasons/:id': { who: ADMIN, body: {} },
  'GET /api/seasons/:id/teams': { who: 'signedIn' },
  // Captains and co-captains register their own team (the service checks the team, seasons.test.ts).
  'POST /api/seasons/:id/teams': { who: 'signedIn', body: { teamId: MISSING } },
  'PUT /api/seasons/:id/teams/:teamId': { who: ADMIN, body: { divisionId: null } },
  'POST /api/seasons/:id/fixtures': { who: ADMIN },
  'POST /api/seasons/:id/fixtures/next-week': { who: ADMIN },
  'GET /api/seasons/:id/standings': { who: 'signedIn' },
  // Empty topics: the stream's 400 once the caller passed (an open stream would never end).
  'GET /api/live': { who: 'signedIn', query: 'topics=' },
  'GET /api/users/:id/stats': { who: 'signedIn' },
  'GET /api/teams/:id/stats': { who: 'signedIn' },
  'GET /api/leaderboards/teams': { who: 'signedIn' },
  'GET /api/leaderboards/players': { who: 'signedIn' },
  'GET /api/seasons/:id/playoffs': { who: 'signedIn' },
  'PUT /api/seasons/:id/divisions': { who: ADMIN, body: {} },
  // The Discord announcements queue (what was posted, what waits, what Discord refused): the Admin role.
  'GET /api/admin/discord-announcements': { who: ADMIN },
  'GET /api/divisions': { who: 'signedIn' },
  'GET /api/divisions/:id': { who: 'signedIn' },
  'PUT /api/divisions/:id': { who: ADMIN, body: {} },

  'GET /api/matches': { who: 'signedIn' },
  'GET /api/matches/:id': { who: 'signedIn' },
  // Captains and co-captains of the match's teams (or admins) act; the service checks the match (match-scheduling.test.ts).
  'GET /api/matches/:id/proposals': { who: 'signedIn' },
  'POST /api/matches/:id/proposals': { who: 'signedIn', body: { time: '2027-01-07T19:00:00Z' } },
  'POST /api/matches/:id/proposals/:proposalId/accept': { who: 'signedIn' },
  'POST /api/matches/:id/proposals/:proposalId/decline': { who: 'signedIn' },
  'GET /api/matches/:id/history': { who: 'signedIn' },
  'PUT /api/admin/matches/:id/schedule': { who: ADMIN, body: { time: '2027-01-07T19:00:00Z' } },
  // Calendar apps send no token.
  'GET /api/teams/:id/matches.ics': { who: 'public' },
  // Results: the service checks the match's captains (match-results.test.ts).
  'POST /api/matches/:id/result': { who: 'signedIn', body: { teamA: 7, teamB: 5 } },
  'POST /api/matches/:id/result/confirm': { who: 'signedIn' },
  'POST /api/matches/:id/result/dispute': { who: 'signedIn', body: { note: 'Wrong score.' } },
  'GET /api/matches/:id/disputes': { who: 'signedIn' },
  'PUT /api/admin/matches/:id/result': { who: ADMIN, body: { void: true } },
  'GET /api/admin/disputes': { who: ADMIN },
  'GET /api/admin/disputes/:id': { who: ADMIN },
  // Starting the match server: the service checks the match's captains or an admin (match-server.test.ts).
  'POST /api/matches/:id/server': { who: 'signedIn' },
  // Checking in: the service checks the match's captains and co-captains (match-check-in.test.ts).
  'POST /api/matches/:id/check-in': { who: 'signedIn' },
  // A personal join code: the service checks the match's two rosters (match-join-codes.test.ts).
  'POST /api/matches/:id/join-code': { who: 'signedIn' },

  // Roster changes while a season locks rosters: admins decide; the team's members (or a player waiting to
  // join) read, and the player, the asker or a captain cancels: the service checks (roster-changes.test.ts).
  'GET /api/admin/roster-changes': { who: ADMIN },
  'GET /api/admin/roster-changes/:id': { who: ADMIN },
  'POST /api/admin/roster-changes/:id/approve': { who: ADMIN },
  'POST /api/admin/roster-changes/:id/deny': { who: ADMIN },
  'GET /api/teams/:id/roster-changes': { who: 'signedIn' },
  'POST /api/roster-changes/:id/cancel': { who: 'signedIn' },

  'GET /api/game-sessions/clients': { who: SESSION_VIEWERS },
  'GET /api/game-sessions': { who: SESSION_VIEWERS },
  'GET /api/game-sessions/stats': { who: SESSION_VIEWERS },
  'POST /api/game-sessions/client': {
    who: SESSION_MANAGERS,
    query: 'clientId=no-such-server',
    body: { code: '1234', isPublic: false, mode: 'XBall' },
  },
  'PUT /api/game-sessions/:id/stop': { who: SESSION_MANAGERS },
  'DELETE /api/game-sessions/:id': { who: SESSION_MANAGERS },

  'GET /api/digital-ocean/snapshots': { who: SERVER_MANAGERS },
  'GET /api/digital-ocean/sizes': { who: SERVER_MANAGERS },
  'GET /api/digital-ocean/regions': { who: SERVER_MANAGERS },
  'GET /api/digital-ocean/droplets': { who: SERVER_MANAGERS },
  'GET /api/digital-ocean/droplets/:id': { who: SERVER_MANAGERS },
  'POST /api/digital-ocean/droplets/create': {
    who: SERVER_MANAGERS,
    body: { name: 'matrix', size: 's-1vcpu-1gb', code: '1234', createGameSession: false },
  },
  'DELETE /api/digital-ocean/droplets/:id': { who: SERVER_MANAGERS },

  'GET /api/game-servers/credentials': { who: SERVER_MANAGERS },
  'POST /api/game-servers/credentials': { who: SERVER_MANAGERS, body: { clientId: 'matrix-gs' } },
  'POST /api/game-servers/credentials/:id/revoke': { who: SERVER_MANAGERS },
};

const takesUserId = (route: string) => route.includes('/users/:id');

type Target = 'own' | 'other' | 'admin';
const TARGET_TEXT: Record<Target, string> = {
  own: '',
  other: " on another user's account",
  admin: " on an Admin's account",
};

function allowed(who: Who, caller: Caller): boolean {
  if (who === 'public') return true;
  if (caller === 'anonymous') return false;
  return who === 'signedIn' || who.includes(caller);
}

/** The status a denial must have, or 'passes' when the guard must let the caller through. */
function expectedFor(who: Who, caller: Caller): 401 | 403 | 'passes' {
  if (allowed(who, caller)) return 'passes';
  return caller === 'anonymous' ? 401 : 403;
}

describe.each(databaseKinds())('authorization matrix on %s', (kind) => {
  let t: TestApp;
  const tokens = new Map<Caller, { token: string; userId: number }>();
  let bystander: number;
  let adminBystander: number;
  let customRoleId: number;
  let ledTeamId: number;
  let gate: string;

  /** A signed-in account holding `role` (every account is also a Player). */
  async function accountOf(role: Role) {
    const account = await signUp(t.app);
    if (role !== 'Player') await grantRole(t.app, account.userId, role);
    return { token: account.token, userId: account.userId };
  }

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const first = await signUp(t.app);
    tokens.set('Admin', { token: first.token, userId: first.userId });
    for (const role of ['Player', 'Support', 'Game Master', 'Observer'] as const) {
      tokens.set(role, await accountOf(role));
    }
    bystander = (await signUp(t.app)).userId;
    adminBystander = (await accountOf('Admin')).userId;
    const created = await call(t.app, first.token, 'POST', '/api/roles', { name: 'Matrix', permissions: [] });
    customRoleId = created.json().data.id;
    ledTeamId = (await createTeam(t.app, first.token)).id;
    gate = await gateCookie(t.app);
  }, 60_000);
  afterAll(() => t?.close());

  const routes = () => [
    ...new Set(t.app.routeAccess.filter((e) => e.method !== 'HEAD').map((e) => `${e.method} ${e.url}`)),
  ];

  it('has one row for every /api route, and no row for a route that is gone', () => {
    const registered = routes();
    const missing = registered.filter((route) => !(route in MATRIX));
    const gone = Object.keys(MATRIX).filter((route) => !registered.includes(route));
    expect(missing, `routes without a row in the authorization matrix: ${missing.join(', ')}`).toEqual([]);
    expect(gone, `matrix rows for routes the server no longer has: ${gone.join(', ')}`).toEqual([]);
  });

  it('declares public exactly the routes the matrix calls public', () => {
    const declaredPublic = t.app.routeAccess
      .filter((entry) => entry.method !== 'HEAD' && entry.access === 'public')
      .map((entry) => `${entry.method} ${entry.url}`);
    const matrixPublic = Object.entries(MATRIX)
      .filter(([, row]) => row.who === 'public')
      .map(([route]) => route);
    expect(new Set(declaredPublic)).toEqual(new Set(matrixPublic));
  });

  function request(route: string, row: Row, userId: number, auth?: string): InjectOptions {
    const headers: Record<string, string> = auth ? { authorization: `Bearer ${auth}` } : {};
    if (row.gate) headers.cookie = gate;
    const [method, pattern] = route.split(' ') as [InjectOptions['method'], string];
    const url = pattern
      .replace('/users/:id', `/users/${userId}`)
      .replace(':roleId', String(customRoleId))
      .replace('/teams/:id', `/teams/${row.ledTeam ? ledTeamId : MISSING}`)
      .replace(/:\w+/g, String(MISSING))
      .replace('*', 'index.html');
    const sendsBody = method === 'POST' || method === 'PUT' || row.body !== undefined;
    return {
      method,
      url: row.query ? `${url}?${row.query}` : url,
      ...(sendsBody ? { payload: row.body ?? {} } : {}),
      headers,
    };
  }

  async function victimOf(row: Row, target: Target): Promise<number> {
    if (target === 'admin') return row.fresh ? (await accountOf('Admin')).userId : adminBystander;
    return row.fresh ? (await signUp(t.app)).userId : bystander;
  }

  async function attempt(route: string, row: Row, caller: Caller, target: Target) {
    const signedIn =
      caller === 'anonymous' ? undefined : row.fresh ? await accountOf(caller) : tokens.get(caller);
    const victim = await victimOf(row, target);
    const userId = target === 'own' && signedIn ? signedIn.userId : victim;
    const response = await t.app.inject(request(route, row, userId, signedIn?.token));
    return response.statusCode;
  }

  const cases = Object.entries(MATRIX).flatMap(([route, row]) =>
    CALLERS.flatMap((caller) => {
      const own = { route, row, caller, target: 'own' as const, who: row.who };
      if (!takesUserId(route)) return [own];
      const others = row.others ?? row.who;
      return [
        own,
        { route, row, caller, target: 'other' as const, who: others },
        { route, row, caller, target: 'admin' as const, who: row.onAdmin ?? others },
      ];
    }),
  );

  it.each(cases.map((c) => [`${c.route} as ${c.caller}${TARGET_TEXT[c.target]}`, c]))(
    '%s',
    async (_, { route, row, caller, target, who }) => {
      const status = await attempt(route, row, caller, target);
      const expected = expectedFor(who, caller);
      if (expected === 'passes') expect([401, 403], `${route} refused ${caller}`).not.toContain(status);
      else expect(status, `${route} for ${caller}`).toBe(expected);
    },
  );
});
