import { translate } from '@domain/i18n';
import type { NextWeekSummary } from '@domain/matches';
import { auditLog, matches } from '@server/db/schema';
import { pairNextSwissWeeks } from '@server/modules/fixtures/next-week';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { seasonWithTeams } from './helpers/competition';
import { databaseKinds } from './helpers/databases';
import { call, leagueApp } from './helpers/teams';

describe.each(databaseKinds())('Swiss weeks after week 1 on %s', (kind) => {
  const suite = leagueApp(kind);
  const nextWeek = (seasonId: number, token = suite.admin.token) =>
    call(suite.app, token, 'POST', `/api/seasons/${seasonId}/fixtures/next-week`);

  async function generate(seasonId: number) {
    const response = await call(suite.app, suite.admin.token, 'POST', `/api/seasons/${seasonId}/fixtures`);
    if (response.statusCode !== 201) throw new Error(`generate failed: ${response.body}`);
  }

  const leagueMatches = (seasonId: number) =>
    suite.app.db
      .select()
      .from(matches)
      .where(eq(matches.seasonId, seasonId))
      .orderBy(asc(matches.week), asc(matches.id));

  /** Confirms every unsettled match of the season with a score made from its id (draws included). */
  async function settleAll(seasonId: number) {
    for (const match of await leagueMatches(seasonId)) {
      if (match.status !== 'Scheduled') continue;
      await suite.app.db
        .update(matches)
        .set({ status: 'Confirmed', roundsA: match.id % 4, roundsB: (match.id * 7) % 5 })
        .where(eq(matches.id, match.id));
    }
  }

  const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

  it('pairs every week of Swiss divisions of 5 to 13 teams: no pair twice, no team twice a week, byes spread', async () => {
    const sizes = [5, 6, 7, 8, 9, 10, 11, 12, 13];
    const weeks = 3;
    const { season, teams } = await seasonWithTeams(suite.app, suite.admin.token, {
      divisions: sizes,
      weeks,
    });
    await generate(season.id);
    for (let week = 2; week <= weeks; week++) {
      // Nothing is paired while a week is open.
      expect((await pairNextSwissWeeks(suite.app.db, season.id)).divisions).toEqual([]);
      await settleAll(season.id);
      const summary = await pairNextSwissWeeks(suite.app.db, season.id);
      expect(summary.divisions.map((division) => division.week)).toEqual(sizes.map(() => week));
    }
    await settleAll(season.id);
    expect((await pairNextSwissWeeks(suite.app.db, season.id)).divisions).toEqual([]);

    const all = await leagueMatches(season.id);
    for (const [tier, division] of season.divisions.entries()) {
      const ids = teams[tier]!;
      const own = all.filter((match) => match.divisionId === division.id);
      expect(own).toHaveLength(weeks * Math.floor(ids.length / 2));
      expect(new Set(own.map((match) => pairKey(match.teamAId, match.teamBId))).size).toBe(own.length);
      const byes = new Map<number, number>();
      for (let week = 1; week <= weeks; week++) {
        const playing = own
          .filter((match) => match.week === week)
          .flatMap((match) => [match.teamAId, match.teamBId]);
        expect(new Set(playing).size).toBe(playing.length);
        expect(playing.every((id) => ids.includes(id))).toBe(true);
        for (const id of ids) if (!playing.includes(id)) byes.set(id, (byes.get(id) ?? 0) + 1);
        const [first] = own.filter((match) => match.week === week);
        expect(first).toMatchObject({
          windowStart: new Date(Date.parse('2027-01-04T18:00:00Z') + (week - 1) * 7 * 86_400_000),
          stage: 'league',
          status: 'Confirmed',
        });
      }
      // Odd counts: one bye a week, never twice to the same team in three weeks.
      expect([...byes.values()].reduce((sum, count) => sum + count, 0)).toBe(ids.length % 2 ? weeks : 0);
      expect([...byes.values()].every((count) => count === 1)).toBe(true);
    }
  });

  it('pairs week 2 by the standings: the winners meet first, then the rest, best rated first', async () => {
    const { season, teams, teamNames } = await seasonWithTeams(suite.app, suite.admin.token, {
      divisions: [6],
      weeks: 3,
    });
    await generate(season.id);
    const [t1, t2, t3, t4, t5, t6] = teams[0]!;
    // Week 1 is 1 v 2, 3 v 4, 5 v 6 by seed; the lower seed wins each.
    for (const match of await leagueMatches(season.id)) {
      await suite.app.db
        .update(matches)
        .set({ status: 'Confirmed', roundsA: 1, roundsB: 3 })
        .where(eq(matches.id, match.id));
    }
    const response = await nextWeek(season.id);
    expect(response.statusCode).toBe(201);
    const summary = response.json<{ data: NextWeekSummary }>().data;
    expect(summary).toEqual({
      seasonId: season.id,
      matches: 3,
      divisions: [
        { division: { id: season.divisions[0]!.id, name: 'Tier 1' }, week: 2, matches: 3, bye: null },
      ],
    });
    // Standings: t2, t4, t6 on 3 points (ordered by rating), then t1, t3, t5.
    const week2 = (await leagueMatches(season.id)).filter((match) => match.week === 2);
    expect(week2.map((match) => [match.teamAId, match.teamBId])).toEqual(
      expect.arrayContaining([
        [t2, t4],
        [t6, t1],
        [t3, t5],
      ]),
    );
    expect(week2[0]).toMatchObject({
      windowStart: new Date('2027-01-11T18:00:00.000Z'),
      defaultTime: new Date('2027-01-14T19:00:00.000Z'),
      scheduledAt: new Date('2027-01-14T19:00:00.000Z'),
      status: 'Scheduled',
    });
    const [audit] = await suite.app.db
      .select({ details: auditLog.details, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'season.pairNextWeek'), eq(auditLog.targetId, season.id)));
    expect(audit).toMatchObject({ actor: suite.admin.userId, details: { name: season.name, matches: 3 } });
    expect(teamNames.size).toBe(6);
  });

  it('answers 409 while the week is open, when every week is paired, and without Swiss fixtures', async () => {
    const { season } = await seasonWithTeams(suite.app, suite.admin.token, { divisions: [5], weeks: 2 });
    const before = await nextWeek(season.id);
    expect(before.statusCode).toBe(409);
    expect(before.json()).toMatchObject({
      code: 'NO_SWISS_FIXTURES',
      message: translate('resources.matches.noSwissFixtures'),
    });

    await generate(season.id);
    const [open] = await leagueMatches(season.id);
    await suite.app.db.update(matches).set({ status: 'Voided' }).where(eq(matches.id, open!.id));
    const unsettled = await nextWeek(season.id);
    expect(unsettled.statusCode).toBe(409);
    expect(unsettled.json()).toMatchObject({
      code: 'WEEK_UNSETTLED',
      message: translate('resources.matches.weekUnsettled', { division: 'Tier 1', week: 1, smart_count: 1 }),
    });
    await suite.app.db
      .update(matches)
      .set({ status: 'Reported', roundsA: 2, roundsB: 0 })
      .where(eq(matches.seasonId, season.id));
    expect((await nextWeek(season.id)).json()).toMatchObject({ code: 'WEEK_UNSETTLED' });

    await settleAll(season.id);
    await suite.app.db.update(matches).set({ status: 'Confirmed' }).where(eq(matches.seasonId, season.id));
    expect((await nextWeek(season.id)).statusCode).toBe(201);
    await settleAll(season.id);
    const done = await nextWeek(season.id);
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({
      code: 'ALL_WEEKS_PAIRED',
      message: translate('resources.matches.allWeeksPaired'),
    });

    const roundRobin = await seasonWithTeams(suite.app, suite.admin.token, { divisions: [4], weeks: 5 });
    await generate(roundRobin.season.id);
    await settleAll(roundRobin.season.id);
    expect((await nextWeek(roundRobin.season.id)).json()).toMatchObject({ code: 'NO_SWISS_FIXTURES' });

    const missing = await nextWeek(999_999);
    expect(missing.statusCode).toBe(404);
    const player = await signUp(suite.app);
    expect((await nextWeek(season.id, player.token)).statusCode).toBe(403);
  });

  it('pairs nothing once the season has moved on to Playoffs', async () => {
    const { season } = await seasonWithTeams(suite.app, suite.admin.token, { divisions: [5], weeks: 3 });
    await generate(season.id);
    await settleAll(season.id);
    const moved = await call(suite.app, suite.admin.token, 'PUT', `/api/seasons/${season.id}`, {
      status: 'Playoffs',
    });
    expect(moved.statusCode).toBe(200);
    expect((await pairNextSwissWeeks(suite.app.db, season.id)).divisions).toEqual([]);
    const closed = await nextWeek(season.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'FIXTURES_CLOSED' });
  });

  it('pairs a week once when two pairings race', async () => {
    const { season } = await seasonWithTeams(suite.app, suite.admin.token, { divisions: [8], weeks: 3 });
    await generate(season.id);
    await settleAll(season.id);
    const results = await Promise.all([
      pairNextSwissWeeks(suite.app.db, season.id),
      pairNextSwissWeeks(suite.app.db, season.id),
    ]);
    expect(results.map((result) => result.matches).sort()).toEqual([0, 4]);
    expect((await leagueMatches(season.id)).filter((match) => match.week === 2)).toHaveLength(4);
  });
});
