import type { Match } from '@domain/matches';
import { ManualClock } from '@server/clock';
import { matches } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { seasonWithTeams } from './helpers/competition';
import { databaseKinds } from './helpers/databases';
import { call, leagueApp } from './helpers/teams';

// GET /matches as the fixtures page reads it: the week filter, the match day order by the league clock,
// filters together, and its pages with Content-Range.

const SEASON_START = '2027-01-04T18:00:00Z';
/** Inside week 3 (18 to 25 January), before its default time (21 January, 19:00 UTC). */
const IN_WEEK_3 = '2027-01-19T12:00:00Z';
/** Inside week 4 (25 January to 1 February). */
const IN_WEEK_4 = '2027-01-26T12:00:00Z';

type Query = { filter?: object; range?: [number, number]; sort?: [string, string] };

describe.each(databaseKinds())('the fixtures list of GET /matches on %s', (kind) => {
  const clock = new ManualClock('2027-01-01T00:00:00Z');
  const suite = leagueApp(kind, { clock });

  const get = (token: string, { filter, range, sort }: Query) => {
    const params = new URLSearchParams();
    if (filter) params.set('filter', JSON.stringify(filter));
    if (range) params.set('range', JSON.stringify(range));
    if (sort) params.set('sort', JSON.stringify(sort));
    return call(suite.app, token, 'GET', `/api/matches?${params}`);
  };
  const list = async (token: string, query: Query) => {
    const response = await get(token, query);
    expect(response.statusCode, response.body).toBe(200);
    return { matches: response.json<{ data: Match[] }>().data, range: response.headers['content-range'] };
  };
  const ids = (rows: readonly Match[]) => rows.map((match) => match.id);
  const set = (id: number, values: Partial<typeof matches.$inferInsert>) =>
    suite.app.db.update(matches).set(values).where(eq(matches.id, id));

  /** A Live season of two divisions of 6 teams: a round robin of 5 weeks, 3 matches a week in each. */
  async function seasonWithFixtures() {
    clock.set('2027-01-01T00:00:00Z');
    const setup = await seasonWithTeams(suite.app, suite.admin.token, {
      divisions: [6, 6],
      startsAt: SEASON_START,
    });
    const generated = await call(
      suite.app,
      suite.admin.token,
      'POST',
      `/api/seasons/${setup.season.id}/fixtures`,
    );
    expect(generated.statusCode, generated.body).toBe(201);
    const top = setup.season.divisions[0]!.id;
    const all = (await list(suite.admin.token, { filter: { seasonId: setup.season.id } })).matches;
    const ofWeek = (week: number) => all.filter((match) => match.divisionId === top && match.week === week);
    return { ...setup, top, all, ofWeek };
  }

  it('lists the current week first, then the matches still to play, then the results, by the league clock', async () => {
    const { season, top, ofWeek } = await seasonWithFixtures();
    const [w1, w2, w3, w4, w5] = [1, 2, 3, 4, 5].map(ofWeek) as [Match[], Match[], Match[], Match[], Match[]];
    expect(w3).toHaveLength(3);

    // Week 1 played, week 2 partly: one result confirmed, one reported, one still unplayed past its week.
    for (const match of w1) await set(match.id, { status: 'Confirmed', roundsA: 7, roundsB: 3 });
    const [w2Confirmed, w2Reported, w2Overdue] = w2 as [Match, Match, Match];
    await set(w2Confirmed.id, { status: 'Confirmed', roundsA: 6, roundsB: 6 });
    await set(w2Reported.id, { status: 'Reported', roundsA: 7, roundsB: 1 });
    // This week: one being played, one moved to the day before the others.
    const [w3Live, w3Early, w3Last] = w3 as [Match, Match, Match];
    await set(w3Live.id, { status: 'Live' });
    const earlier = new Date(new Date(w3Early.scheduledAt).getTime() - 24 * 60 * 60 * 1000);
    await set(w3Early.id, { scheduledAt: earlier });
    // A later match already decided (a team that disbanded forfeits what it has not played).
    const [w5Forfeited, ...w5Open] = w5 as [Match, ...Match[]];
    await set(w5Forfeited.id, {
      status: 'Confirmed',
      forfeitKind: 'noShow',
      forfeitLoserTeamId: w5Forfeited.teamA.id,
    });

    clock.set(IN_WEEK_3);
    const player = await signUp(suite.app);
    const filter = { seasonId: season.id, divisionId: top };
    const ordered = await list(player.token, { filter, sort: ['matchday', 'ASC'] });
    const byId = (rows: readonly Match[]) => [...rows].sort((a, b) => a.id - b.id);
    const expected = [
      // This week, soonest first.
      w3Early.id,
      ...ids(byId([w3Live, w3Last])),
      // Still to play: the overdue week-2 match, then weeks 4 and 5, soonest first.
      w2Overdue.id,
      ...ids(byId(w4)),
      ...ids(byId(w5Open)),
      // Results, most recent first.
      w5Forfeited.id,
      ...ids(byId([w2Confirmed, w2Reported])),
      ...ids(byId(w1)),
    ];
    expect(ids(ordered.matches)).toEqual(expected);
    expect(ordered.range).toBe('matches 0-14/15');
    expect(ordered.matches.find((match) => match.id === w3Live.id)?.status).toBe('Live');

    // DESC is the same order backwards.
    const backwards = await list(player.token, { filter, sort: ['matchday', 'DESC'] });
    expect(ids(backwards.matches)).toEqual([...expected].reverse());

    // A page of it: one query, the same rows as the whole order, and the total.
    const page = await list(player.token, { filter, sort: ['matchday', 'ASC'], range: [2, 5] });
    expect(ids(page.matches)).toEqual(expected.slice(2, 6));
    expect(page.range).toBe('matches 2-5/15');
    const past = await list(player.token, { filter, sort: ['matchday', 'ASC'], range: [25, 29] });
    expect(past).toEqual({ matches: [], range: 'matches */15' });

    // A week later the league clock puts week 4 first; week 3's unplayed matches join those still to play.
    clock.set(IN_WEEK_4);
    const nextWeek = await list(player.token, { filter, sort: ['matchday', 'ASC'] });
    expect(ids(nextWeek.matches).slice(0, 3)).toEqual(ids(byId(w4)));
    expect(ids(nextWeek.matches).slice(3, 7)).toEqual([
      w2Overdue.id,
      w3Early.id,
      ...ids(byId([w3Live, w3Last])),
    ]);
  });

  it('filters by week, alone and with season, division, team and status', async () => {
    const { season, top, all, ofWeek } = await seasonWithFixtures();
    const other = await seasonWithFixtures();
    const player = await signUp(suite.app);

    const week2 = await list(player.token, { filter: { seasonId: season.id, week: 2 } });
    expect(week2.matches).toHaveLength(6);
    expect(week2.matches.every((match) => match.week === 2 && match.seasonId === season.id)).toBe(true);
    expect(week2.range).toBe('matches 0-5/6');

    // Without a season, week 2 of every season.
    const everyWeek2 = await list(player.token, { filter: { week: 2 }, range: [0, 999] });
    const seasons = new Set(everyWeek2.matches.map((match) => match.seasonId));
    expect(seasons.has(season.id) && seasons.has(other.season.id)).toBe(true);
    expect(everyWeek2.matches.every((match) => match.week === 2)).toBe(true);

    const inDivision = await list(player.token, {
      filter: { seasonId: season.id, divisionId: top, week: 2 },
    });
    expect(ids(inDivision.matches).sort()).toEqual(ids(ofWeek(2)).sort());

    const [played] = ofWeek(2) as [Match];
    const team = played.teamA.id;
    const teamWeek = await list(player.token, { filter: { teamId: team, week: 2 } });
    expect(ids(teamWeek.matches)).toEqual([played.id]);
    expect((await list(player.token, { filter: { teamId: team, week: 99 } })).range).toBe('matches */0');

    await set(played.id, { status: 'Confirmed', roundsA: 7, roundsB: 2 });
    const confirmed = await list(player.token, {
      filter: { seasonId: season.id, divisionId: top, week: 2, status: 'Confirmed' },
    });
    expect(ids(confirmed.matches)).toEqual([played.id]);
    const scheduled = await list(player.token, {
      filter: { seasonId: season.id, divisionId: top, week: 2, status: 'Scheduled' },
      sort: ['matchday', 'ASC'],
      range: [0, 0],
    });
    expect(scheduled.matches).toHaveLength(1);
    expect(scheduled.range).toBe('matches 0-0/2');
    expect(all.filter((match) => match.week === 2)).toHaveLength(6);
  });

  it('refuses a week that is not a whole number from 1 with 400, and anonymous callers with 401', async () => {
    for (const week of [0, -1, 1.5, 'two', 2_147_483_648]) {
      const response = await get(suite.admin.token, { filter: { week } });
      expect(response.statusCode, `week ${week}`).toBe(400);
    }
    const badOrder = await get(suite.admin.token, { sort: ['matchday', 'UP'] });
    expect(badOrder.statusCode).toBe(400);
    const anonymous = await suite.app.inject({
      method: 'GET',
      url: `/api/matches?filter=${encodeURIComponent(JSON.stringify({ week: 1 }))}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
