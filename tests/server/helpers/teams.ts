import type { Team } from '@domain/api';
import type { BuildOptions } from '@server/app';
import type { App } from '@server/http/types';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { encodePng, pngDataUrl } from '../../support/png';
import { signUp } from './api';
import { buildTestApp, type TestApp } from './app';
import type { DatabaseKind } from './databases';

// Clients for the team flows the suites repeat.

export const LOGO = pngDataUrl(encodePng(100, 100));
/** What a team's logoUrl looks like: the content address of its re-encoded PNG. */
export const LOGO_URL = /^\/api\/logos\/[0-9a-f]{64}\.png$/;

/** An authenticated request. */
export function call(
  app: App,
  token: string,
  method: InjectOptions['method'],
  url: string,
  payload?: InjectOptions['payload'],
) {
  return app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
}

let teamCounter = 0;
/** A valid team-create payload with a name and code fresh in this test file's database. */
export function teamPayload(overrides: Record<string, unknown> = {}) {
  teamCounter += 1;
  return {
    name: `Team ${teamCounter}`,
    code: `T${teamCounter.toString(36).padStart(3, '0')}`,
    website: 'https://example.com',
    logo: LOGO,
    status: 'active',
    leagueId: 1,
    ...overrides,
  };
}

export async function createTeam(
  app: App,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Team> {
  const response = await call(app, token, 'POST', '/api/teams', teamPayload(overrides));
  if (response.statusCode !== 201) throw new Error(`create team failed: ${response.body}`);
  return response.json<{ data: Team }>().data;
}

export async function decide(app: App, adminToken: string, teamId: number, status: 'Approved' | 'Denied') {
  const response = await call(app, adminToken, 'PUT', `/api/admin/teams/${teamId}`, { status });
  if (response.statusCode !== 200) throw new Error(`decision failed: ${response.body}`);
  return response.json<{ data: Team }>().data;
}

export type Player = Awaited<ReturnType<typeof signUp>>;

/** A new player who asked to join the team and was accepted by its captain. */
export async function joinTeam(app: App, captainToken: string, teamId: number): Promise<Player> {
  const player = await signUp(app);
  const request = await call(app, player.token, 'POST', `/api/teams/${teamId}/join-requests`);
  if (request.statusCode !== 201) throw new Error(`join request failed: ${request.body}`);
  const accepted = await call(app, captainToken, 'POST', `/api/invitations/${request.json().data.id}/accept`);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return player;
}

/** An Approved team with its captain and `extra` more players. */
export async function approvedTeam(app: App, adminToken: string, extra = 0) {
  const captain = await signUp(app);
  const created = await createTeam(app, captain.token);
  await decide(app, adminToken, created.id, 'Approved');
  const players: Player[] = [];
  for (let index = 0; index < extra; index += 1) players.push(await joinTeam(app, captain.token, created.id));
  return { team: created, captain, players };
}

/**
 * An app for the calling describe block (built before its tests, closed after) and its first account, an
 * Admin; pass options (e.g. a ManualClock) to build it with. `testApp` has its configuration and data
 * directory, for a second instance on the same database.
 */
export function leagueApp(kind: DatabaseKind, options?: BuildOptions) {
  const built: { t?: TestApp; admin?: Player } = {};
  beforeAll(async () => {
    built.t = await buildTestApp(kind, { options });
    built.admin = await signUp(built.t.app);
  });
  afterAll(() => built.t?.close());
  const ready = () => {
    if (!built.t || !built.admin) throw new Error('The suite app is built in beforeAll');
    return { testApp: built.t, app: built.t.app, admin: built.admin };
  };
  return {
    get testApp() {
      return ready().testApp;
    },
    get app() {
      return ready().app;
    },
    get admin() {
      return ready().admin;
    },
  };
}
