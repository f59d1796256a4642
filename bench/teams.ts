import { type Account, E2E_ADMIN, registerThroughApi } from '../tests/e2e/api';
import { encodePng, pngDataUrl } from '../tests/support/png';
import { compareWithBare } from './bare-server-process';
import type { TurnsResult } from './rounds';
import { THROUGHPUT_ROUNDS } from './wrk';

// The teams budget: an authenticated GET /api/teams with 25 teams, side by side with a bare node:http
// server answering the very same bytes.

export const TEAM_COUNT = 25;

async function call(baseUrl: string, path: string, init: RequestInit & { token?: string } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  const body = (await response.json()) as { token?: string; data?: { id?: number } };
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

export async function signIn(baseUrl: string, account: Account): Promise<string> {
  const body = await call(baseUrl, '/api/auth/local/login', {
    method: 'POST',
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!body.token) throw new Error('login answered no token');
  return body.token;
}

/** 25 approved teams, each with a 100x100 logo, made through the API as players and an admin would. */
/** The admin (E2E_ADMIN) is registered already. */
export async function seedTeams(baseUrl: string): Promise<string> {
  const adminToken = await signIn(baseUrl, E2E_ADMIN);
  let playerToken = '';
  for (let index = 0; index < TEAM_COUNT; index++) {
    const captain = {
      email: `captain${index}@bench.test`,
      password: 'bench-pass',
      displayName: `Captain ${index}`,
    };
    await registerThroughApi(baseUrl, captain);
    playerToken = await signIn(baseUrl, captain);
    const team = await call(baseUrl, '/api/teams', {
      method: 'POST',
      token: playerToken,
      body: JSON.stringify({
        name: `Bench Team ${index}`,
        code: `B${String(index).padStart(2, '0')}`,
        website: `https://team${index}.example.com`,
        logo: pngDataUrl(encodePng(100, 100, [index * 10, 80, 200, 255])),
        status: 'active',
        leagueId: 1,
      }),
    });
    await call(baseUrl, `/api/admin/teams/${team.data?.id}`, {
      method: 'PUT',
      token: adminToken,
      body: JSON.stringify({ status: 'Approved' }),
    });
  }
  return playerToken;
}

export interface TeamsComparison {
  api: TurnsResult;
  bare: TurnsResult;
  /** A Fastify route with no plugins answering the same bytes: the most the framework leaves. */
  plainFastify: TurnsResult;
  /** The JSON of the list, uncompressed. */
  bodyBytes: number;
  /** What went over the wire to a client accepting compression, and how. */
  wireBytes: number;
  encoding: string;
}

export async function compareTeamsList(baseUrl: string, token: string): Promise<TeamsComparison> {
  const response = await fetch(`${baseUrl}/api/teams`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.text();
  const teams = (JSON.parse(body) as { data: unknown[] }).data;
  if (teams.length !== TEAM_COUNT)
    throw new Error(`expected ${TEAM_COUNT} teams, the API listed ${teams.length}`);
  const { api, bare, plainFastify, recorded } = await compareWithBare(
    baseUrl,
    '/api/teams',
    { authorization: `Bearer ${token}` },
    THROUGHPUT_ROUNDS,
    { withPlainFastify: true },
  );
  return {
    api,
    bare,
    plainFastify: plainFastify!,
    bodyBytes: Buffer.byteLength(body),
    wireBytes: recorded.body.length,
    encoding: String(recorded.headers['content-encoding'] ?? 'identity'),
  };
}
