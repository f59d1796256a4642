import type { AdminOverview, AuditEntry } from '@domain/api';
import { roles } from '@server/db/schema';
import type { App } from '@server/http/types';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { databaseKinds } from './helpers/databases';
import { call, createTeam, decide, leagueApp } from './helpers/teams';

async function overviewOf(app: App, token: string): Promise<AdminOverview> {
  return (await call(app, token, 'GET', '/api/admin/overview')).json<{ data: AdminOverview }>().data;
}

describe.each(databaseKinds())('admin overview on %s', (kind) => {
  const league = leagueApp(kind);
  const overview = async () =>
    (await call(league.app, league.admin.token, 'GET', '/api/admin/overview')).json<{ data: AdminOverview }>()
      .data;

  it('is for the Admin role only', async () => {
    const support = await signUp(league.app);
    await league.app.db.execute(sql`
      insert into user_roles (user_id, role_id) select ${support.userId}, id from roles where name = 'Support'`);
    for (const url of ['/api/admin/overview', '/api/admin/audit-log']) {
      expect((await call(league.app, support.token, 'GET', url)).statusCode).toBe(403);
      expect((await league.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('counts pending teams, users, active sessions and servers, and shows the latest audit entries', async () => {
    const { app, admin } = league;
    const before = await overview();
    const captain = await signUp(app);
    const approved = await createTeam(app, captain.token);
    await decide(app, admin.token, approved.id, 'Approved');
    await createTeam(app, (await signUp(app)).token);
    await app.db.execute(sql`insert into game_server_connections (client_id, socket_id, instance_id)
      values ('overview-server', 'socket-1', 'instance-1')`);
    await app.db.execute(sql`insert into game_sessions (client_id, code, mode, status) values
      ('overview-server', '1111', 'XBall', 'Active'), ('overview-server', '2222', 'XBall', 'Not Active')`);

    const after = await overview();
    expect(after).toMatchObject({
      pendingTeams: before.pendingTeams + 1,
      users: before.users + 2,
      activeSessions: before.activeSessions + 1,
    });
    expect(after.roles).toBe(await app.db.$count(roles));
    expect(after.roles).toBeGreaterThanOrEqual(5);
    expect(after.connectedGameServers).toBe(before.connectedGameServers + 1);
    expect(after.recentAudit.length).toBeLessThanOrEqual(10);
    expect(after.recentAudit[0]).toMatchObject({
      action: 'team.approve',
      targetType: 'team',
      targetId: String(approved.id),
      actor: { id: admin.userId, displayName: admin.credentials.displayName },
    });
  });

  it('pages the audit log newest first, filters by action, keeps entries of deleted actors', async () => {
    const { app, admin } = league;
    const leaving = await signUp(app);
    expect((await call(app, leaving.token, 'DELETE', `/api/users/${leaving.userId}`)).statusCode).toBe(200);
    const deletions = await call(
      app,
      admin.token,
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent('{"action":"user.delete"}')}&range=[0,0]`,
    );
    expect(deletions.headers['content-range']).toMatch(/^audit-log 0-0\/\d+$/);
    const [latest] = deletions.json<{ data: AuditEntry[] }>().data;
    expect(latest).toMatchObject({ action: 'user.delete', actor: null, targetId: String(leaving.userId) });
    const all = (await call(app, admin.token, 'GET', '/api/admin/audit-log')).json<{ data: AuditEntry[] }>()
      .data;
    const ids = all.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe.each(databaseKinds())('audit log names on %s', (kind) => {
  const league = leagueApp(kind);
  const entriesFor = async (targetId: number) =>
    (await call(league.app, league.admin.token, 'GET', '/api/admin/audit-log'))
      .json<{ data: AuditEntry[] }>()
      .data.filter((entry) => entry.targetType === 'user' && entry.targetId === String(targetId));

  it('carries the actor and the target user by display name, and null once the target is deleted', async () => {
    const { app, admin } = league;
    const player = await signUp(app);
    const [{ id: observer }] = await app.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, 'Observer'));
    const url = `/api/users/${player.userId}/roles/${observer}`;
    expect((await call(app, admin.token, 'POST', url)).statusCode).toBe(200);

    const [assigned] = await entriesFor(player.userId);
    expect(assigned).toMatchObject({
      action: 'role.assign',
      actor: { id: admin.userId, displayName: admin.credentials.displayName },
      targetUser: { id: player.userId, displayName: player.credentials.displayName },
    });
    const [latest] = (await overviewOf(app, admin.token)).recentAudit;
    expect(latest.targetUser).toEqual({ id: player.userId, displayName: player.credentials.displayName });

    expect((await call(app, admin.token, 'DELETE', `/api/users/${player.userId}`)).statusCode).toBe(200);
    const afterDelete = await entriesFor(player.userId);
    expect(afterDelete.map((entry) => entry.action)).toEqual(['user.delete', 'role.assign']);
    for (const entry of afterDelete) expect(entry.targetUser).toBeNull();
  });

  it('names no target user for entries about teams', async () => {
    const { app, admin } = league;
    const team = await createTeam(app, (await signUp(app)).token);
    await decide(app, admin.token, team.id, 'Approved');
    const [latest] = (await overviewOf(app, admin.token)).recentAudit;
    expect(latest).toMatchObject({ action: 'team.approve', targetId: String(team.id), targetUser: null });
  });
});

describe('OpenAPI document of users, roles and the Admin Panel', () => {
  const league = leagueApp('pglite');

  it('tags the routes users, roles and admin and documents their schemas without secrets', async () => {
    const document = (await league.app.inject({ url: '/api/docs/json' })).json<{
      tags: { name: string }[];
      paths: Record<string, Record<string, { tags?: string[] }>>;
      components: { schemas: Record<string, object> };
    }>();
    const tagOf = (path: string, method: string) => document.paths[path]?.[method]?.tags;
    expect(tagOf('/api/users', 'get')).toEqual(['users']);
    expect(tagOf('/api/users/search', 'get')).toEqual(['users']);
    expect(tagOf('/api/users/{id}/roles/{roleId}', 'post')).toEqual(['users']);
    expect(tagOf('/api/roles/{id}', 'put')).toEqual(['roles']);
    expect(tagOf('/api/permissions', 'get')).toEqual(['roles']);
    expect(tagOf('/api/admin/overview', 'get')).toEqual(['admin']);
    expect(tagOf('/api/admin/audit-log', 'get')).toEqual(['admin']);
    expect(document.tags.map((tag) => tag.name)).toEqual(expect.arrayContaining(['users', 'roles', 'admin']));
    for (const schema of ['AdminUser', 'Role', 'AuditEntry', 'AdminOverview']) {
      expect(document.components.schemas[schema]).toBeDefined();
    }
    // Only the flag saying whether a password is set; nothing of the password itself.
    expect(JSON.stringify(document.components.schemas.AdminUser).replaceAll('"hasPassword"', '')).not.toMatch(
      /password/i,
    );
  });
});
