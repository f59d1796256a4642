import type { Match } from '@domain/matches';
import type { Season } from '@domain/seasons';
import { encodePng, pngDataUrl } from '../support/png';

// Direct API calls the browser suite uses to set the stage (the first account, role changes ...).

export const E2E_ACCESS_CODE = 'E2E4CK';

export interface Account {
  email: string;
  password: string;
  displayName: string;
}

export const E2E_ADMIN: Account = {
  email: 'admin@league.test',
  password: 'admin-secret',
  displayName: 'League Admin',
};

/** The Discord application the server and the Discord fake share. */
export const E2E_DISCORD_CLIENT = { clientId: '1100220033004400', clientSecret: 'e2e-discord-secret' };

let counter = 0;
/** A fresh player account, unique within the run. */
export function newAccount(prefix = 'player'): Account {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return { email: `${id}@league.test`, password: 'secret-pass', displayName: `${prefix} ${counter}` };
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
}

/** Passes the access gate and registers, as a browser would, but without one. */
export async function registerThroughApi(baseUrl: string, account: Account): Promise<void> {
  const gate = await fetch(`${baseUrl}/api/access/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: E2E_ACCESS_CODE }),
  });
  await expectOk(gate, 'access verify');
  const cookie = gate.headers.get('set-cookie')?.split(';')[0] ?? '';
  const response = await fetch(`${baseUrl}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(account),
  });
  await expectOk(response, 'register');
}

export interface ApiSession {
  token: string;
  userId: number;
}

/** Signs in through the API (POST /auth/local/login); the access token and the user's id. */
export async function loginThroughApi(baseUrl: string, account: Account): Promise<ApiSession> {
  const response = await fetch(`${baseUrl}/api/auth/local/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  await expectOk(response, 'login');
  const body = (await response.json()) as { token: string; user: { id: number } };
  return { token: body.token, userId: body.user.id };
}

/** The admin (or any manage:roles holder) gives `userId` the role named `roleName`. */
export async function assignRoleThroughApi(
  baseUrl: string,
  token: string,
  userId: number,
  roleName: string,
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const roles = await fetch(`${baseUrl}/api/roles`, { headers });
  await expectOk(roles, 'list roles');
  const { data } = (await roles.json()) as { data: { id: number; name: string }[] };
  const role = data.find((candidate) => candidate.name === roleName);
  if (!role) throw new Error(`no role named ${roleName}`);
  const response = await fetch(`${baseUrl}/api/users/${userId}/roles/${role.id}`, {
    method: 'POST',
    headers,
  });
  await expectOk(response, `assign ${roleName}`);
}

/** Creates a role without permissions as the admin of `token`; answers its id. */
export async function createRoleThroughApi(baseUrl: string, token: string, name: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/roles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name, description: null, permissions: [] }),
  });
  await expectOk(response, `create role ${name}`);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** Issues a game-server credential for `clientId` as the admin of `token`. */
export async function issueCredentialThroughApi(
  baseUrl: string,
  token: string,
  clientId: string,
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/game-servers/credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ clientId }),
  });
  await expectOk(response, `issue a credential for ${clientId}`);
}

/** Creates a team (Pending) as the signed-in player of `token`, with `logo` as its PNG data URL. */
export async function createTeamThroughApi(
  baseUrl: string,
  token: string,
  team: { name: string; code: string; logo: string },
): Promise<{ id: number }> {
  const response = await fetch(`${baseUrl}/api/teams`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...team, website: null, status: 'active', leagueId: 1 }),
  });
  await expectOk(response, `create team ${team.name}`);
  return ((await response.json()) as { data: { id: number } }).data;
}

/** One authenticated JSON call; throws with the server's answer unless it succeeds. Answers the envelope's data. */
export async function callApi<T>(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await expectOk(response, `${method} ${path}`);
  return ((await response.json()) as { data: T }).data;
}

export interface RosteredTeam {
  id: number;
  name: string;
  captain: Account;
  captainSession: ApiSession;
}

/**
 * An Approved team of `size` players (its captain and size - 1 invited players who accepted), made as
 * players and an admin would through the API: enough players to register for a season.
 */
export async function approvedTeamThroughApi(
  baseUrl: string,
  adminToken: string,
  team: { name: string; code: string; logo: string },
  size: number,
): Promise<RosteredTeam> {
  const captain = newAccount('captain');
  await registerThroughApi(baseUrl, captain);
  const captainSession = await loginThroughApi(baseUrl, captain);
  const { id } = await createTeamThroughApi(baseUrl, captainSession.token, team);
  await callApi(baseUrl, adminToken, 'PUT', `/admin/teams/${id}`, { status: 'Approved' });
  for (let index = 1; index < size; index++) {
    const player = newAccount('player');
    await registerThroughApi(baseUrl, player);
    const session = await loginThroughApi(baseUrl, player);
    const invitation = await callApi<{ id: number }>(
      baseUrl,
      captainSession.token,
      'POST',
      `/teams/${id}/invitations`,
      {
        userId: session.userId,
      },
    );
    await callApi(baseUrl, session.token, 'POST', `/invitations/${invitation.id}/accept`);
  }
  return { id, name: team.name, captain, captainSession };
}

export interface LiveSeason {
  season: Season;
  teams: RosteredTeam[];
  /** Its fixtures, as GET /matches lists them. */
  matches: Match[];
}

/**
 * `teamCount` Approved teams of five (named `<label> <tag> Team <n>`) in a new season of one division that
 * starts at `startsAt`, taken through Registration to Live with its fixtures generated, as an admin and the
 * captains would through the API.
 */
export async function liveSeasonThroughApi(
  baseUrl: string,
  adminToken: string,
  {
    label,
    teamCount,
    startsAt,
    weeks = 2,
  }: { label: string; teamCount: number; startsAt: Date; weeks?: number },
): Promise<LiveSeason> {
  const tag = Math.random().toString(36).slice(2, 4).toUpperCase();
  const teams: RosteredTeam[] = [];
  for (let index = 1; index <= teamCount; index++) {
    const logo = pngDataUrl(encodePng(100, 100, [(50 * index) % 256, 120, 200, 255]));
    const team = { name: `${label} ${tag} Team ${index}`, code: `${label[0]}${tag}${index}`, logo };
    teams.push(await approvedTeamThroughApi(baseUrl, adminToken, team, 5));
  }
  const season = await callApi<Season>(baseUrl, adminToken, 'POST', '/seasons', {
    name: `${label} Season ${tag} ${Date.now().toString(36)}`,
    startsAt: startsAt.toISOString(),
    weeks,
    divisions: [{ name: 'Open', mmrPercentage: 100 }],
  });
  await callApi(baseUrl, adminToken, 'PUT', `/seasons/${season.id}`, { status: 'Registration' });
  for (const team of teams)
    await callApi(baseUrl, team.captainSession.token, 'POST', `/seasons/${season.id}/teams`, {
      teamId: team.id,
    });
  // Going Live places the teams in the season's one division; then its fixtures.
  await callApi(baseUrl, adminToken, 'PUT', `/seasons/${season.id}`, { status: 'Live' });
  await callApi(baseUrl, adminToken, 'POST', `/seasons/${season.id}/fixtures`);
  const filter = encodeURIComponent(JSON.stringify({ seasonId: season.id }));
  const matches = await callApi<Match[]>(baseUrl, adminToken, 'GET', `/matches?filter=${filter}`);
  return { season, teams, matches };
}
