import type { AdminUser, AuditEntry, Role } from '@domain/api';
import { translate } from '@domain/i18n';
import { userRoles, users } from '@server/db/schema';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { databaseKinds } from './helpers/databases';
import { call, createTeam, leagueApp } from './helpers/teams';

describe.each(databaseKinds())('user management on %s', (kind) => {
  const league = leagueApp(kind);

  const roleId = async (name: string) => {
    const roles = (await call(league.app, league.admin.token, 'GET', '/api/roles')).json<{ data: Role[] }>();
    const role = roles.data.find((candidate) => candidate.name === name);
    if (!role) throw new Error(`no role ${name}`);
    return role.id;
  };
  const assign = (token: string, userId: number, role: number) =>
    call(league.app, token, 'POST', `/api/users/${userId}/roles/${role}`);
  const unassign = (token: string, userId: number, role: number) =>
    call(league.app, token, 'DELETE', `/api/users/${userId}/roles/${role}`);
  const q = (filter: object) => encodeURIComponent(JSON.stringify(filter));

  it('lists users with roles and team, sorted and paged with Content-Range', async () => {
    const { app, admin } = league;
    const captain = await signUp(app);
    const team = await createTeam(app, captain.token);
    const page = await call(app, admin.token, 'GET', '/api/users?sort=["id","DESC"]&range=[0,0]');
    expect(page.statusCode).toBe(200);
    const [newest] = page.json<{ data: AdminUser[] }>().data;
    expect(newest).toMatchObject({
      id: captain.userId,
      roles: ['Player'],
      permissions: [],
      team: { id: team.id, name: team.name },
    });
    expect(newest).not.toHaveProperty('passwordHash');
    const [{ total }] = await app.db.select({ total: count() }).from(users);
    expect(page.headers['content-range']).toBe(`users 0-0/${total}`);
    const all = await call(app, admin.token, 'GET', '/api/users');
    expect(all.json().data).toHaveLength(total);
    const first = all.json<{ data: AdminUser[] }>().data[0];
    expect(first).toMatchObject({ id: admin.userId, team: null });
    expect(first.roles).toEqual(['Admin', 'Player']);
  });

  it('finds users by part of the display name, email or Discord id, whatever the case', async () => {
    const { app, admin } = league;
    const wanted = await signUp(app, {
      email: `Marigold.${Date.now()}@Example.com`,
      password: 'paintball-42',
      displayName: 'Zelda Quartermain',
    });
    await app.db.execute(sql`update users set discord_id = '998877665544' where id = ${wanted.userId}`);
    for (const text of ['quarterm', 'ZELDA Q', 'marigold.', '8877665']) {
      const list = await call(app, admin.token, 'GET', `/api/users?filter=${q({ q: text })}`);
      expect(list.json<{ data: AdminUser[] }>().data.map((user) => user.id)).toEqual([wanted.userId]);
      const search = await call(
        app,
        admin.token,
        'GET',
        `/api/users/search?query=${encodeURIComponent(text)}`,
      );
      expect(search.statusCode).toBe(200);
      expect(search.json<{ data: AdminUser[] }>().data.map((user) => user.id)).toEqual([wanted.userId]);
    }
    const none = await call(app, admin.token, 'GET', `/api/users?filter=${q({ q: '100%_none' })}`);
    expect(none.json().data).toEqual([]);
    expect(none.headers['content-range']).toBe('users */0');
    const many = await call(app, admin.token, 'GET', '/api/users/search?query=');
    expect(many.json().data.length).toBeLessThanOrEqual(20);
  });

  it('shows a user to themselves and to user managers only', async () => {
    const { app, admin } = league;
    const player = await signUp(app);
    const other = await signUp(app);
    const own = await call(app, player.token, 'GET', `/api/users/${player.userId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ id: player.userId, team: null, roles: ['Player'] });
    expect((await call(app, player.token, 'GET', `/api/users/${other.userId}`)).statusCode).toBe(403);
    expect((await call(app, admin.token, 'GET', `/api/users/${other.userId}`)).statusCode).toBe(200);
    expect((await call(app, admin.token, 'GET', '/api/users/999999')).statusCode).toBe(404);
    const invalid = await call(app, admin.token, 'GET', '/api/users/abc');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(translate('app.errors.validation.invalidUserId'));
    expect((await call(app, player.token, 'GET', '/api/users')).statusCode).toBe(403);
    expect((await call(app, player.token, 'GET', '/api/users/search?query=a')).statusCode).toBe(403);
  });

  it('assigns and removes roles (manage:roles only, idempotent, audited) and they count at once', async () => {
    const { app, admin } = league;
    const player = await signUp(app);
    const support = await signUp(app);
    const gameMaster = await roleId('Game Master');
    await assign(admin.token, support.userId, await roleId('Support'));
    expect((await assign(support.token, player.userId, gameMaster)).statusCode).toBe(403);

    expect((await call(app, player.token, 'GET', '/api/game-sessions')).statusCode).toBe(403);
    const given = await assign(admin.token, player.userId, gameMaster);
    expect(given.statusCode).toBe(200);
    expect(given.json().data.roles).toEqual(['Game Master', 'Player']);
    expect((await assign(admin.token, player.userId, gameMaster)).json().data.roles).toEqual([
      'Game Master',
      'Player',
    ]);
    // The same access token, no new login: roles are read on every request.
    expect((await call(app, player.token, 'GET', '/api/game-sessions')).statusCode).toBe(200);
    expect((await call(app, player.token, 'GET', '/api/users/me')).json().data.permissions).toEqual([
      'manage:gameSessions',
    ]);

    const taken = await unassign(admin.token, player.userId, gameMaster);
    expect(taken.json().data.roles).toEqual(['Player']);
    expect((await unassign(admin.token, player.userId, gameMaster)).statusCode).toBe(200);
    expect((await call(app, player.token, 'GET', '/api/game-sessions')).statusCode).toBe(403);

    const unknownRole = await assign(admin.token, player.userId, 999999);
    expect(unknownRole.statusCode).toBe(404);
    expect(unknownRole.json().message).toBe(translate('resources.roles.roleNotFound'));
    expect((await assign(admin.token, 999999, gameMaster)).statusCode).toBe(404);

    const log = await call(
      app,
      admin.token,
      'GET',
      `/api/admin/audit-log?filter=${q({ action: 'role.assign' })}`,
    );
    const assigned = log
      .json<{ data: AuditEntry[] }>()
      .data.filter((e) => e.targetId === String(player.userId));
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).toMatchObject({
      actor: { id: admin.userId, displayName: admin.credentials.displayName },
      targetType: 'user',
      details: { role: 'Game Master' },
    });
    const removed = await call(
      app,
      admin.token,
      'GET',
      `/api/admin/audit-log?filter=${q({ action: 'role.remove' })}`,
    );
    expect(
      removed.json<{ data: AuditEntry[] }>().data.filter((e) => e.targetId === String(player.userId)),
    ).toHaveLength(1);
  });

  it('never lets the last Admin lose the Admin role or the account, even concurrently', async () => {
    const { app, admin } = league;
    const adminRole = await roleId('Admin');
    const lastRemoval = await unassign(admin.token, admin.userId, adminRole);
    expect(lastRemoval.statusCode).toBe(409);
    expect(lastRemoval.json().message).toBe(translate('resources.roles.lastAdminRole'));
    const lastDeletion = await call(app, admin.token, 'DELETE', `/api/users/${admin.userId}`);
    expect(lastDeletion.statusCode).toBe(409);
    expect(lastDeletion.json().message).toBe(translate('resources.roles.lastAdminDelete'));

    const second = await signUp(app);
    await assign(admin.token, second.userId, adminRole);
    const answers = await Promise.all([
      unassign(admin.token, admin.userId, adminRole),
      unassign(second.token, second.userId, adminRole),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [{ admins }] = await app.db
      .select({ admins: count() })
      .from(userRoles)
      .where(eq(userRoles.roleId, adminRole));
    expect(admins).toBe(1);
    // Whoever kept the role gives it back to the first account for the other tests.
    const keeper = answers[0].statusCode === 409 ? admin : second;
    await assign(keeper.token, admin.userId, adminRole);
    if (keeper === second) await unassign(admin.token, second.userId, adminRole);

    const third = await signUp(app);
    await assign(admin.token, third.userId, adminRole);
    expect((await call(app, admin.token, 'DELETE', `/api/users/${third.userId}`)).statusCode).toBe(200);
  });

  it('keeps a user manager off accounts that hold more privilege: no edit, delete or role change', async () => {
    const { app, admin } = league;
    const manager = await signUp(app);
    const created = await call(app, admin.token, 'POST', '/api/roles', {
      name: `Staff ${Date.now()}`,
      permissions: ['manage:users', 'manage:roles'],
    });
    await assign(admin.token, manager.userId, created.json().data.id);
    const gameMaster = await signUp(app);
    await assign(admin.token, gameMaster.userId, await roleId('Game Master'));
    const player = await signUp(app);
    const observerRole = await roleId('Observer');

    for (const target of [admin.userId, gameMaster.userId]) {
      const answers = [
        await call(app, manager.token, 'PUT', `/api/users/${target}`, { displayName: 'Taken Over' }),
        await call(app, manager.token, 'DELETE', `/api/users/${target}`),
        await assign(manager.token, target, observerRole),
        await unassign(manager.token, target, observerRole),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toMatchObject({
          success: false,
          message: translate('app.errors.protection.outranked'),
        });
      }
    }
    const badge = await call(app, admin.token, 'POST', '/api/roles', {
      name: `Badge ${Date.now()}`,
      permissions: [],
    });
    expect((await assign(manager.token, player.userId, badge.json().data.id)).statusCode).toBe(200);
    expect((await unassign(manager.token, player.userId, badge.json().data.id)).statusCode).toBe(200);
    const renamed = await call(app, manager.token, 'PUT', `/api/users/${player.userId}`, {
      displayName: 'Renamed Player',
    });
    expect(renamed.statusCode).toBe(200);
    const [{ adminName }] = await app.db
      .select({ adminName: users.displayName })
      .from(users)
      .where(eq(users.id, admin.userId));
    expect(adminName).not.toBe('Taken Over');
  });
});
