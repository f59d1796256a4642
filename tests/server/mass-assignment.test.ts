import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teams } from '../../server/src/db/schema';
import { login, signUp } from './helpers/api';
import { databaseKinds } from './helpers/databases';
import { call, createTeam, leagueApp, teamPayload } from './helpers/teams';

// Fields a caller may not set (roles, permissions, status, ids, owners, hashes) are ignored on every write.
// POST and PUT /roles are covered in roles.test.ts.

describe.each(databaseKinds())('mass assignment on %s', (kind) => {
  const league = leagueApp(kind);

  it('PUT /users/{id} ignores roles, permissions, ids, Discord ids and password hashes', async () => {
    const { app } = league;
    const player = await signUp(app);
    const changed = await call(app, player.token, 'PUT', `/api/users/${player.userId}`, {
      displayName: 'Renamed Player',
      roles: ['Admin'],
      permissions: ['manage:roles'],
      id: 1,
      passwordHash: 'x',
      discordID: '1234',
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      id: player.userId,
      displayName: 'Renamed Player',
      roles: ['Player'],
      permissions: [],
      discordID: null,
    });
    expect(changed.json().data.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect((await call(app, player.token, 'GET', '/api/roles')).statusCode).toBe(403);
    expect((await login(app, player.credentials.email, player.credentials.password)).statusCode).toBe(200);
  });

  it('POST /teams ignores status, ids, points and owners: a new team is Pending', async () => {
    const { app } = league;
    const captain = await signUp(app);
    const created = await call(
      app,
      captain.token,
      'POST',
      '/api/teams',
      teamPayload({ status: 'Approved', id: 1, points: 500, createdBy: 1, decidedBy: 1, players: [] }),
    );
    expect(created.statusCode).toBe(201);
    const team = created.json().data;
    expect(team).toMatchObject({ status: 'Pending', points: 0, playerCount: 1 });
    const [row] = await app.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row).toMatchObject({ createdBy: captain.userId, decidedBy: null, status: 'Pending' });
  });

  it('PUT /admin/teams/{id} changes only the status', async () => {
    const { app, admin } = league;
    const captain = await signUp(app);
    const team = await createTeam(app, captain.token);
    const decided = await call(app, admin.token, 'PUT', `/api/admin/teams/${team.id}`, {
      status: 'Approved',
      name: 'Hijacked',
      code: 'HJK',
      points: 999,
      id: team.id + 1000,
      leagueId: 99,
      players: [],
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data).toMatchObject({
      id: team.id,
      status: 'Approved',
      name: team.name,
      code: team.code,
      points: 0,
      playerCount: 1,
    });
  });
});
