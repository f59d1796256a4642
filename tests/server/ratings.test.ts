import type { Match } from '@domain/matches';
import { MAX_PAGE_ROWS } from '@domain/paging';
import type { PerformanceStats } from '@domain/ratings';
import { ManualClock } from '@server/clock';
import { matchPlayerStats, playerRatings, ratingChanges, teamPlayers, teamRatings } from '@server/db/schema';
import { recomputeAllRatings } from '@server/modules/ratings/replay';
import { asc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { leadTeams, seasonWithTeams, type TeamLeaders } from './helpers/competition';
import { databaseKinds } from './helpers/databases';
import { call, leagueApp } from './helpers/teams';

// Expected values below come from an independent computation: the
// Plackett-Luce update of the Weng-Lin paper (algorithm 4) with openskill's defaults (mu 25, sigma 25/3,
// beta 25/6, tau 25/300, kappa 1e-4) and its score margin factor 1 + ln(1 + max(0, |diff| - 1)), written
// out by hand in a few lines of Python, not with the npm package. Worked by hand for the first match
// (two default teams, 7-5): sigma'^2 = (25/3)^2 + tau^2 = 69.4514, c = sqrt(2 x 69.4514 + 2 x (25/6)^2)
// = 13.1767, both win chances 0.5, so the winner's mu moves by 0.5 x 69.4514 / 13.1767 = 2.6354, times
// 1 + ln 2 for the two-round margin: 25 + 4.4621 = 29.4621; sigma = 8.3338 x sqrt(1 - 0.25 x 69.4514 /
// 173.625 x 0.63247) = 8.0659.
const T_AFTER_1 = { mu: 29.462102289988138, sigma: 8.06590141354368 };
const Y_AFTER_1 = { mu: 20.537897710011862, sigma: 8.06590141354368 };
const T_PLAYER_AFTER_1 = { mu: 27.76726133835697, sigma: 8.224149802130398 };
const Y_PLAYER_AFTER_1 = { mu: 22.23273866164303, sigma: 8.224149802130398 };
const Z_AFTER_2 = { mu: 31.553262250198408, sigma: 8.063409769194863 };
const T_AFTER_2 = { mu: 23.322661908399727, sigma: 7.829425832997427 };
const Z_PLAYER_AFTER_2 = { mu: 29.120378166716932, sigma: 8.226361808856671 };
const T_PLAYER_AFTER_2 = { mu: 23.754135714952604, sigma: 8.122727408466435 };
const DEFAULT = { mu: 25, sigma: 25 / 3 };

const MINUTE = 60 * 1000;

describe.each(databaseKinds())('ratings on %s', (kind) => {
  const clock = new ManualClock();
  const suite = leagueApp(kind, { clock });

  interface League {
    seasonId: number;
    matches: Match[];
    leaders: Map<number, TeamLeaders>;
  }

  /** A Live season of `size` teams in one division with its round robin, each team with three players. */
  async function league(size: number): Promise<League> {
    const { season, teams } = await seasonWithTeams(suite.app, suite.admin.token, { divisions: [size] });
    const generated = await call(suite.app, suite.admin.token, 'POST', `/api/seasons/${season.id}/fixtures`);
    expect(generated.statusCode, generated.body).toBe(201);
    const filter = encodeURIComponent(JSON.stringify({ seasonId: season.id }));
    const listed = await call(
      suite.app,
      suite.admin.token,
      'GET',
      `/api/matches?filter=${filter}&range=[0,99]`,
    );
    const matches = listed.json<{ data: Match[] }>().data.sort((x, y) => x.week - y.week || x.id - y.id);
    return { seasonId: season.id, matches, leaders: await leadTeams(suite.app, teams[0]!) };
  }

  /** The admin sets a result, a minute after the last one: rounds by team id, a forfeit or a void. */
  async function settle(match: Match, body: Record<number, number> | object) {
    clock.advance(MINUTE);
    const payload =
      match.teamA.id in body
        ? {
            teamA: (body as Record<number, number>)[match.teamA.id],
            teamB: (body as Record<number, number>)[match.teamB.id],
          }
        : body;
    const response = await call(
      suite.app,
      suite.admin.token,
      'PUT',
      `/api/admin/matches/${match.id}/result`,
      payload,
    );
    expect(response.statusCode, response.body).toBe(200);
  }

  const matchOf = (all: Match[], teamId: number, week: number) =>
    all.find((m) => m.week === week && (m.teamA.id === teamId || m.teamB.id === teamId))!;
  const opponentOf = (match: Match, teamId: number) =>
    match.teamA.id === teamId ? match.teamB.id : match.teamA.id;

  async function teamRating(teamId: number) {
    const [row] = await suite.app.db.select().from(teamRatings).where(eq(teamRatings.teamId, teamId));
    return row ?? { ...DEFAULT, ratedMatches: 0 };
  }
  async function playerRating(userId: number) {
    const [row] = await suite.app.db.select().from(playerRatings).where(eq(playerRatings.userId, userId));
    return row ?? { ...DEFAULT, ratedMatches: 0 };
  }
  const playersOf = (l: League, teamId: number) => {
    const { captain, coCaptain, player } = l.leaders.get(teamId)!;
    return [captain.userId, coCaptain.userId, player.userId];
  };
  const close = (actual: { mu: number; sigma: number }, expected: { mu: number; sigma: number }) => {
    expect(actual.mu).toBeCloseTo(expected.mu, 9);
    expect(actual.sigma).toBeCloseTo(expected.sigma, 9);
  };

  /** Every stored rating (a row back at no rated match is the default) and change, for comparing histories. */
  async function snapshot() {
    const db = suite.app.db;
    return {
      teams: await db
        .select()
        .from(teamRatings)
        .where(gt(teamRatings.ratedMatches, 0))
        .orderBy(asc(teamRatings.teamId)),
      players: await db
        .select()
        .from(playerRatings)
        .where(gt(playerRatings.ratedMatches, 0))
        .orderBy(asc(playerRatings.userId)),
      changes: (
        await db
          .select()
          .from(ratingChanges)
          .orderBy(asc(ratingChanges.matchId), asc(ratingChanges.teamId), asc(ratingChanges.userId))
      ).map(({ id: _id, ...change }) => change),
    };
  }

  it('rates teams and their players after a known sequence of results, with the margin of rounds', async () => {
    const l = await league(4);
    const first = l.matches[0]!;
    const t = first.teamA.id;
    const y = first.teamB.id;
    await settle(first, { [t]: 7, [y]: 5 });
    close(await teamRating(t), T_AFTER_1);
    close(await teamRating(y), Y_AFTER_1);
    for (const userId of playersOf(l, t)) close(await playerRating(userId), T_PLAYER_AFTER_1);
    for (const userId of playersOf(l, y)) close(await playerRating(userId), Y_PLAYER_AFTER_1);

    const second = matchOf(l.matches, t, 2);
    const z = opponentOf(second, t);
    await settle(second, { [t]: 4, [z]: 7 });
    close(await teamRating(z), Z_AFTER_2);
    close(await teamRating(t), T_AFTER_2);
    expect((await teamRating(t)).ratedMatches).toBe(2);
    for (const userId of playersOf(l, z)) close(await playerRating(userId), Z_PLAYER_AFTER_2);
    for (const userId of playersOf(l, t)) close(await playerRating(userId), T_PLAYER_AFTER_2);

    const kept = await suite.app.db.select().from(ratingChanges).where(eq(ratingChanges.matchId, second.id));
    expect(kept).toHaveLength(2 + 6);
    const tChange = kept.find((change) => change.teamId === t)!;
    close({ mu: tChange.muBefore, sigma: tChange.sigmaBefore }, T_AFTER_1);
    close({ mu: tChange.muAfter, sigma: tChange.sigmaAfter }, T_AFTER_2);
  });

  it('rates the players the game server reported, by side, instead of the rosters', async () => {
    const l = await league(4);
    const match = l.matches[0]!;
    const [one, two, three] = [await signUp(suite.app), await signUp(suite.app), await signUp(suite.app)];
    const line = { eliminations: 3, deaths: 2, hits: 10, shots: 20, secondsPlayed: 600 };
    await suite.app.db.insert(matchPlayerStats).values([
      { matchId: match.id, userId: one.userId, side: 'A', ...line },
      { matchId: match.id, userId: two.userId, side: 'A', ...line },
      { matchId: match.id, userId: three.userId, side: 'B', ...line },
    ]);
    await settle(match, { teamA: 7, teamB: 5 });
    // Two default players against one, 7-5, computed as above.
    for (const player of [one, two])
      close(await playerRating(player.userId), { mu: 26.263285189510782, sigma: 8.207298168569771 });
    close(await playerRating(three.userId), { mu: 23.736714810489218, sigma: 8.244535891006825 });
    for (const userId of playersOf(l, match.teamA.id))
      expect(await playerRating(userId)).toMatchObject({ ...DEFAULT, ratedMatches: 0 });
    // A stand-in the game server reported has the match, its totals and the change on their page.
    const standIn = (
      await call(suite.app, suite.admin.token, 'GET', `/api/users/${three.userId}/stats`)
    ).json().data;
    expect(standIn).toMatchObject({
      matches: 1,
      losses: 1,
      eliminations: 3,
      hits: 10,
      shots: 20,
      ratingHistory: [{ matchId: match.id }],
      recentMatches: [
        { matchId: match.id, opponent: { id: match.teamA.id }, roundsFor: 5, roundsAgainst: 7 },
      ],
    });
    const shown = (await call(suite.app, suite.admin.token, 'GET', `/api/matches/${match.id}`)).json<{
      data: Match;
    }>().data;
    expect(shown.ratingChanges?.players.map((change) => [change.player.id, change.teamId]).sort()).toEqual(
      [
        [one.userId, match.teamA.id],
        [two.userId, match.teamA.id],
        [three.userId, match.teamB.id],
      ].sort(),
    );
  });

  it('leaves ratings alone for a forfeit, and a void of a forfeit changes nothing either', async () => {
    const l = await league(4);
    const match = l.matches[0]!;
    await settle(match, { forfeit: { kind: 'noShow', loserTeamId: match.teamB.id } });
    expect(await teamRating(match.teamA.id)).toMatchObject({ ...DEFAULT, ratedMatches: 0 });
    expect(await teamRating(match.teamB.id)).toMatchObject({ ...DEFAULT, ratedMatches: 0 });
    expect(
      await suite.app.db.select().from(ratingChanges).where(eq(ratingChanges.matchId, match.id)),
    ).toEqual([]);
    // A result that counted, corrected into a forfeit, is taken back.
    await settle(match, { [match.teamA.id]: 7, [match.teamB.id]: 5 });
    close(await teamRating(match.teamA.id), T_AFTER_1);
    await settle(match, { forfeit: { kind: 'technical', loserTeamId: match.teamA.id } });
    expect(await teamRating(match.teamA.id)).toMatchObject({ ...DEFAULT, ratedMatches: 0 });
    for (const userId of playersOf(l, match.teamA.id))
      expect(await playerRating(userId)).toMatchObject({ ...DEFAULT, ratedMatches: 0 });
  });

  it('counts rated matches: provisional until five', async () => {
    const l = await league(6);
    const t = l.matches[0]!.teamA.id;
    for (let week = 1; week <= 5; week += 1) {
      const match = matchOf(l.matches, t, week);
      await settle(match, { [t]: 7, [opponentOf(match, t)]: 4 });
      expect((await teamRating(t)).ratedMatches).toBe(week);
    }
    const stats = await call(suite.app, suite.admin.token, 'GET', `/api/teams/${t}`);
    expect(stats.json<{ data: { rating: { provisional: boolean } } }>().data.rating.provisional).toBe(false);
  });

  it('a correction or a void of an earlier match replays the later ones: as if history had been so', async () => {
    const l = await league(4);
    const weeks = [1, 2, 3].flatMap((week) => l.matches.filter((m) => m.week === week));
    const scores = [
      [7, 5],
      [4, 7],
      [6, 6],
      [7, 2],
      [4, 7],
      [7, 1],
    ];
    for (const [i, match] of weeks.entries())
      await settle(match, { teamA: scores[i]![0], teamB: scores[i]![1] });
    // Correct week 1's first match, then void week 2's first: replays from each.
    await settle(weeks[0]!, { teamA: 2, teamB: 7 });
    await settle(weeks[2]!, { void: true });
    const replayed = await snapshot();
    // The same history computed afresh from the stored results.
    await suite.app.db.transaction((tx) => recomputeAllRatings(tx));
    expect(await snapshot()).toEqual(replayed);
    expect(replayed.changes.some((change) => change.matchId === weeks[2]!.id)).toBe(false);
    // And a history that never had the void: setting it again gives back the first values.
    await settle(weeks[2]!, { teamA: 6, teamB: 6 });
    const again = await snapshot();
    await suite.app.db.transaction((tx) => recomputeAllRatings(tx));
    expect(await snapshot()).toEqual(again);
  });

  it('two results counting at once in the same season leave the ratings of the sequential history', async () => {
    const l = await league(4);
    const [one, two] = l.matches.filter((m) => m.week === 1);
    const [three, four] = l.matches.filter((m) => m.week === 2);
    await Promise.all([settle(one!, { teamA: 7, teamB: 2 }), settle(two!, { teamA: 1, teamB: 7 })]);
    // Week 2 reported before week 1 would have been: concurrently, and out of order with each other.
    await Promise.all([settle(four!, { teamA: 4, teamB: 7 }), settle(three!, { teamA: 7, teamB: 5 })]);
    const concurrent = await snapshot();
    await suite.app.db.transaction((tx) => recomputeAllRatings(tx));
    expect(await snapshot()).toEqual(concurrent);
    const ids = new Set([one, two, three, four].map((match) => match!.id));
    expect(
      concurrent.changes.filter((change) => ids.has(change.matchId) && change.teamId !== null),
    ).toHaveLength(8);
  });

  it('applies matches in the order they were played, not their schedule, and recompute agrees', async () => {
    // Week 2's match is played first, then week 1's: t loses 4-7 to z, then beats y 7-5.
    const l = await league(4);
    const early = matchOf(l.matches, l.matches[0]!.teamA.id, 1);
    const t = early.teamA.id;
    const y = early.teamB.id;
    const late = matchOf(l.matches, t, 2);
    const z = opponentOf(late, t);
    expect(new Date(early.scheduledAt).getTime()).toBeLessThan(new Date(late.scheduledAt).getTime());
    await settle(late, { [t]: 4, [z]: 7 });
    const lateChanges = await suite.app.db
      .select()
      .from(ratingChanges)
      .where(eq(ratingChanges.matchId, late.id));
    await settle(early, { [t]: 7, [y]: 5 });
    // The match played first keeps its changes: the one played after it does not rewrite them.
    expect(await suite.app.db.select().from(ratingChanges).where(eq(ratingChanges.matchId, late.id))).toEqual(
      lateChanges,
    );

    // The same two results played in schedule order by fresh teams: t2 loses 4-7 to y2, then beats z2 7-5.
    const m = await league(4);
    const first = matchOf(m.matches, m.matches[0]!.teamA.id, 1);
    const t2 = first.teamA.id;
    const y2 = first.teamB.id;
    const second = matchOf(m.matches, t2, 2);
    const z2 = opponentOf(second, t2);
    await settle(first, { [t2]: 4, [y2]: 7 });
    await settle(second, { [t2]: 7, [z2]: 5 });
    const pairs = [
      [t, t2],
      [z, y2],
      [y, z2],
    ] as const;
    const expectSameRatings = async () => {
      for (const [played, reference] of pairs) {
        close(await teamRating(played), await teamRating(reference));
        for (const [index, userId] of playersOf(l, played).entries())
          close(await playerRating(userId), await playerRating(playersOf(m, reference)[index]!));
      }
    };
    await expectSameRatings();
    const history = (await call(suite.app, suite.admin.token, 'GET', `/api/teams/${t}/stats`)).json<{
      data: PerformanceStats;
    }>().data.ratingHistory;
    expect(history.map((point) => point.matchId)).toEqual([late.id, early.id]);
    expect(history[0]!.date < history[1]!.date).toBe(true);

    const played = await snapshot();
    await suite.app.db.transaction((tx) => recomputeAllRatings(tx));
    expect(await snapshot()).toEqual(played);
    await expectSameRatings();
  });

  it('serves stats, the match changes and the leaderboards, paged and filtered', async () => {
    const l = await league(4);
    const first = l.matches[0]!;
    const t = first.teamA.id;
    const y = first.teamB.id;
    await settle(first, { [t]: 7, [y]: 5 });
    const second = matchOf(l.matches, t, 2);
    const z = opponentOf(second, t);
    await settle(second, { [t]: 4, [z]: 7 });
    const get = (url: string) => call(suite.app, l.leaders.get(y)!.player.token, 'GET', url);

    const team = (await get(`/api/teams/${t}`)).json<{ data: { rating: object } }>().data;
    expect(team.rating).toEqual({
      mu: expect.closeTo(T_AFTER_2.mu, 9),
      sigma: expect.closeTo(T_AFTER_2.sigma, 9),
      ordinal: expect.closeTo(T_AFTER_2.mu - 3 * T_AFTER_2.sigma, 9),
      provisional: true,
    });

    const [player] = playersOf(l, t);
    const stats = await get(`/api/users/${player}/stats`);
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().data).toMatchObject({
      matches: 2,
      wins: 1,
      losses: 1,
      draws: 0,
      eliminations: 0,
      rating: { mu: expect.closeTo(T_PLAYER_AFTER_2.mu, 9), provisional: true },
      ratingHistory: [
        { matchId: first.id, ordinal: expect.closeTo(T_PLAYER_AFTER_1.mu - 3 * T_PLAYER_AFTER_1.sigma, 9) },
        { matchId: second.id, ordinal: expect.closeTo(T_PLAYER_AFTER_2.mu - 3 * T_PLAYER_AFTER_2.sigma, 9) },
      ],
      recentMatches: [
        { matchId: second.id, opponent: { id: z }, roundsFor: 4, roundsAgainst: 7, outcome: 'loss' },
        { matchId: first.id, opponent: { id: y }, roundsFor: 7, roundsAgainst: 5, outcome: 'win' },
      ],
    });
    const teamStats = await get(`/api/teams/${z}/stats`);
    expect(teamStats.json().data).toMatchObject({
      matches: 1,
      wins: 1,
      losses: 0,
      ratingHistory: [{ matchId: second.id }],
    });

    const match = (await get(`/api/matches/${second.id}`)).json<{ data: Match }>().data;
    expect(match.ratingChanges?.teams).toHaveLength(2);
    expect(match.ratingChanges?.players).toHaveLength(6);
    const tChange = match.ratingChanges!.teams.find((change) => change.team.id === t)!;
    expect(tChange.before.mu).toBeCloseTo(T_AFTER_1.mu, 9);
    expect(tChange.after.mu).toBeCloseTo(T_AFTER_2.mu, 9);
    expect(
      (await get(`/api/matches/${l.matches.at(-1)!.id}`)).json<{ data: Match }>().data.ratingChanges,
    ).toBe(undefined);

    const filter = (value: object) => encodeURIComponent(JSON.stringify(value));
    const teamsBoard = await get(
      `/api/leaderboards/teams?filter=${filter({ seasonId: l.seasonId })}&range=[0,1]`,
    );
    expect(teamsBoard.statusCode, teamsBoard.body).toBe(200);
    expect(teamsBoard.headers['content-range']).toBe('leaderboards/teams 0-1/4');
    const top = teamsBoard.json<{ data: { id: number; rank: number }[] }>().data;
    // z won (ordinal 7.36), the team yet to play keeps 0, t won then lost (-0.17), y lost (-3.66).
    const unplayed = l.matches
      .flatMap((m) => [m.teamA.id, m.teamB.id])
      .find((id) => ![t, y, z].includes(id))!;
    expect(top.map((row) => [row.id, row.rank])).toEqual([
      [z, 1],
      [unplayed, 2],
    ]);
    const rest = await get(`/api/leaderboards/teams?filter=${filter({ seasonId: l.seasonId })}&range=[2,3]`);
    expect(
      rest.json<{ data: { id: number; rank: number }[] }>().data.map((row) => [row.id, row.rank]),
    ).toEqual([
      [t, 3],
      [y, 4],
    ]);
    const playersBoard = await get(
      `/api/leaderboards/players?filter=${filter({ seasonId: l.seasonId })}&range=[0,99]`,
    );
    expect(playersBoard.headers['content-range']).toBe('leaderboards/players 0-8/9');
    const playerRows = playersBoard.json<{ data: { id: number; rank: number }[] }>().data;
    expect(new Set(playerRows.slice(0, 3).map((row) => row.id))).toEqual(new Set(playersOf(l, z)));
    expect(playerRows[0]!.rank).toBe(1);
    const empty = await get(`/api/leaderboards/players?filter=${filter({ divisionId: 999_999 })}`);
    expect(empty.json().data).toEqual([]);

    expect((await get('/api/leaderboards/teams?filter={"seasonId":"x"}')).statusCode).toBe(400);
    expect((await get('/api/leaderboards/players?sort=["name","ASC"]')).statusCode).toBe(400);
    expect((await get('/api/users/999999/stats')).statusCode).toBe(404);
    expect((await get('/api/teams/999999/stats')).statusCode).toBe(404);

    // The whole boards, read off the ordinal index: the never rated (ordinal 0) stand between z and t,
    // rows sharing an ordinal share a rank, and pages read apart join into the board read at once.
    for (const board of ['teams', 'players']) {
      const whole = await get(`/api/leaderboards/${board}?range=[0,${MAX_PAGE_ROWS - 1}]`);
      expect(whole.statusCode, whole.body).toBe(200);
      const rows = whole.json<{ data: { id: number; rank: number; rating: { ordinal: number } }[] }>().data;
      expect(whole.headers['content-range']).toBe(
        `leaderboards/${board} 0-${rows.length - 1}/${rows.length}`,
      );
      const ordinals = rows.map((row) => row.rating.ordinal);
      expect(ordinals).toEqual([...ordinals].sort((a, b) => b - a));
      rows.forEach((row, index) => {
        if (index > 0 && ordinals[index] === ordinals[index - 1])
          expect(row.id).toBeGreaterThan(rows[index - 1]!.id);
        expect(row.rank).toBe(1 + ordinals.filter((ordinal) => ordinal > ordinals[index]!).length);
      });
      expect(ordinals).toContain(0);
      expect(ordinals.some((ordinal) => ordinal < 0)).toBe(true);
      const paged = [];
      for (let start = 0; start < rows.length; start += 7) {
        const page = await get(`/api/leaderboards/${board}?range=[${start},${start + 6}]`);
        expect(page.headers['content-range']).toMatch(new RegExp(`/${rows.length}$`));
        paged.push(...page.json<{ data: { id: number; rank: number }[] }>().data);
      }
      expect(paged.map((row) => [row.id, row.rank])).toEqual(rows.map((row) => [row.id, row.rank]));
    }

    // The whole board's total is kept until a write changes who it lists: a player joining a team.
    const playersTotal = async () =>
      Number((await get('/api/leaderboards/players?range=[0,0]')).headers['content-range']!.split('/')[1]);
    const before = await playersTotal();
    const newcomer = await signUp(suite.app);
    await suite.app.db.insert(teamPlayers).values({ teamId: t, userId: newcomer.userId });
    expect(await playersTotal()).toBe(before + 1);
  });
});
