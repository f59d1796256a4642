import type { AuditEntry, Role } from '@domain/api';
import { translate } from '@domain/i18n';
import { PERMISSIONS } from '@domain/permissions';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { databaseKinds } from './helpers/databases';
import { call, leagueApp } from './helpers/teams';

describe.each(databaseKinds())('roles on %s', (kind) => {
  const league = leagueApp(kind);
  const roles = async () =>
    (await call(league.app, league.admin.token, 'GET', '/api/roles')).json<{ data: Role[] }>().data;
  const builtIn = async (name: string) => {
    const role = (await roles()).find((candidate) => candidate.name === name);
    if (!role) throw new Error(`no role ${name}`);
    return role;
  };
  const create = (body: object) => call(league.app, league.admin.token, 'POST', '/api/roles', body);
  const update = (id: number, body: object) =>
    call(league.app, league.admin.token, 'PUT', `/api/roles/${id}`, body);

  it('lists the built-in roles with permissions and member counts, and the catalogue', async () => {
    const list = await call(
      league.app,
      league.admin.token,
      'GET',
      '/api/roles?sort=["name","ASC"]&range=[0,1]',
    );
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toMatch(/^roles 0-1\/\d+$/);
    const admin = await builtIn('Admin');
    expect(admin).toMatchObject({ builtIn: true, memberCount: 1 });
    expect([...admin.permissions].sort()).toEqual([...PERMISSIONS].sort());
    expect(await builtIn('Support')).toMatchObject({ permissions: ['manage:users'], builtIn: true });
    const catalogue = await call(league.app, league.admin.token, 'GET', '/api/permissions');
    expect(catalogue.json().data).toEqual([...PERMISSIONS]);
    const player = await signUp(league.app);
    for (const url of ['/api/roles', '/api/permissions', `/api/roles/${admin.id}`]) {
      expect((await call(league.app, player.token, 'GET', url)).statusCode).toBe(403);
    }
  });

  it('creates, renames and deletes a custom role with audit entries; names are unique whatever the case', async () => {
    const created = await create({
      name: 'Referee',
      description: 'Runs matches',
      permissions: ['view:gameSessions'],
      builtIn: true,
      id: 1,
      memberCount: 50,
    });
    expect(created.statusCode).toBe(201);
    const role = created.json<{ data: Role }>().data;
    expect(role).toMatchObject({
      name: 'Referee',
      builtIn: false,
      description: 'Runs matches',
      permissions: ['view:gameSessions'],
      memberCount: 0,
    });
    expect(role.id).not.toBe(1);
    const duplicate = await create({ name: 'referee', permissions: [] });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(translate('resources.roles.nameInUse'));
    expect((await create({ name: 'admin', permissions: [] })).statusCode).toBe(409);
    const unknown = await create({ name: 'Hacker', permissions: ['manage:everything'] });
    expect(unknown.statusCode).toBe(400);

    const renamed = await update(role.id, {
      name: 'Head Referee',
      permissions: ['view:gameSessions', 'manage:gameSessions'],
      builtIn: true,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Head Referee',
      builtIn: false,
      permissions: ['manage:gameSessions', 'view:gameSessions'],
    });
    expect((await update(role.id, { name: 'SUPPORT' })).statusCode).toBe(409);
    expect((await update(role.id, { permissions: ['nope'] })).statusCode).toBe(400);

    const member = await signUp(league.app);
    await call(league.app, league.admin.token, 'POST', `/api/users/${member.userId}/roles/${role.id}`);
    expect((await call(league.app, member.token, 'GET', '/api/game-sessions')).statusCode).toBe(200);
    const deleted = await call(league.app, league.admin.token, 'DELETE', `/api/roles/${role.id}`);
    expect(deleted.json()).toEqual({ success: true, data: { id: role.id } });
    expect((await call(league.app, member.token, 'GET', '/api/users/me')).json().data.roles).toEqual([
      'Player',
    ]);
    expect((await call(league.app, league.admin.token, 'GET', `/api/roles/${role.id}`)).statusCode).toBe(404);

    const log = await call(league.app, league.admin.token, 'GET', '/api/admin/audit-log?range=[0,49]');
    const actions = log
      .json<{ data: AuditEntry[] }>()
      .data.filter((entry) => entry.targetType === 'role' && entry.targetId === String(role.id))
      .map((entry) => entry.action);
    expect(actions).toEqual(['role.delete', 'role.update', 'role.create']);
  });

  it('keeps built-in roles: no renaming, no deletion, the Admin role keeps every permission', async () => {
    const admin = await builtIn('Admin');
    const support = await builtIn('Support');
    const rename = await update(support.id, { name: 'Helpdesk' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe(translate('resources.roles.builtInRename'));
    const removal = await call(league.app, league.admin.token, 'DELETE', `/api/roles/${support.id}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe(translate('resources.roles.builtInDelete'));
    const stripped = await update(admin.id, { permissions: ['manage:users'] });
    expect(stripped.statusCode).toBe(409);
    expect(stripped.json().message).toBe(translate('resources.roles.adminKeepsPermissions'));
    expect((await update(admin.id, { permissions: [...PERMISSIONS].reverse() })).statusCode).toBe(200);
    const described = await update(support.id, { name: 'Support', description: 'Helps players' });
    expect(described.json().data).toMatchObject({ name: 'Support', description: 'Helps players' });
    const observer = await builtIn('Observer');
    const widened = await update(observer.id, { permissions: ['view:gameSessions', 'manage:teams'] });
    expect(widened.json().data.permissions).toEqual(['manage:teams', 'view:gameSessions']);
    await update(observer.id, { permissions: ['view:gameSessions'] });
  });
});
