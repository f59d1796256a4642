import type { Match } from '@domain/matches';
import type { DivisionStandings } from '@domain/standings';
import { buildApp } from '@server/app';
import { matches, seasons, standingsVersions, teams } from '@server/db/schema';
import type { App } from '@server/http/types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { seasonWithTeams } from './helpers/competition';
import { databaseKinds } from './helpers/databases';
import { call, type Player } from './helpers/teams';

// Standings are served from a cache while the season's standings version stands still. The version is
// counted by database triggers, so every kind of write that changes a table (results, team names, points
// rules, placements) shows at once, also on another server instance sharing the database.

describe.each(databaseKinds())('standings cache on %s', (kind) => {
  let t: TestApp;
  let admin: Player;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await signUp(t.app);
  });
  afterAll(() => t?.close());

  async function standingsOn(app: App, seasonId: number, headers: Record<string, string> = {}) {
    return app.inject({
      method: 'GET',
      url: `/api/seasons/${seasonId}/standings`,
      headers: { authorization: `Bearer ${admin.token}`, ...headers },
    });
  }
  const rowsOf = (body: string) => JSON.parse(body).data as DivisionStandings[];

  async function liveSeason() {
    const setup = await seasonWithTeams(t.app, admin.token, { divisions: [4] });
    expect(
      (await call(t.app, admin.token, 'POST', `/api/seasons/${setup.season.id}/fixtures`)).statusCode,
    ).toBe(201);
    const filter = encodeURIComponent(JSON.stringify({ seasonId: setup.season.id }));
    const fixtures = (await call(t.app, admin.token, 'GET', `/api/matches?filter=${filter}`)).json<{
      data: Match[];
    }>().data;
    return { ...setup, fixtures };
  }

  const version = async (seasonId: number) =>
    (await t.app.db.select().from(standingsVersions).where(eq(standingsVersions.seasonId, seasonId)))[0]
      ?.version ?? 0;

  it('answers 304 to the ETag it sent while nothing changed, and a new table after a result', async () => {
    const { season, fixtures } = await liveSeason();
    const first = await standingsOn(t.app, season.id);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await standingsOn(t.app, season.id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const [match] = fixtures;
    await t.app.db
      .update(matches)
      .set({ status: 'Confirmed', roundsA: 5, roundsB: 2 })
      .where(eq(matches.id, match!.id));
    const after = await standingsOn(t.app, season.id, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const winner = rowsOf(after.body)[0]!.rows.find((row) => row.team.id === match!.teamA.id)!;
    expect(winner).toMatchObject({ played: 1, won: 1, roundsFor: 5, roundsAgainst: 2, points: 3 });
  });

  it('shows a renamed team and changed points rules at once', async () => {
    const { season, fixtures } = await liveSeason();
    const [match] = fixtures;
    await t.app.db
      .update(matches)
      .set({ status: 'Confirmed', roundsA: 1, roundsB: 0 })
      .where(eq(matches.id, match!.id));
    expect((await standingsOn(t.app, season.id)).statusCode).toBe(200);

    await t.app.db.update(teams).set({ name: 'Renamed Splatters' }).where(eq(teams.id, match!.teamA.id));
    const renamed = rowsOf((await standingsOn(t.app, season.id)).body)[0]!.rows;
    expect(renamed.find((row) => row.team.id === match!.teamA.id)!.team.name).toBe('Renamed Splatters');

    await t.app.db.update(seasons).set({ pointsWin: 2 }).where(eq(seasons.id, season.id));
    const rescored = rowsOf((await standingsOn(t.app, season.id)).body)[0]!.rows;
    expect(rescored.find((row) => row.team.id === match!.teamA.id)!.points).toBe(2);
  });

  it('counts a statement that writes many matches once', async () => {
    const { season } = await liveSeason();
    const before = await version(season.id);
    await t.app.db.update(matches).set({ status: 'Voided' }).where(eq(matches.seasonId, season.id));
    expect(await version(season.id)).toBe(before + 1);
  });

  it.runIf(kind === 'postgres')('shows a result written through another server instance', async () => {
    const other = await buildApp(t.config, { staticDir: `${t.dataDir}/no-dist` });
    try {
      const { season, fixtures } = await liveSeason();
      const cold = rowsOf((await standingsOn(other, season.id)).body)[0]!.rows;
      expect(cold.every((row) => row.played === 0)).toBe(true);
      const [match] = fixtures;
      await t.app.db
        .update(matches)
        .set({ status: 'Confirmed', roundsA: 3, roundsB: 3 })
        .where(eq(matches.id, match!.id));
      const warm = rowsOf((await standingsOn(other, season.id)).body)[0]!.rows;
      expect(warm.find((row) => row.team.id === match!.teamB.id)).toMatchObject({
        played: 1,
        drawn: 1,
        points: 1,
      });
    } finally {
      await other.close();
    }
  });
});
