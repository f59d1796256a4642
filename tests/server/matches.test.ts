import { translate } from '@domain/i18n';
import type { Match } from '@domain/matches';
import { matches } from '@server/db/schema';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { seasonWithTeams } from './helpers/competition';
import { databaseKinds } from './helpers/databases';
import { call, leagueApp } from './helpers/teams';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(databaseKinds())('matches on %s', (kind) => {
  const suite = leagueApp(kind);

  async function withFixtures(divisions: number[]) {
    const setup = await seasonWithTeams(suite.app, suite.admin.token, { divisions });
    const response = await call(
      suite.app,
      suite.admin.token,
      'POST',
      `/api/seasons/${setup.season.id}/fixtures`,
    );
    if (response.statusCode !== 201) throw new Error(`generate failed: ${response.body}`);
    return setup;
  }

  const list = async (
    token: string,
    query: { filter?: object; range?: [number, number]; sort?: [string, string] },
  ) => {
    const params = new URLSearchParams();
    if (query.filter) params.set('filter', JSON.stringify(query.filter));
    if (query.range) params.set('range', JSON.stringify(query.range));
    if (query.sort) params.set('sort', JSON.stringify(query.sort));
    const response = await call(suite.app, token, 'GET', `/api/matches?${params}`);
    expect(response.statusCode).toBe(200);
    return { matches: response.json<{ data: Match[] }>().data, range: response.headers['content-range'] };
  };

  it('filters by season, division, team and status, pages with Content-Range, for any signed-in user', async () => {
    const { season, teams, teamNames } = await withFixtures([4, 3]);
    const other = await withFixtures([2]);
    const player = await signUp(suite.app);

    const ofSeason = await list(player.token, { filter: { seasonId: season.id } });
    expect(ofSeason.matches).toHaveLength(6 + 3);
    expect(ofSeason.range).toBe('matches 0-8/9');
    // Soonest first.
    const times = ofSeason.matches.map((match) => match.scheduledAt);
    expect([...times].sort()).toEqual(times);
    const [first] = ofSeason.matches;
    expect(first).toEqual({
      id: expect.any(Number),
      seasonId: season.id,
      divisionId: expect.any(Number),
      week: 1,
      windowStart: expect.stringMatching(ISO_TIME),
      windowEnd: expect.stringMatching(ISO_TIME),
      defaultTime: expect.stringMatching(ISO_TIME),
      scheduledAt: first?.defaultTime,
      status: 'Scheduled',
      stage: 'league',
      teamA: { id: first?.teamA.id, name: teamNames.get(first!.teamA.id) },
      teamB: { id: first?.teamB.id, name: teamNames.get(first!.teamB.id) },
      result: null,
      forfeit: null,
      resultSource: null,
      reportedBy: null,
      reportedAt: null,
      autoConfirmAt: null,
      liveScore: null,
    });

    const lower = season.divisions[1]!.id;
    const ofDivision = await list(player.token, { filter: { seasonId: season.id, divisionId: lower } });
    expect(ofDivision.matches.map((match) => match.divisionId)).toEqual([lower, lower, lower]);

    const team = teams[0]![0]!;
    const ofTeam = await list(player.token, { filter: { teamId: team } });
    expect(ofTeam.matches).toHaveLength(3);
    expect(ofTeam.matches.every((match) => match.teamA.id === team || match.teamB.id === team)).toBe(true);

    const page = await list(player.token, {
      filter: { seasonId: season.id },
      range: [2, 4],
      sort: ['week', 'DESC'],
    });
    expect(page.range).toBe('matches 2-4/9');
    expect(page.matches).toHaveLength(3);
    const weeks = (
      await list(player.token, { filter: { seasonId: season.id }, sort: ['week', 'DESC'] })
    ).matches.map((match) => match.id);
    expect(page.matches.map((match) => match.id)).toEqual(weeks.slice(2, 5));
    expect((await list(player.token, { filter: { seasonId: season.id }, range: [20, 24] })).range).toBe(
      'matches */9',
    );

    const [confirmed] = ofSeason.matches;
    await suite.app.db
      .update(matches)
      .set({ status: 'Confirmed', roundsA: 5, roundsB: 2 })
      .where(eq(matches.id, confirmed!.id));
    const byStatus = await list(player.token, { filter: { seasonId: season.id, status: 'Confirmed' } });
    expect(byStatus.matches.map((match) => match.id)).toEqual([confirmed!.id]);
    expect(byStatus.matches[0]?.result).toEqual({ teamA: 5, teamB: 2 });

    const otherSeason = await list(player.token, { filter: { seasonId: other.season.id } });
    expect(otherSeason.matches).toHaveLength(1);
  });

  it('keeps the total of a full page current when a match of its season, or of any season, changes', async () => {
    const { season } = await withFixtures([4]);
    const totalOf = async (filter: object) => {
      const { range } = await list(suite.admin.token, { filter, range: [0, 1] });
      return Number(range?.toString().split('/')[1]);
    };
    const ofSeason = { seasonId: season.id, status: 'Scheduled' };
    const anySeason = { status: 'Scheduled' };
    expect(await totalOf(ofSeason)).toBe(6);
    const scheduled = await totalOf(anySeason);
    expect(scheduled).toBeGreaterThanOrEqual(6);
    // Asked again unchanged, the totals are the same; then two matches get a result and one goes.
    expect(await totalOf(ofSeason)).toBe(6);
    const [first, second, third] = (await list(suite.admin.token, { filter: { seasonId: season.id } }))
      .matches;
    await suite.app.db
      .update(matches)
      .set({ status: 'Confirmed', roundsA: 3, roundsB: 1 })
      .where(inArray(matches.id, [first!.id, second!.id]));
    expect(await totalOf(ofSeason)).toBe(4);
    expect(await totalOf(anySeason)).toBe(scheduled - 2);
    expect(await totalOf({ seasonId: season.id, status: 'Confirmed' })).toBe(2);
    await suite.app.db.delete(matches).where(eq(matches.id, third!.id));
    expect(await totalOf(ofSeason)).toBe(3);
    expect(await totalOf(anySeason)).toBe(scheduled - 3);
  });

  it('reads one match, with a forfeit, and answers 404 for one that does not exist', async () => {
    const { season } = await withFixtures([2]);
    const [match] = (await list(suite.admin.token, { filter: { seasonId: season.id } })).matches;
    await suite.app.db
      .update(matches)
      .set({ status: 'Confirmed', forfeitKind: 'noShow', forfeitLoserTeamId: match!.teamB.id })
      .where(eq(matches.id, match!.id));
    const player = await signUp(suite.app);
    const read = await call(suite.app, player.token, 'GET', `/api/matches/${match!.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: Match }>().data).toEqual({
      ...match,
      status: 'Confirmed',
      result: null,
      forfeit: { kind: 'noShow', loserTeamId: match!.teamB.id },
      // The detail names the match's game session and the machine made for it; none was started.
      session: null,
      machine: null,
      // Its check-in window: from the season's 30 minutes before kick-off to its grace after it (0 here).
      checkIn: {
        teamA: null,
        teamB: null,
        opensAt: new Date(Date.parse(match!.scheduledAt) - 30 * 60_000).toISOString(),
        closesAt: match!.scheduledAt,
      },
    });
    const missing = await call(suite.app, player.token, 'GET', '/api/matches/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      message: translate('app.match.notFound'),
      code: 'MATCH_NOT_FOUND',
    });
  });

  it('keeps a forfeit consistent in the table: a loser for a no-show or technical one, from the match, none when mutual', async () => {
    const { season, teams } = await withFixtures([2, 2]);
    const [match] = (await list(suite.admin.token, { filter: { seasonId: season.id } })).matches;
    const write = (values: Partial<typeof matches.$inferInsert>) =>
      suite.app.db.update(matches).set(values).where(eq(matches.id, match!.id));
    const outsider = teams.flat().find((id) => id !== match!.teamA.id && id !== match!.teamB.id)!;
    await expect(write({ forfeitKind: 'technical', forfeitLoserTeamId: null })).rejects.toThrow();
    await expect(write({ forfeitKind: 'noShow', forfeitLoserTeamId: outsider })).rejects.toThrow();
    await expect(write({ forfeitKind: 'mutual', forfeitLoserTeamId: match!.teamA.id })).rejects.toThrow();
    await expect(write({ forfeitKind: null, forfeitLoserTeamId: match!.teamA.id })).rejects.toThrow();
    await write({ forfeitKind: 'mutual', forfeitLoserTeamId: null });
    await write({ forfeitKind: 'technical', forfeitLoserTeamId: match!.teamB.id });
  });

  it('refuses filters and sorts it does not know with 400, and anonymous callers with 401', async () => {
    const bad = await call(
      suite.app,
      suite.admin.token,
      'GET',
      `/api/matches?filter=${encodeURIComponent(JSON.stringify({ status: 'Finished' }))}`,
    );
    expect(bad.statusCode).toBe(400);
    for (const week of [-3, 0, 1.5, 'two']) {
      const badWeek = await call(
        suite.app,
        suite.admin.token,
        'GET',
        `/api/matches?filter=${encodeURIComponent(JSON.stringify({ week }))}`,
      );
      expect(badWeek.statusCode).toBe(400);
      expect(badWeek.json()).toMatchObject({
        code: 'INVALID_INPUT',
        errors: { 'filter.week': translate('resources.matches.filters.weekInvalid') },
      });
    }
    const badSort = await call(
      suite.app,
      suite.admin.token,
      'GET',
      `/api/matches?sort=${encodeURIComponent(JSON.stringify(['teamA', 'ASC']))}`,
    );
    expect(badSort.statusCode).toBe(400);
    expect((await suite.app.inject({ method: 'GET', url: '/api/matches' })).statusCode).toBe(401);
  });

  it('documents the matches routes in the API docs', () => {
    const document = suite.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths['/api/matches'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.paths['/api/matches/{id}'] ?? {})).toEqual(['get']);
  });
});
