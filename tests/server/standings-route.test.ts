import { translate } from '@domain/i18n';
import type { Match, MatchStatus } from '@domain/matches';
import type { DivisionStandings } from '@domain/standings';
import { matches, seasons } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { seasonWithTeams } from './helpers/competition';
import { databaseKinds } from './helpers/databases';
import { call, leagueApp } from './helpers/teams';

// Results are written straight into the matches table here: reporting and confirming come with the result
// routes (next slice).

describe.each(databaseKinds())('GET /seasons/:id/standings on %s', (kind) => {
  const suite = leagueApp(kind);

  async function standings(seasonId: number, query = '', token = suite.admin.token) {
    const response = await call(suite.app, token, 'GET', `/api/seasons/${seasonId}/standings${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: DivisionStandings[] }>().data;
  }

  async function fixturesOf(seasonId: number): Promise<Match[]> {
    const generated = await call(suite.app, suite.admin.token, 'POST', `/api/seasons/${seasonId}/fixtures`);
    expect(generated.statusCode).toBe(201);
    const filter = encodeURIComponent(JSON.stringify({ seasonId }));
    return (await call(suite.app, suite.admin.token, 'GET', `/api/matches?filter=${filter}`)).json<{
      data: Match[];
    }>().data;
  }

  /** Writes the result of x against y, whichever side of the fixture each is on. */
  async function setResult(
    fixtures: Match[],
    x: number,
    y: number,
    status: MatchStatus,
    result: { x: number; y: number } | { forfeit: 'noShow' | 'technical' | 'mutual'; loser: number | null },
  ) {
    const match = fixtures.find(
      (m) => (m.teamA.id === x && m.teamB.id === y) || (m.teamA.id === y && m.teamB.id === x),
    );
    if (!match) throw new Error(`no fixture ${x} v ${y}`);
    const xIsA = match.teamA.id === x;
    const values =
      'forfeit' in result
        ? { forfeitKind: result.forfeit, forfeitLoserTeamId: result.loser }
        : { roundsA: xIsA ? result.x : result.y, roundsB: xIsA ? result.y : result.x };
    await suite.app.db
      .update(matches)
      .set({ status, ...values })
      .where(eq(matches.id, match.id));
  }

  const row = (team: { id: number; name: string }, values: Partial<Record<string, number>>) => ({
    team,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    roundsFor: 0,
    roundsAgainst: 0,
    roundDifference: 0,
    points: 0,
    ...values,
  });

  it('lists every entered team of every division from the start, with nothing played', async () => {
    const { season, teams, teamNames } = await seasonWithTeams(suite.app, suite.admin.token, {
      divisions: [3, 2],
    });
    const player = await signUp(suite.app);
    const tables = await standings(season.id, '', player.token);
    expect(tables).toEqual(
      season.divisions.map((division, tier) => ({
        division: { id: division.id, name: division.name },
        // Level on everything else, teams rank by their seed rating.
        rows: teams[tier]!.map((id, index) => row({ id, name: teamNames.get(id)! }, { rank: index + 1 })),
      })),
    );
    const lower = await standings(season.id, `?divisionId=${season.divisions[1]!.id}`);
    expect(lower).toEqual([tables[1]]);
  });

  it('counts Confirmed results and forfeits only, with the season rules and tiebreakers', async () => {
    const { season, teams, teamNames } = await seasonWithTeams(suite.app, suite.admin.token, {
      divisions: [4],
    });
    const [a, b, c, d] = teams[0]!;
    const team = (id: number) => ({ id, name: teamNames.get(id)! });
    const fixtures = await fixturesOf(season.id);
    await setResult(fixtures, a!, b!, 'Confirmed', { x: 5, y: 3 });
    await setResult(fixtures, c!, d!, 'Confirmed', { x: 4, y: 4 });
    await setResult(fixtures, a!, d!, 'Confirmed', { forfeit: 'noShow', loser: d! });
    // Not counted: unconfirmed, disputed, voided.
    await setResult(fixtures, a!, c!, 'Reported', { x: 6, y: 0 });
    await setResult(fixtures, b!, c!, 'Disputed', { x: 1, y: 7 });
    await setResult(fixtures, b!, d!, 'Voided', { x: 6, y: 0 });

    const [table] = await standings(season.id);
    expect(table?.rows).toEqual([
      row(team(a!), {
        played: 2,
        won: 2,
        roundsFor: 5,
        roundsAgainst: 3,
        roundDifference: 2,
        points: 6,
        rank: 1,
      }),
      // C and D: level on points, head-to-head (a draw), round difference and rounds for; C is seeded higher.
      row(team(c!), { played: 1, drawn: 1, roundsFor: 4, roundsAgainst: 4, points: 1, rank: 2 }),
      row(team(d!), { played: 2, drawn: 1, lost: 1, roundsFor: 4, roundsAgainst: 4, points: 1, rank: 3 }),
      row(team(b!), { played: 1, lost: 1, roundsFor: 3, roundsAgainst: 5, roundDifference: -2, rank: 4 }),
    ]);

    await suite.app.db
      .update(seasons)
      .set({ pointsWin: 2, pointsForfeit: -1 })
      .where(eq(seasons.id, season.id));
    const [rescored] = await standings(season.id);
    expect(rescored?.rows.map((line) => [line.team.id, line.points, line.rank])).toEqual([
      [a, 4, 1],
      [c, 1, 2],
      [d, 0, 3],
      [b, 0, 4],
    ]);

    await setResult(fixtures, b!, c!, 'Confirmed', { forfeit: 'mutual', loser: null });
    const [mutual] = await standings(season.id);
    expect(mutual?.rows.find((line) => line.team.id === b)).toMatchObject({ played: 2, lost: 2, points: -1 });
    expect(mutual?.rows.find((line) => line.team.id === c)).toMatchObject({ played: 2, lost: 1, points: 0 });
  });

  it("refuses another season's division (400) and a season that does not exist (404)", async () => {
    const { season } = await seasonWithTeams(suite.app, suite.admin.token, { divisions: [2] });
    const other = await seasonWithTeams(suite.app, suite.admin.token, { divisions: [2] });
    const foreign = await call(
      suite.app,
      suite.admin.token,
      'GET',
      `/api/seasons/${season.id}/standings?divisionId=${other.season.divisions[0]!.id}`,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      message: translate('resources.admin/seasons.divisionNotInSeason'),
    });
    const missing = await call(suite.app, suite.admin.token, 'GET', '/api/seasons/999999/standings');
    expect(missing.statusCode).toBe(404);
    const bad = await call(
      suite.app,
      suite.admin.token,
      'GET',
      `/api/seasons/${season.id}/standings?divisionId=x`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('is in the API docs', () => {
    const document = suite.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths['/api/seasons/{id}/standings'] ?? {})).toEqual(['get']);
  });
});
