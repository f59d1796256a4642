import { rm } from 'node:fs/promises';
import { translate } from '@domain/i18n';
import { buildApp } from '@server/app';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { buildTestApp, copyPglite, type TestApp, temporaryDirectory, testConfig } from './helpers/app';

// Route declarations are independent of the database, so PGlite suffices here.

describe('route access declarations', () => {
  let t: TestApp;
  const probes: FastifyPluginAsync = async (api) => {
    api.get('/probe/users', { config: { access: { permission: 'manage:users' } } }, async () => ({
      ok: true,
    }));
    api.get('/probe/teams', { config: { access: { guard: 'canManageTeams' } } }, async () => ({ ok: true }));
  };
  beforeAll(async () => {
    t = await buildTestApp('pglite', { options: { extraApiRoutes: [probes] } });
  });
  afterAll(() => t?.close());

  it('declares who may call every /api route', () => {
    const declared = t.app.routeAccess
      .filter(
        (entry) =>
          entry.method !== 'HEAD' && !entry.url.startsWith('/api/docs') && !entry.url.includes('probe'),
      )
      .map((entry) => `${entry.method} ${entry.url} ${JSON.stringify(entry.access)}`);
    // Compared as sets: the order is the modules' registration order, which says nothing about access.
    expect([...declared].sort()).toEqual(
      [
        'GET /api/health "public"',
        'GET /api/access "public"',
        'POST /api/access/verify "public"',
        'POST /api/auth/local/register "public"',
        'POST /api/auth/local/login "public"',
        'POST /api/auth/refresh-token "public"',
        'POST /api/auth/logout "public"',
        'POST /api/auth/password-reset "public"',
        'POST /api/auth/password-reset/confirm "public"',
        'POST /api/auth/email-verification/confirm "public"',
        'POST /api/users/:id/email-verification {"policy":"signedIn"}',
        'DELETE /api/users/:id/pending-email {"policy":"signedIn"}',
        'GET /api/league-settings/:id {"policy":"signedIn"}',
        'PUT /api/league-settings/:id {"guard":"canManageTeams"}',
        'GET /api/users/me {"policy":"signedIn"}',
        'GET /api/teams {"policy":"signedIn"}',
        'POST /api/teams {"policy":"signedIn"}',
        'GET /api/teams/:id {"policy":"signedIn"}',
        'GET /api/users/me/team {"policy":"signedIn"}',
        'POST /api/teams/:id/leave {"policy":"signedIn"}',
        'PUT /api/teams/:id/players/:playerId {"policy":"signedIn"}',
        'DELETE /api/teams/:id/players/:playerId {"policy":"signedIn"}',
        'GET /api/logos/:file "public"',
        'GET /api/users/me/invitations {"policy":"signedIn"}',
        'POST /api/teams/:id/join-requests {"policy":"signedIn"}',
        'GET /api/teams/:id/invitations {"policy":"signedIn"}',
        'POST /api/teams/:id/invitations {"policy":"signedIn"}',
        'GET /api/teams/:id/invite-candidates {"policy":"signedIn"}',
        'POST /api/invitations/:id/accept {"policy":"signedIn"}',
        'POST /api/invitations/:id/decline {"policy":"signedIn"}',
        'POST /api/matches/:id/check-in {"policy":"signedIn"}',
        'DELETE /api/invitations/:id {"policy":"signedIn"}',
        'GET /api/notifications {"policy":"signedIn"}',
        'GET /api/notifications/unread-count {"policy":"signedIn"}',
        'POST /api/notifications/read-all {"policy":"signedIn"}',
        'POST /api/notifications/:id/read {"policy":"signedIn"}',
        'GET /api/admin/teams {"guard":"canManageTeams"}',
        'GET /api/admin/teams/:id {"guard":"canManageTeams"}',
        'PUT /api/admin/teams/:id {"guard":"canManageTeams"}',
        'PUT /api/users/:id {"policy":"signedIn"}',
        'POST /api/users/:id/change-password {"policy":"signedIn"}',
        'DELETE /api/users/:id {"policy":"signedIn"}',
        'GET /api/auth/discord/config "public"',
        'POST /api/auth/discord/link-intent {"policy":"signedIn"}',
        'GET /api/auth/discord/login "public"',
        'GET /api/auth/discord/callback "public"',
        'GET /api/auth/discord/signin "public"',
        'DELETE /api/auth/discord/link {"policy":"signedIn"}',
        'GET /api/seasons {"policy":"signedIn"}',
        'POST /api/seasons {"guard":"canManageTeams"}',
        'GET /api/seasons/:id {"policy":"signedIn"}',
        'PUT /api/seasons/:id {"guard":"canManageTeams"}',
        'GET /api/seasons/:id/teams {"policy":"signedIn"}',
        'POST /api/seasons/:id/teams {"policy":"signedIn"}',
        'PUT /api/seasons/:id/teams/:teamId {"guard":"canManageTeams"}',
        'PUT /api/seasons/:id/divisions {"guard":"canManageTeams"}',
        'GET /api/admin/discord-announcements {"policy":"adminRole"}',
        'GET /api/divisions {"policy":"signedIn"}',
        'GET /api/divisions/:id {"policy":"signedIn"}',
        'PUT /api/divisions/:id {"guard":"canManageTeams"}',
        'POST /api/seasons/:id/fixtures {"guard":"canManageTeams"}',
        'POST /api/seasons/:id/fixtures/next-week {"guard":"canManageTeams"}',
        'GET /api/seasons/:id/standings {"policy":"signedIn"}',
        'GET /api/users/:id/stats {"policy":"signedIn"}',
        'GET /api/teams/:id/stats {"policy":"signedIn"}',
        'GET /api/leaderboards/teams {"policy":"signedIn"}',
        'GET /api/leaderboards/players {"policy":"signedIn"}',
        'GET /api/seasons/:id/playoffs {"policy":"signedIn"}',
        'GET /api/matches {"policy":"signedIn"}',
        'GET /api/matches/:id {"policy":"signedIn"}',
        'GET /api/matches/:id/proposals {"policy":"signedIn"}',
        'POST /api/matches/:id/proposals {"policy":"signedIn"}',
        'POST /api/matches/:id/proposals/:proposalId/accept {"policy":"signedIn"}',
        'POST /api/matches/:id/proposals/:proposalId/decline {"policy":"signedIn"}',
        'GET /api/matches/:id/history {"policy":"signedIn"}',
        'PUT /api/admin/matches/:id/schedule {"guard":"canManageTeams"}',
        'GET /api/teams/:id/matches.ics "public"',
        'POST /api/matches/:id/result {"policy":"signedIn"}',
        'POST /api/matches/:id/result/confirm {"policy":"signedIn"}',
        'POST /api/matches/:id/result/dispute {"policy":"signedIn"}',
        'POST /api/matches/:id/server {"policy":"signedIn"}',
        'GET /api/matches/:id/disputes {"policy":"signedIn"}',
        'PUT /api/admin/matches/:id/result {"guard":"canManageTeams"}',
        'GET /api/admin/disputes {"guard":"canManageTeams"}',
        'GET /api/admin/disputes/:id {"guard":"canManageTeams"}',
        'GET /api/admin/roster-changes {"guard":"canManageTeams"}',
        'GET /api/admin/roster-changes/:id {"guard":"canManageTeams"}',
        'POST /api/admin/roster-changes/:id/approve {"guard":"canManageTeams"}',
        'POST /api/admin/roster-changes/:id/deny {"guard":"canManageTeams"}',
        'GET /api/teams/:id/roster-changes {"policy":"signedIn"}',
        'POST /api/roster-changes/:id/cancel {"policy":"signedIn"}',
        'GET /api/game-sessions/clients {"policy":"viewGameSessions"}',
        'GET /api/game-sessions {"policy":"viewGameSessions"}',
        'GET /api/game-sessions/stats {"policy":"viewGameSessions"}',
        'POST /api/game-sessions/client {"permission":"manage:gameSessions"}',
        'PUT /api/game-sessions/:id/stop {"permission":"manage:gameSessions"}',
        'DELETE /api/game-sessions/:id {"permission":"manage:gameSessions"}',
        'POST /api/matches/:id/join-code {"policy":"signedIn"}',
        'GET /api/live {"policy":"signedIn"}',
        'GET /api/users {"permission":"manage:users"}',
        'GET /api/users/search {"permission":"manage:users"}',
        'GET /api/users/:id {"policy":"signedIn"}',
        'POST /api/users/:id/roles/:roleId {"permission":"manage:roles"}',
        'POST /api/users/:id/password-reset {"permission":"manage:users"}',
        'DELETE /api/users/:id/roles/:roleId {"permission":"manage:roles"}',
        'GET /api/roles {"permission":"manage:roles"}',
        'GET /api/roles/:id {"permission":"manage:roles"}',
        'POST /api/roles {"permission":"manage:roles"}',
        'PUT /api/roles/:id {"permission":"manage:roles"}',
        'DELETE /api/roles/:id {"permission":"manage:roles"}',
        'GET /api/permissions {"permission":"manage:roles"}',
        'GET /api/admin/overview {"policy":"adminRole"}',
        'GET /api/admin/audit-log {"policy":"adminRole"}',
        'GET /api/admin/backup {"policy":"adminRole"}',
        'GET /api/digital-ocean/snapshots {"guard":"canManageServers"}',
        'GET /api/digital-ocean/sizes {"guard":"canManageServers"}',
        'GET /api/digital-ocean/regions {"guard":"canManageServers"}',
        'GET /api/digital-ocean/droplets {"guard":"canManageServers"}',
        'GET /api/digital-ocean/droplets/:id {"guard":"canManageServers"}',
        'POST /api/digital-ocean/droplets/create {"guard":"canManageServers"}',
        'DELETE /api/digital-ocean/droplets/:id {"guard":"canManageServers"}',
        'GET /api/game-servers/credentials {"guard":"canManageServers"}',
        'POST /api/game-servers/credentials {"guard":"canManageServers"}',
        'POST /api/game-servers/credentials/:id/revoke {"guard":"canManageServers"}',
      ].sort(),
    );
    expect(t.app.routeAccess.every((entry) => entry.access !== undefined)).toBe(true);
  });

  it('enforces permissions and guards from domain/permissions, reading roles on every request', async () => {
    const admin = await signUp(t.app);
    const player = await signUp(t.app);
    const call = (url: string, token: string) =>
      t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

    expect((await call('/api/probe/users', admin.token)).statusCode).toBe(200);
    expect((await call('/api/probe/teams', admin.token)).statusCode).toBe(200);
    const denied = await call('/api/probe/users', player.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ success: false, message: translate('app.errors.api.forbidden') });
    expect((await call('/api/probe/teams', player.token)).statusCode).toBe(403);
  });

  it('refuses to start when an /api route does not declare its access', async () => {
    const dataDir = await temporaryDirectory();
    await copyPglite(dataDir);
    const undeclared: FastifyPluginAsync = async (api) => {
      api.get('/undeclared', async () => ({ ok: true }));
    };
    try {
      await expect(buildApp(testConfig(dataDir), { extraApiRoutes: [undeclared] })).rejects.toThrow(
        /GET \/api\/undeclared does not declare config.access/,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
