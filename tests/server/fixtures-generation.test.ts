import { translate } from '@domain/i18n';
import type { FixturesSummary, Match } from '@domain/matches';
import { auditLog, matches, seasonEntries } from '@server/db/schema';
import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { seasonWithTeams } from './helpers/competition';
import { databaseKinds } from './helpers/databases';
import { call, leagueApp } from './helpers/teams';

describe.each(databaseKinds())('POST /seasons/:id/fixtures on %s', (kind) => {
  const suite = leagueApp(kind);
  const generate = (seasonId: number, token = suite.admin.token) =>
    call(suite.app, token, 'POST', `/api/seasons/${seasonId}/fixtures`);

  async function generated(seasonId: number): Promise<FixturesSummary> {
    const response = await generate(seasonId);
    if (response.statusCode !== 201) throw new Error(`generate failed: ${response.body}`);
    return response.json<{ data: FixturesSummary }>().data;
  }

  async function matchesOf(seasonId: number): Promise<Match[]> {
    const filter = encodeURIComponent(JSON.stringify({ seasonId }));
    const response = await call(suite.app, suite.admin.token, 'GET', `/api/matches?filter=${filter}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Match[] }>().data;
  }

  const pairKey = (match: Match) => [match.teamA.id, match.teamB.id].sort((a, b) => a - b).join('-');

  it('gives 6 teams in 2 divisions a round robin each, with a bye a week, windows and default times', async () => {
    const { season, teams } = await seasonWithTeams(suite.app, suite.admin.token, { divisions: [3, 3] });
    const summary = await generated(season.id);
    expect(summary).toEqual({
      seasonId: season.id,
      matches: 6,
      divisions: season.divisions.map((division) => ({
        division: { id: division.id, name: division.name },
        teams: 3,
        format: 'roundRobin',
        weeks: 3,
        matches: 3,
      })),
    });
    const all = await matchesOf(season.id);
    expect(all).toHaveLength(6);
    for (const [tier, division] of season.divisions.entries()) {
      const own = all.filter((match) => match.divisionId === division.id);
      expect(own.map((match) => match.week).sort()).toEqual([1, 2, 3]);
      expect(new Set(own.map(pairKey)).size).toBe(3);
      const byes = own.map(
        (match) => teams[tier]!.find((id) => id !== match.teamA.id && id !== match.teamB.id)!,
      );
      expect([...byes].sort()).toEqual([...teams[tier]!].sort());
    }
    const first = all.find((match) => match.week === 1)!;
    expect(first).toMatchObject({
      seasonId: season.id,
      windowStart: '2027-01-04T18:00:00.000Z',
      windowEnd: '2027-01-11T18:00:00.000Z',
      defaultTime: '2027-01-07T19:00:00.000Z',
      scheduledAt: '2027-01-07T19:00:00.000Z',
      status: 'Scheduled',
      stage: 'league',
      result: null,
      forfeit: null,
    });
    expect(all.find((match) => match.week === 3)).toMatchObject({
      windowStart: '2027-01-18T18:00:00.000Z',
      defaultTime: '2027-01-21T19:00:00.000Z',
    });
    const [audit] = await suite.app.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'season.generateFixtures'), eq(auditLog.targetId, season.id)));
    expect(audit?.details).toMatchObject({ name: season.name, matches: 6, replaced: 0 });
  });

  it('pairs every team once with every other, never twice a week, byes once each, for 2 to 11 teams', async () => {
    const sizes = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    const { season, teams } = await seasonWithTeams(suite.app, suite.admin.token, {
      divisions: sizes,
      weeks: 11,
    });
    const summary = await generated(season.id);
    const all = await matchesOf(season.id);
    for (const [tier, division] of season.divisions.entries()) {
      const ids = teams[tier]!;
      const n = ids.length;
      const own = all.filter((match) => match.divisionId === division.id);
      expect(summary.divisions[tier]).toMatchObject({ format: 'roundRobin', weeks: n % 2 ? n : n - 1 });
      expect(own).toHaveLength((n * (n - 1)) / 2);
      expect(new Set(own.map(pairKey)).size).toBe(own.length);
      const weeks = n % 2 ? n : n - 1;
      for (let week = 1; week <= weeks; week += 1) {
        const playing = own.filter((match) => match.week === week).flatMap((m) => [m.teamA.id, m.teamB.id]);
        expect(new Set(playing).size).toBe(playing.length);
        expect(playing).toHaveLength(n % 2 ? n - 1 : n);
      }
      for (const id of ids) {
        const games = own.filter((match) => match.teamA.id === id || match.teamB.id === id);
        expect(games).toHaveLength(n - 1);
      }
    }
  });

  it('pairs week 1 only, by seed, when a round robin does not fit the weeks (Swiss), with a bye for odd counts', async () => {
    const { season, teams } = await seasonWithTeams(suite.app, suite.admin.token, {
      divisions: [6, 5, 1],
      weeks: 3,
    });
    const summary = await generated(season.id);
    expect(summary.divisions.map(({ format, weeks, matches }) => ({ format, weeks, matches }))).toEqual([
      { format: 'swiss', weeks: 1, matches: 3 },
      { format: 'swiss', weeks: 1, matches: 2 },
      { format: null, weeks: 0, matches: 0 },
    ]);
    const all = await matchesOf(season.id);
    const pairsOf = (divisionId: number) =>
      all
        .filter((match) => match.divisionId === divisionId)
        .map((match) => [match.teamA.id, match.teamB.id])
        .sort((x, y) => x[0]! - y[0]!);
    const [six, five] = teams;
    expect(all.every((match) => match.week === 1)).toBe(true);
    expect(pairsOf(season.divisions[0]!.id)).toEqual([
      [six![0], six![1]],
      [six![2], six![3]],
      [six![4], six![5]],
    ]);
    // The lowest seed sits out the first week.
    expect(pairsOf(season.divisions[1]!.id)).toEqual([
      [five![0], five![1]],
      [five![2], five![3]],
    ]);
  });

  it('replaces fixtures while no match has a result, and refuses once one has (409)', async () => {
    const { season } = await seasonWithTeams(suite.app, suite.admin.token, { divisions: [4] });
    await generated(season.id);
    const before = await matchesOf(season.id);
    const again = await generated(season.id);
    expect(again.matches).toBe(6);
    const after = await matchesOf(season.id);
    expect(after).toHaveLength(6);
    expect(after.some((match) => before.some((old) => old.id === match.id))).toBe(false);
    const [audit] = await suite.app.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'season.generateFixtures'), eq(auditLog.targetId, season.id)))
      .orderBy(asc(auditLog.id))
      .offset(1);
    expect(audit?.details).toMatchObject({ replaced: 6, matches: 6 });

    // A reported result, even unconfirmed, is a result.
    await suite.app.db
      .update(matches)
      .set({ status: 'Reported', roundsA: 3, roundsB: 1 })
      .where(eq(matches.id, after[0]!.id));
    const locked = await generate(season.id);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({
      success: false,
      message: translate('resources.matches.fixturesLocked'),
      code: 'FIXTURES_LOCKED',
    });
    expect((await matchesOf(season.id)).map((match) => match.id)).toEqual(after.map((match) => match.id));
  });

  it('makes one set of fixtures of generations racing', async () => {
    const { season } = await seasonWithTeams(suite.app, suite.admin.token, { divisions: [40, 4], weeks: 40 });
    const answers = await Promise.all(Array.from({ length: 4 }, () => generate(season.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const [stored] = await suite.app.db
      .select({ total: count() })
      .from(matches)
      .where(eq(matches.seasonId, season.id));
    expect(stored?.total).toBe((40 * 39) / 2 + 6);
  });

  it('generates during Registration once every team is placed, never in Setup or after Live', async () => {
    const { season, teams } = await seasonWithTeams(suite.app, suite.admin.token, {
      divisions: [2, 2],
      status: 'Registration',
    });
    expect((await generated(season.id)).matches).toBe(2);

    await suite.app.db
      .update(seasonEntries)
      .set({ divisionId: null, placedByAdmin: false })
      .where(eq(seasonEntries.teamId, teams[1]![0]!));
    const unplaced = await generate(season.id);
    expect(unplaced.statusCode).toBe(409);
    expect(unplaced.json()).toMatchObject({
      message: translate('resources.matches.teamsUnplaced', { smart_count: 1 }),
      code: 'TEAMS_UNPLACED',
    });

    for (const status of ['Live', 'Playoffs']) {
      const moved = await call(suite.app, suite.admin.token, 'PUT', `/api/seasons/${season.id}`, { status });
      expect(moved.statusCode).toBe(200);
    }
    const closed = await generate(season.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({
      message: translate('resources.matches.fixturesClosed', { status: 'Playoffs' }),
      code: 'FIXTURES_CLOSED',
    });

    const setup = await call(suite.app, suite.admin.token, 'POST', '/api/seasons', {
      name: `Setup ${Date.now()}`,
      startsAt: '2027-01-04T18:00:00Z',
      weeks: 4,
      divisions: [{ name: 'Only', mmrPercentage: 100 }],
    });
    const inSetup = await generate(setup.json().data.id);
    expect(inSetup.statusCode).toBe(409);
    expect(inSetup.json().message).toBe(translate('resources.matches.fixturesClosed', { status: 'Setup' }));
  });

  it('answers 404 for a season that does not exist and 403 to a player', async () => {
    expect((await generate(999_999)).statusCode).toBe(404);
    const { season } = await seasonWithTeams(suite.app, suite.admin.token, { divisions: [2] });
    const player = await signUp(suite.app);
    expect((await generate(season.id, player.token)).statusCode).toBe(403);
    expect(await matchesOf(season.id)).toEqual([]);
  });

  it('is in the API docs', () => {
    const document = suite.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths['/api/seasons/{id}/fixtures'] ?? {})).toEqual(['post']);
  });
});
