import { teams } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { databaseKinds } from './helpers/databases';
import { call, createTeam, leagueApp, teamPayload } from './helpers/teams';

// Fields a caller may not set (roles, permissions, status, ids, owners, hashes) are ignored on every write.
// PUT /users/{id} is covered in profile.test.ts, POST and PUT /roles in roles.test.ts.

describe.each(databaseKinds())('mass assignment on %s', (kind) => {
  const league = leagueApp(kind);

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
