import { translate } from '@domain/i18n';
import { isDrawAllowed } from '@domain/matches';
import type { DivisionPlayoffs } from '@domain/playoffs';
import type { Season } from '@domain/seasons';
import { auditLog, matches, playoffBrackets } from '@server/db/schema';
import { advancePlayoffBracket } from '@server/modules/playoffs/advance';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { type SeasonSetup, seasonWithTeams } from './helpers/competition';
import { databaseKinds } from './helpers/databases';
import { call, leagueApp } from './helpers/teams';

const DAY = 86_400_000;

describe.each(databaseKinds())('playoffs on %s', (kind) => {
  const suite = leagueApp(kind);
  const admin = () => suite.admin.token;

  const seasonPayload = (extra: object = {}) => ({
    name: `Playoff settings ${Date.now()} ${Math.random()}`,
    startsAt: '2027-01-04T18:00:00Z',
    weeks: 5,
    divisions: [{ name: 'Gold', mmrPercentage: 100 }],
    ...extra,
  });

  it('keeps playoffTeams and playoffFormat on the season, validated, changeable in Setup only', async () => {
    const created = await call(suite.app, admin(), 'POST', '/api/seasons', seasonPayload());
    expect(created.statusCode).toBe(201);
    const season = created.json<{ data: Season }>().data;
    expect(season).toMatchObject({ playoffTeams: 4, playoffFormat: 'singleElimination' });

    const changed = await call(suite.app, admin(), 'PUT', `/api/seasons/${season.id}`, {
      playoffTeams: 8,
      playoffFormat: 'doubleElimination',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ data: { playoffTeams: 8, playoffFormat: 'doubleElimination' } });
    const read = await call(suite.app, admin(), 'GET', `/api/seasons/${season.id}`);
    expect(read.json()).toMatchObject({ data: { playoffTeams: 8, playoffFormat: 'doubleElimination' } });

    // Two teams cannot play double elimination: in one payload, or against the season's other setting.
    const tooFew = translate('resources.admin/seasons.doubleEliminationTooFew', { min: 3 });
    for (const body of [{ playoffTeams: 2 }, { playoffTeams: 2, playoffFormat: 'doubleElimination' }]) {
      const refused = await call(suite.app, admin(), 'PUT', `/api/seasons/${season.id}`, body);
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(tooFew);
    }
    const refusedCreate = await call(
      suite.app,
      admin(),
      'POST',
      '/api/seasons',
      seasonPayload({ playoffTeams: 2, playoffFormat: 'doubleElimination' }),
    );
    expect(refusedCreate.statusCode).toBe(400);
    expect(JSON.stringify(refusedCreate.json())).toContain(tooFew);
    for (const playoffTeams of [1, 33, 2.5]) {
      const bad = await call(suite.app, admin(), 'POST', '/api/seasons', seasonPayload({ playoffTeams }));
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain(
        translate('resources.admin/seasons.playoffTeamsInvalid', { min: 2, max: 32 }),
      );
    }
    const badFormat = await call(
      suite.app,
      admin(),
      'POST',
      '/api/seasons',
      seasonPayload({ playoffFormat: 'roundRobin' }),
    );
    expect(badFormat.statusCode).toBe(400);

    await call(suite.app, admin(), 'PUT', `/api/seasons/${season.id}`, { status: 'Registration' });
    const locked = await call(suite.app, admin(), 'PUT', `/api/seasons/${season.id}`, { playoffTeams: 4 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'SEASON_SETTINGS_LOCKED' });
  });

  /** A Live season with fixtures; every league match confirmed with the better seed (teamA first) winning. */
  async function playedSeason(setup: SeasonSetup) {
    const competition = await seasonWithTeams(suite.app, admin(), setup);
    const generated = await call(
      suite.app,
      admin(),
      'POST',
      `/api/seasons/${competition.season.id}/fixtures`,
    );
    if (generated.statusCode !== 201) throw new Error(`generate failed: ${generated.body}`);
    return competition;
  }

  async function toPlayoffs(seasonId: number) {
    const moved = await call(suite.app, admin(), 'PUT', `/api/seasons/${seasonId}`, { status: 'Playoffs' });
    if (moved.statusCode !== 200) throw new Error(`move failed: ${moved.body}`);
  }

  async function playoffs(seasonId: number, token = admin()): Promise<DivisionPlayoffs[]> {
    const response = await call(suite.app, token, 'GET', `/api/seasons/${seasonId}/playoffs`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: DivisionPlayoffs[] }>().data;
  }

  const playoffRows = (seasonId: number) =>
    suite.app.db
      .select()
      .from(matches)
      .where(and(eq(matches.seasonId, seasonId), eq(matches.stage, 'playoff')))
      .orderBy(asc(matches.id));

  /** Confirms a playoff match (written straight into the table) and advances its bracket. */
  async function confirm(matchId: number, roundsA: number, roundsB: number) {
    await suite.app.db
      .update(matches)
      .set({ status: 'Confirmed', roundsA, roundsB })
      .where(eq(matches.id, matchId));
    return suite.app.db.transaction((tx) => advancePlayoffBracket(tx, matchId));
  }

  it('draws each division from its final standings: top N seeded, round 1 written, small divisions left out', async () => {
    const { season, teams } = await playedSeason({
      divisions: [5, 2, 1],
      weeks: 5,
      playoffs: { playoffTeams: 4, playoffFormat: 'doubleElimination' },
    });
    // Round robin in Tier 1: the worst seed wins every game it plays, so it tops the table; the rest follow
    // the number of wins the lower seed takes from the higher.
    const league = await suite.app.db.select().from(matches).where(eq(matches.seasonId, season.id));
    const seedOf = (id: number) => teams.flat().indexOf(id);
    for (const match of league) {
      const aBetter = seedOf(match.teamAId) < seedOf(match.teamBId);
      await suite.app.db
        .update(matches)
        .set({ status: 'Confirmed', roundsA: aBetter ? 1 : 3, roundsB: aBetter ? 3 : 1 })
        .where(eq(matches.id, match.id));
    }
    const standings = await call(suite.app, admin(), 'GET', `/api/seasons/${season.id}/standings`);
    const table = standings.json<{ data: { rows: { team: { id: number } }[] }[] }>().data;
    const expectedSeeds = table[0]!.rows.slice(0, 4).map((row) => row.team.id);
    expect(expectedSeeds[0]).toBe(teams[0]![4]);

    await toPlayoffs(season.id);
    const brackets = await suite.app.db
      .select()
      .from(playoffBrackets)
      .where(eq(playoffBrackets.seasonId, season.id))
      .orderBy(asc(playoffBrackets.id));
    expect(brackets.map((bracket) => [bracket.divisionId, bracket.format, bracket.seeds])).toEqual([
      [season.divisions[0]!.id, 'doubleElimination', expectedSeeds],
      // Two teams play one final whatever the format; the one-team division gets no bracket.
      [season.divisions[1]!.id, 'singleElimination', [teams[1]![1], teams[1]![0]]],
    ]);

    const rows = await playoffRows(season.id);
    const [s1, s2, s3, s4] = expectedSeeds;
    expect(rows.map((row) => [row.bracketKey, row.teamAId, row.teamBId, row.week])).toEqual(
      expect.arrayContaining([
        ['upper-1-1', s1, s4, 6],
        ['upper-1-2', s2, s3, 6],
      ]),
    );
    expect(rows.filter((row) => row.divisionId === season.divisions[1]!.id)).toMatchObject([
      { bracketKey: 'upper-1-1', teamAId: teams[1]![1], teamBId: teams[1]![0], week: 6 },
    ]);
    expect(rows).toHaveLength(3);
    // Week 6 of a season starting 2027-01-04 18:00: its window and default time.
    expect(rows[0]).toMatchObject({
      windowStart: new Date(Date.parse('2027-01-04T18:00:00Z') + 5 * 7 * DAY),
      defaultTime: new Date('2027-02-11T19:00:00.000Z'),
      scheduledAt: new Date('2027-02-11T19:00:00.000Z'),
      status: 'Scheduled',
      stage: 'playoff',
    });
    const [audit] = await suite.app.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'season.startPlayoffs'), eq(auditLog.targetId, season.id)));
    expect(audit?.details).toMatchObject({
      brackets: [{ seeds: expectedSeeds, matches: 2 }, { matches: 1 }],
    });
  });

  it('plays a six-team single elimination through: byes for seeds 1 and 2, one champion', async () => {
    const { season } = await playedSeason({
      divisions: [6],
      weeks: 3,
      playoffs: { playoffTeams: 6, playoffFormat: 'singleElimination' },
    });
    await toPlayoffs(season.id);
    const [drawn] = await playoffs(season.id);
    const seeds = drawn!.seeds.map((seed) => seed.team.id);
    expect(drawn!.matches.map((match) => match.key)).toEqual([
      'upper-1-2',
      'upper-1-4',
      'upper-2-1',
      'upper-2-2',
      'upper-3-1',
    ]);
    // Round 2 waits for round 1: seed 1 is known (after its bye), its opponent is not.
    expect(drawn!.matches[2]).toMatchObject({
      slots: [
        { team: { id: seeds[0] }, source: 'seed', ref: 1 },
        { team: null, source: 'winnerOf', ref: 'upper-1-2' },
      ],
      match: null,
    });

    // Slot 2 (teamB) wins every match: each team but the champion loses once.
    const played = new Set<number>();
    const losers: number[] = [];
    for (;;) {
      const open = (await playoffRows(season.id)).filter((row) => !played.has(row.id));
      if (open.length === 0) break;
      for (const row of open) {
        played.add(row.id);
        losers.push(row.teamAId);
        await confirm(row.id, 0, 2);
      }
    }
    expect(played.size).toBe(5);
    const [done] = await playoffs(season.id);
    const final = (await playoffRows(season.id)).find((row) => row.bracketKey === 'upper-3-1')!;
    expect(done!.champion).toEqual({ id: final.teamBId, name: expect.any(String) });
    expect([...losers, final.teamBId].sort()).toEqual([...seeds].sort());
    expect(done!.matches.every((match) => match.match?.status === 'Confirmed')).toBe(true);
    // The rounds follow each other week by week after the league.
    const weeks = (await playoffRows(season.id)).map((row) => [row.bracketKey, row.week]);
    expect(weeks).toEqual(
      expect.arrayContaining([
        ['upper-1-2', 4],
        ['upper-2-1', 5],
        ['upper-3-1', 6],
      ]),
    );
  });

  for (const lowerWinsFinal of [false, true]) {
    it(`plays a double elimination of 5 through ${lowerWinsFinal ? 'with' : 'without'} the grand-final reset`, async () => {
      const { season } = await playedSeason({
        divisions: [5],
        weeks: 3,
        playoffs: { playoffTeams: 5, playoffFormat: 'doubleElimination' },
      });
      await toPlayoffs(season.id);
      const [drawn] = await playoffs(season.id);
      const seeds = drawn!.seeds.map((seed) => seed.team.id);
      const losses = new Map<number, number>();
      const played = new Set<number>();
      for (;;) {
        const open = (await playoffRows(season.id)).filter((row) => !played.has(row.id));
        if (open.length === 0) break;
        for (const row of open) {
          played.add(row.id);
          // The better seed wins, except in the grand final when the lower-bracket team is to win it.
          const aWins =
            row.bracketKey === 'final-1-1'
              ? !lowerWinsFinal
              : seeds.indexOf(row.teamAId) < seeds.indexOf(row.teamBId);
          const loser = aWins ? row.teamBId : row.teamAId;
          losses.set(loser, (losses.get(loser) ?? 0) + 1);
          await confirm(row.id, aWins ? 3 : 1, aWins ? 1 : 3);
        }
      }
      const keys = (await playoffRows(season.id)).map((row) => row.bracketKey);
      expect(keys.includes('final-2-1')).toBe(lowerWinsFinal);
      // Every team but the champion is out after two losses; the champion lost at most once.
      const [done] = await playoffs(season.id);
      const champion = done!.champion!.id;
      expect(champion).toBe(seeds[0]);
      for (const team of seeds) {
        if (team === champion) expect(losses.get(team) ?? 0).toBeLessThanOrEqual(1);
        else expect(losses.get(team)).toBe(2);
      }
      expect(played.size).toBe(2 * seeds.length - (lowerWinsFinal ? 1 : 2));
      const reset = done!.matches.find((match) => match.key === 'final-2-1')!;
      expect(reset.onlyIfLowerBracketWins).toBe('final-1-1');
      expect(reset.match === null).toBe(!lowerWinsFinal);
    });
  }

  it('moves nothing on without a winner, for a league match, or twice for one result', async () => {
    expect(isDrawAllowed('league')).toBe(true);
    expect(isDrawAllowed('playoff')).toBe(false);
    const { season } = await playedSeason({ divisions: [4], weeks: 2, playoffs: { playoffTeams: 4 } });
    const [league] = await suite.app.db.select().from(matches).where(eq(matches.seasonId, season.id));
    await toPlayoffs(season.id);
    const [first, second] = await playoffRows(season.id);
    expect(await confirm(first!.id, 2, 2)).toEqual([]);
    await suite.app.db
      .update(matches)
      .set({ status: 'Confirmed', forfeitKind: 'mutual', forfeitLoserTeamId: null })
      .where(eq(matches.id, second!.id));
    expect(await suite.app.db.transaction((tx) => advancePlayoffBracket(tx, second!.id))).toEqual([]);
    expect(await confirm(league!.id, 1, 0)).toEqual([]);
    // A forfeit has a winner: the other team.
    await suite.app.db
      .update(matches)
      .set({ forfeitKind: 'noShow', forfeitLoserTeamId: second!.teamAId })
      .where(eq(matches.id, second!.id));
    expect(await confirm(first!.id, 3, 0)).toEqual(['upper-2-1']);
    expect(await suite.app.db.transaction((tx) => advancePlayoffBracket(tx, first!.id))).toEqual([]);
    const final = (await playoffRows(season.id)).find((row) => row.bracketKey === 'upper-2-1');
    expect(final).toMatchObject({ teamAId: first!.teamAId, teamBId: second!.teamBId });
  });

  it('withdraws the later match an admin correction or void changes, and refuses one whose later match has a result', async () => {
    const { season } = await playedSeason({ divisions: [4], weeks: 3, playoffs: { playoffTeams: 4 } });
    await toPlayoffs(season.id);
    const decide = (matchId: number, body: object) =>
      call(suite.app, admin(), 'PUT', `/api/admin/matches/${matchId}/result`, body);
    const [semi1, semi2] = await playoffRows(season.id);
    expect((await decide(semi1!.id, { teamA: 7, teamB: 1 })).statusCode).toBe(200);
    expect((await decide(semi2!.id, { teamA: 7, teamB: 0 })).statusCode).toBe(200);
    const firstFinal = (await playoffRows(season.id)).find((row) => row.bracketKey === 'upper-2-1')!;
    expect(firstFinal).toMatchObject({ teamAId: semi1!.teamAId, teamBId: semi2!.teamAId });

    // The first semi-final's result is corrected: its other team is in the final now, in a new match row.
    expect((await decide(semi1!.id, { teamA: 1, teamB: 7 })).statusCode).toBe(200);
    const finals = (await playoffRows(season.id)).filter((row) => row.bracketKey === 'upper-2-1');
    expect(finals).toHaveLength(1);
    expect(finals[0]).toMatchObject({
      teamAId: semi1!.teamBId,
      teamBId: semi2!.teamAId,
      status: 'Scheduled',
    });
    expect(finals[0]!.id).not.toBe(firstFinal.id);

    // Voided, the semi-final gives nobody to the final: the final waits for a new result.
    expect((await decide(semi1!.id, { void: true })).statusCode).toBe(200);
    expect((await playoffRows(season.id)).some((row) => row.bracketKey === 'upper-2-1')).toBe(false);
    expect((await decide(semi1!.id, { teamA: 7, teamB: 2 })).statusCode).toBe(200);
    const final = (await playoffRows(season.id)).find((row) => row.bracketKey === 'upper-2-1')!;
    expect(final.teamAId).toBe(semi1!.teamAId);

    // Once the final has a result, the semi-final behind it cannot change: nothing is saved.
    expect((await decide(final.id, { teamA: 7, teamB: 0 })).statusCode).toBe(200);
    const refused = await decide(semi1!.id, { teamA: 0, teamB: 7 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LATER_PLAYOFF_MATCH_PLAYED' });
    expect(refused.json().message).toContain('already has a result: correct or void it first');
    const after = await playoffRows(season.id);
    expect(after.find((row) => row.id === semi1!.id)).toMatchObject({
      status: 'Confirmed',
      roundsA: 7,
      roundsB: 2,
    });
    expect(after.find((row) => row.id === final.id)).toMatchObject({ status: 'Confirmed', roundsA: 7 });
    const [done] = await playoffs(season.id);
    expect(done!.champion?.id).toBe(semi1!.teamAId);
  });

  it('gives any signed-in user the bracket in one shape; an empty list before Playoffs; 404 for no season', async () => {
    const { season, teamNames } = await playedSeason({
      divisions: [3],
      weeks: 3,
      playoffs: { playoffTeams: 3, playoffFormat: 'singleElimination' },
    });
    const player = await signUp(suite.app);
    expect(await playoffs(season.id, player.token)).toEqual([]);
    await toPlayoffs(season.id);
    const [bracket] = await playoffs(season.id, player.token);
    const [one, two, three] = bracket!.seeds.map((seed) => seed.team);
    const [row] = await playoffRows(season.id);
    expect(bracket).toEqual({
      division: { id: season.divisions[0]!.id, name: 'Tier 1' },
      format: 'singleElimination',
      seeds: [
        { seed: 1, team: { id: one!.id, name: teamNames.get(one!.id) } },
        { seed: 2, team: { id: two!.id, name: teamNames.get(two!.id) } },
        { seed: 3, team: { id: three!.id, name: teamNames.get(three!.id) } },
      ],
      matches: [
        {
          key: 'upper-1-2',
          side: 'upper',
          round: 1,
          position: 2,
          slots: [
            { team: two, source: 'seed', ref: 2 },
            { team: three, source: 'seed', ref: 3 },
          ],
          onlyIfLowerBracketWins: null,
          match: {
            id: row!.id,
            status: 'Scheduled',
            scheduledAt: '2027-01-28T19:00:00.000Z',
            result: null,
            forfeit: null,
            liveScore: null,
          },
        },
        {
          key: 'upper-2-1',
          side: 'upper',
          round: 2,
          position: 1,
          slots: [
            { team: one, source: 'seed', ref: 1 },
            { team: null, source: 'winnerOf', ref: 'upper-1-2' },
          ],
          onlyIfLowerBracketWins: null,
          match: null,
        },
      ],
      champion: null,
    });
    const missing = await call(suite.app, player.token, 'GET', '/api/seasons/999999/playoffs');
    expect(missing.statusCode).toBe(404);
  });
});
