import type { Team } from '@domain/api';
import { translate } from '@domain/i18n';
import { auditLog } from '@server/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SessionTokens, signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { seasonWithTeams } from './helpers/competition';
import { databaseKinds } from './helpers/databases';
import { call, createTeam } from './helpers/teams';

describe.each(databaseKinds())('league management on %s', (kind) => {
  let t: TestApp;
  let admin: SessionTokens;
  let player: SessionTokens;
  let teamManager: SessionTokens;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await signUp(t.app);
    player = await signUp(t.app);
    teamManager = await signUp(t.app);
    await t.app.db.execute(sql`
      with role as (insert into roles (name) values ('Team Manager') returning id)
      insert into role_permissions (role_id, permission_id)
      select role.id, permissions.id from role, permissions where permissions.name = 'manage:teams'`);
    await t.app.db.execute(sql`
      insert into user_roles (user_id, role_id)
      select ${teamManager.userId}, id from roles where name = 'Team Manager'`);
  });
  afterAll(() => t?.close());

  const decide = (token: string, teamId: number, body: object) =>
    call(t.app, token, 'PUT', `/api/admin/teams/${teamId}`, body);

  it('is for Admins and holders of manage:teams only', async () => {
    const captain = await signUp(t.app);
    const team = await createTeam(t.app, captain.token);
    for (const [method, url, body] of [
      ['GET', '/api/admin/teams', undefined],
      ['GET', `/api/admin/teams/${team.id}`, undefined],
      ['PUT', `/api/admin/teams/${team.id}`, { status: 'Approved' }],
    ] as const) {
      const denied = await call(t.app, player.token, method, url, body);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ success: false, message: translate('app.errors.api.forbidden') });
    }
    expect((await call(t.app, admin.token, 'GET', '/api/admin/teams')).statusCode).toBe(200);
    expect((await call(t.app, teamManager.token, 'GET', '/api/admin/teams')).statusCode).toBe(200);
    expect((await call(t.app, teamManager.token, 'GET', `/api/admin/teams/${team.id}`)).statusCode).toBe(200);
    expect((await decide(teamManager.token, team.id, { status: 'Approved' })).statusCode).toBe(200);
  });

  it('lists every team with player emails, filtered by status and q, sorted, paged', async () => {
    const captain = await signUp(t.app);
    const pending = await createTeam(t.app, captain.token, { name: 'Zulu Zebras', code: 'ZULU' });
    const all = await call(
      t.app,
      admin.token,
      'GET',
      `/api/admin/teams?filter=${encodeURIComponent('{"status":"Pending","q":"zulu"}')}&sort=["status","ASC"]&range=[0,9]`,
    );
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toHaveLength(1);
    expect(all.json().data[0]).toMatchObject({
      id: pending.id,
      status: 'Pending',
      players: [{ user: { email: captain.credentials.email } }],
    });
    expect(all.headers['content-range']).toBe('teams 0-0/1');
    const detail = await call(t.app, admin.token, 'GET', `/api/admin/teams/${pending.id}`);
    expect(detail.json().data.players[0].user.email).toBe(captain.credentials.email);
    expect((await call(t.app, admin.token, 'GET', '/api/admin/teams/999999')).statusCode).toBe(404);
    expect(
      (
        await call(
          t.app,
          admin.token,
          'GET',
          `/api/admin/teams?filter=${encodeURIComponent('{"status":"Gone"}')}`,
        )
      ).statusCode,
    ).toBe(400);
  });

  it("filters the teams by a season's division they entered", async () => {
    const { season, teams } = await seasonWithTeams(t.app, admin.token, {
      divisions: [2, 1],
      status: 'Registration',
    });
    const inDivision = async (divisionId: number) => {
      const response = await call(
        t.app,
        admin.token,
        'GET',
        `/api/admin/teams?filter=${encodeURIComponent(JSON.stringify({ divisionId }))}&sort=["name","ASC"]`,
      );
      expect(response.statusCode).toBe(200);
      return response.json<{ data: Team[] }>().data.map((team) => team.id);
    };
    expect(await inDivision(season.divisions[0]!.id)).toEqual(teams[0]);
    expect(await inDivision(season.divisions[1]!.id)).toEqual(teams[1]);
    const unused = Math.max(...season.divisions.map((division) => division.id)) + 1000;
    expect(await inDivision(unused)).toEqual([]);
  });

  it('approves a Pending team: only the status is honoured, members are told, the audit log records it', async () => {
    const captain = await signUp(t.app);
    const team = await createTeam(t.app, captain.token);
    const response = await decide(admin.token, team.id, {
      ...team,
      name: 'Renamed By Admin',
      points: 500,
      status: 'Approved',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Team }>().data).toMatchObject({
      name: team.name,
      points: 0,
      status: 'Approved',
    });

    const notifications = await call(t.app, captain.token, 'GET', '/api/notifications');
    expect(notifications.json().data[0]).toMatchObject({ type: 'team_approved', teamId: team.id });
    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, team.id));
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        actorUserId: admin.userId,
        action: 'team.approve',
        targetType: 'team',
        targetId: team.id,
        details: { name: team.name, code: team.code, from: 'Pending', to: 'Approved' },
        createdAt: expect.any(Date),
      },
    ]);

    const again = await decide(admin.token, team.id, { status: 'Denied' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: translate('resources.teams.team.alreadyDecided') });
    expect((await decide(admin.token, team.id, { status: 'Pending' })).statusCode).toBe(400);
    expect((await decide(admin.token, 999_999, { status: 'Approved' })).statusCode).toBe(404);
  });

  it('denies a team: its members are told, and it never appears in GET /teams', async () => {
    const captain = await signUp(t.app);
    const team = await createTeam(t.app, captain.token);
    const response = await decide(admin.token, team.id, { status: 'Denied' });
    expect(response.json().data.status).toBe('Denied');
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, team.id));
    expect(entry).toMatchObject({ action: 'team.deny', actorUserId: admin.userId });
    for (const token of [player.token, admin.token, captain.token]) {
      const listed = (await call(t.app, token, 'GET', '/api/teams')).json<{ data: Team[] }>().data;
      expect(listed.map((listedTeam) => listedTeam.id)).not.toContain(team.id);
    }
    expect((await call(t.app, player.token, 'GET', `/api/teams/${team.id}`)).statusCode).toBe(404);
    expect((await call(t.app, captain.token, 'GET', '/api/users/me/team')).json().data.status).toBe('Denied');
    expect((await call(t.app, player.token, 'POST', `/api/teams/${team.id}/join-requests`)).statusCode).toBe(
      404,
    );
  });

  it('keeps a denial’s reason, stripped of tags, in the audit log, and refuses one that is too long', async () => {
    const captain = await signUp(t.app);
    const team = await createTeam(t.app, captain.token);
    const tooLong = await decide(admin.token, team.id, { status: 'Denied', reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      errors: { reason: translate('resources.admin/league-management.reasonTooLong') },
    });

    const response = await decide(admin.token, team.id, {
      status: 'Denied',
      reason: ' <b>Offensive</b> name ',
    });
    expect(response.json().data.status).toBe('Denied');
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, team.id));
    expect(entry.details).toEqual({
      name: team.name,
      code: team.code,
      from: 'Pending',
      to: 'Denied',
      reason: 'Offensive name',
    });
  });
});
