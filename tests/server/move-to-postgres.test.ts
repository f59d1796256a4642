import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, refresh, signUp } from './helpers/api';
import { buildTestApp, copyPglite, type TestApp, temporaryDirectory } from './helpers/app';
import { runAdminCli } from './helpers/cli';
import { seasonWithTeams } from './helpers/competition';
import { createPostgresDatabase, type ScratchPostgres } from './helpers/databases';
import { call, createTeam } from './helpers/teams';

// A league that grew on the embedded database moves to PostgreSQL with the operator CLI: every row of every
// table, ids continuing after the copied ones, sign-ins and refresh tokens still good; a database that
// already holds accounts is refused.

describe.skipIf(!process.env.TEST_DATABASE_URL)('moving a league from PGlite to PostgreSQL', () => {
  let dataDir: string;
  let postgres: ScratchPostgres;
  beforeAll(async () => {
    dataDir = await temporaryDirectory('vrpl-move-');
    // The embedded database as a first start leaves it (migrated); the league is then grown on it below.
    await copyPglite(dataDir);
    postgres = await createPostgresDatabase();
  });
  afterAll(async () => {
    await postgres.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const move = () => runAdminCli(['move-to-postgres'], { dataDir, databaseUrl: postgres.url });

  it('copies every table, and the server goes on on PostgreSQL with the same accounts and ids', {
    timeout: 180_000,
  }, async () => {
    // The league on the embedded database: an Admin, teams in a season with its fixtures.
    const before: TestApp = await buildTestApp('pglite', { config: { dataDir } });
    const admin = await signUp(before.app);
    const { season } = await seasonWithTeams(before.app, admin.token, { divisions: [4] });
    expect(
      (await call(before.app, admin.token, 'POST', `/api/seasons/${season.id}/fixtures`)).statusCode,
    ).toBe(201);
    const teamsBefore = (await call(before.app, admin.token, 'GET', '/api/teams')).json<{
      data: { id: number }[];
    }>().data;
    const matchesBefore = (
      await call(
        before.app,
        admin.token,
        'GET',
        `/api/matches?filter=${encodeURIComponent(JSON.stringify({ seasonId: season.id }))}`,
      )
    ).json<{ data: unknown[] }>().data.length;
    await before.close();

    const moved = await move();
    expect(moved.code, moved.out).toBe(0);
    const rows = moved.out.split('\n').slice(1, -1);
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      const [table, source, copied] = row.trim().split(/\s+/);
      expect(copied, table).toBe(source);
    }
    expect(moved.out).toMatch(/^table\s+PGlite\s+Postgres/);
    expect(moved.out).toMatch(/\nteams\s+\d+\s+\d+/);

    // The same DATA_DIR (its secrets) with DATABASE_URL: the server now runs on PostgreSQL.
    const after: TestApp = await buildTestApp('pglite', { config: { dataDir, databaseUrl: postgres.url } });
    try {
      expect((await refresh(after.app, admin.refreshToken)).statusCode).toBe(200);
      const signedIn = await login(after.app, admin.credentials.email, admin.credentials.password);
      expect(signedIn.statusCode).toBe(200);
      const token = signedIn.json<{ token: string }>().token;
      const teamsAfter = (await call(after.app, token, 'GET', '/api/teams')).json<{
        data: { id: number }[];
      }>().data;
      expect(teamsAfter.map((team) => team.id).sort()).toEqual(teamsBefore.map((team) => team.id).sort());
      const matchesAfter = (
        await call(
          after.app,
          token,
          'GET',
          `/api/matches?filter=${encodeURIComponent(JSON.stringify({ seasonId: season.id }))}`,
        )
      ).json<{ data: unknown[] }>().data.length;
      expect(matchesAfter).toBe(matchesBefore);
      // A new row takes the next id, not one the copy already used.
      const newcomer = await signUp(after.app);
      const team = await createTeam(after.app, newcomer.token);
      expect(team.id).toBeGreaterThan(Math.max(...teamsBefore.map((known) => known.id)));
    } finally {
      await after.close();
    }

    // Once PostgreSQL holds the league, a second move is refused and changes nothing.
    const again = await move();
    expect(again).toEqual({ code: 1, out: expect.stringContaining('already holds accounts') });
  });
});
