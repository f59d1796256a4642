import type { Team } from '@domain/api';
import { translate } from '@domain/i18n';
import type { MatchEvent } from '@domain/match-scheduling';
import type { Match } from '@domain/matches';
import type { DivisionStandings } from '@domain/standings';
import { ManualClock } from '@server/clock';
import { auditLog, matches, notifications, teamInvitations, teamPlayers, teams } from '@server/db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { leadTeams, seasonWithTeams, type TeamLeaders } from './helpers/competition';
import { databaseKinds } from './helpers/databases';
import { call, createTeam, leagueApp, type Player, teamPayload } from './helpers/teams';

// A disbanded team forfeits its remaining matches. A team with season history that loses its
// last member (leaving, or deleting their account) is kept, marked disbanded, and every match of it not
// settled yet becomes a Confirmed no-show forfeit against it; a team without season history is deleted.

const HOUR = 60 * 60 * 1000;
const SEASON_START = '2027-01-04T18:00:00.000Z';

describe.each(databaseKinds())('disbanding a team on %s', (kind) => {
  const clock = new ManualClock(SEASON_START);
  const suite = leagueApp(kind, { clock });

  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
    call(suite.app, suite.admin.token, method, url, body);
  const seasonMatches = async (seasonId: number): Promise<Match[]> => {
    const filter = encodeURIComponent(JSON.stringify({ seasonId }));
    const response = await admin('GET', `/api/matches?filter=${filter}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Match[] }>().data;
  };
  const standingsOf = async (seasonId: number) =>
    (await admin('GET', `/api/seasons/${seasonId}/standings`)).json<{ data: DivisionStandings[] }>().data[0]!
      .rows;
  const expectStatus = (response: { statusCode: number; body: string }, status: number) =>
    expect(response.statusCode, response.body).toBe(status);

  /**
   * A Live season of `size` teams in one division with round-robin fixtures; the first team (`loner`) has
   * one member, its captain, and every other team a captain, a co-captain and a player.
   */
  async function leagueWithLoner(size: number) {
    clock.set(SEASON_START);
    const {
      season,
      teams: ids,
      teamNames,
    } = await seasonWithTeams(suite.app, suite.admin.token, {
      divisions: [size],
      startsAt: SEASON_START,
    });
    expectStatus(await admin('POST', `/api/seasons/${season.id}/fixtures`), 201);
    const [loner, ...others] = ids[0]!;
    const lonerCaptain = await signUp(suite.app);
    await suite.app.db
      .insert(teamPlayers)
      .values({ teamId: loner!, userId: lonerCaptain.userId, isCaptain: true });
    const leaders = await leadTeams(suite.app, others);
    const all = await seasonMatches(season.id);
    const lonerMatches = all
      .filter((match) => match.teamA.id === loner || match.teamB.id === loner)
      .sort((x, y) => x.week - y.week);
    return { season, loner: loner!, lonerName: teamNames.get(loner!)!, lonerCaptain, leaders, lonerMatches };
  }

  const opponentOf = (match: Match, teamId: number) =>
    match.teamA.id === teamId ? match.teamB.id : match.teamA.id;
  const scoreFor = (match: Match, teamId: number, own: number, other: number) =>
    match.teamA.id === teamId ? { teamA: own, teamB: other } : { teamA: other, teamB: own };

  it('keeps a team with season history when its last member leaves: its unsettled matches become forfeits against it', async () => {
    const { season, loner, lonerName, lonerCaptain, leaders, lonerMatches } = await leagueWithLoner(6);
    expect(lonerMatches).toHaveLength(5);
    const [won, reported, ...scheduled] = lonerMatches as [Match, Match, ...Match[]];
    clock.set(new Date(new Date(reported.scheduledAt).getTime() + HOUR));

    // Week 1: the loner wins 5-3, confirmed by the other captain. Week 2: the other team reports a win.
    expectStatus(
      await call(
        suite.app,
        lonerCaptain.token,
        'POST',
        `/api/matches/${won.id}/result`,
        scoreFor(won, loner, 7, 3),
      ),
      200,
    );
    const wonOpponent = leaders.get(opponentOf(won, loner))!;
    expectStatus(
      await call(suite.app, wonOpponent.captain.token, 'POST', `/api/matches/${won.id}/result/confirm`),
      200,
    );
    const reportedOpponent = leaders.get(opponentOf(reported, loner))!;
    expectStatus(
      await call(
        suite.app,
        reportedOpponent.captain.token,
        'POST',
        `/api/matches/${reported.id}/result`,
        scoreFor(reported, loner, 2, 7),
      ),
      200,
    );
    // A pending invitation of the team closes with it.
    const invited = await signUp(suite.app);
    expectStatus(
      await call(suite.app, lonerCaptain.token, 'POST', `/api/teams/${loner}/invitations`, {
        userId: invited.userId,
      }),
      201,
    );

    expectStatus(await call(suite.app, lonerCaptain.token, 'POST', `/api/teams/${loner}/leave`), 200);

    const [row] = await suite.app.db.select().from(teams).where(eq(teams.id, loner));
    expect(row?.disbandedAt).toEqual(clock.now());
    expect(await suite.app.db.select().from(teamPlayers).where(eq(teamPlayers.teamId, loner))).toEqual([]);
    expect(
      (await suite.app.db.select().from(teamInvitations).where(eq(teamInvitations.teamId, loner))).map(
        (invitation) => invitation.status,
      ),
    ).toEqual(['closed']);

    const after = new Map((await seasonMatches(season.id)).map((match) => [match.id, match]));
    // The confirmed match is untouched.
    expect(after.get(won.id)).toMatchObject({
      status: 'Confirmed',
      result: scoreFor(won, loner, 7, 3),
      forfeit: null,
    });
    // The reported and the three scheduled matches are Confirmed no-show forfeits against the loner.
    for (const match of [reported, ...scheduled]) {
      expect(after.get(match.id)).toMatchObject({
        status: 'Confirmed',
        result: null,
        forfeit: { kind: 'noShow', loserTeamId: loner },
        resultSource: 'admin',
        reportedBy: null,
      });
      const history = await admin('GET', `/api/matches/${match.id}/history`);
      const events = history.json<{ data: MatchEvent[] }>().data;
      expect(events.at(-1)).toMatchObject({ kind: 'forfeitedByDisbanding' });
    }
    // Matches between other teams are untouched.
    const othersMatches = [...after.values()].filter(
      (match) => match.teamA.id !== loner && match.teamB.id !== loner,
    );
    expect(othersMatches.every((match) => match.status === 'Scheduled')).toBe(true);

    // The opponents' captains and co-captains hear that they won by forfeit.
    const told = await suite.app.db
      .select({
        userId: notifications.userId,
        matchId: notifications.matchId,
        teamName: notifications.teamName,
      })
      .from(notifications)
      .where(eq(notifications.type, 'match_opponent_disbanded'));
    for (const match of [reported, ...scheduled]) {
      const opponent = leaders.get(opponentOf(match, loner))!;
      expect(told).toEqual(
        expect.arrayContaining([
          { userId: opponent.captain.userId, matchId: match.id, teamName: lonerName },
          { userId: opponent.coCaptain.userId, matchId: match.id, teamName: lonerName },
        ]),
      );
      expect(told.some((entry) => entry.userId === opponent.player.userId)).toBe(false);
    }
    expect(
      translate('resources.notifications.text.match_opponent_disbanded', { team: lonerName, player: '' }),
    ).toContain(lonerName);

    // Standings: the loner keeps its row, marked, with its one win; each opponent of a forfeit has a win.
    const rows = await standingsOf(season.id);
    expect(rows).toHaveLength(6);
    const lonerRow = rows.find((entry) => entry.team.id === loner)!;
    expect(lonerRow).toMatchObject({
      team: { id: loner, disbanded: true },
      played: 5,
      won: 1,
      lost: 4,
      points: 3,
    });
    for (const match of [reported, ...scheduled]) {
      expect(rows.find((entry) => entry.team.id === opponentOf(match, loner))).toMatchObject({
        played: 1,
        won: 1,
        points: 3,
      });
    }
    expect(rows.find((entry) => entry.team.id === opponentOf(won, loner))).toMatchObject({
      played: 1,
      lost: 1,
      points: 0,
    });
    expect(rows.filter((entry) => entry.team.disbanded)).toHaveLength(1);

    // The audit log says who, why and how many matches were forfeited.
    const [audit] = await suite.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.disband'), eq(auditLog.targetId, loner)));
    expect(audit).toMatchObject({
      actorUserId: lonerCaptain.userId,
      details: { name: lonerName, reason: 'last member left', kept: true, forfeitedMatches: 4 },
    });

    // Its page still works and says when it disbanded; nobody has it as their team.
    const page = await call(suite.app, invited.token, 'GET', `/api/teams/${loner}`);
    expectStatus(page, 200);
    expect(page.json<{ data: Team }>().data).toMatchObject({
      id: loner,
      disbandedAt: clock.now().toISOString(),
      players: [],
    });
    expect((await call(suite.app, lonerCaptain.token, 'GET', '/api/users/me/team')).json()).toEqual({
      success: true,
      data: null,
    });
  });

  it('leaves a disbanded team out of the team lists and searches, and refuses it players and seasons', async () => {
    const { loner, lonerName, lonerCaptain } = await leagueWithLoner(3);
    expectStatus(await call(suite.app, lonerCaptain.token, 'POST', `/api/teams/${loner}/leave`), 200);

    const ids = async (url: string) =>
      (await admin('GET', url)).json<{ data: Team[] }>().data.map((team) => team.id);
    const q = (filter: object) => encodeURIComponent(JSON.stringify(filter));
    expect(await ids('/api/teams')).not.toContain(loner);
    expect(await ids(`/api/teams?filter=${q({ q: lonerName })}`)).toEqual([]);
    expect(await ids('/api/admin/teams')).not.toContain(loner);
    expect(await ids(`/api/admin/teams?filter=${q({ q: lonerName })}`)).toEqual([]);
    expect(await ids(`/api/admin/teams?filter=${q({ disbanded: true })}`)).toContain(loner);
    const range = await admin(
      'GET',
      `/api/admin/teams?filter=${q({ disbanded: true, q: lonerName })}&range=[0,9]`,
    );
    expect(range.headers['content-range']).toBe('teams 0-0/1');

    // Nobody can ask to join it, and it cannot enter a season.
    const player = await signUp(suite.app);
    const join = await call(suite.app, player.token, 'POST', `/api/teams/${loner}/join-requests`);
    expectStatus(join, 409);
    expect(join.json()).toMatchObject({
      code: 'TEAM_DISBANDED',
      message: translate('resources.teams.team.disbanded'),
    });
    const { season: open } = await seasonWithTeams(suite.app, suite.admin.token, {
      divisions: [2],
      status: 'Registration',
    });
    const register = await admin('POST', `/api/seasons/${open.id}/teams`, { teamId: loner });
    expectStatus(register, 409);
    expect(register.json()).toMatchObject({ code: 'TEAM_DISBANDED' });
  });

  it('leaves a disbanded team out of the playoff draw: the next team in the table takes its place', async () => {
    const { season, loner, lonerCaptain } = await leagueWithLoner(4);
    expectStatus(await call(suite.app, lonerCaptain.token, 'POST', `/api/teams/${loner}/leave`), 200);
    const table = await standingsOf(season.id);
    expect(table.find((row) => row.team.id === loner)?.team.disbanded).toBe(true);
    expectStatus(await admin('PUT', `/api/seasons/${season.id}`, { status: 'Playoffs' }), 200);
    const [bracket] = (await admin('GET', `/api/seasons/${season.id}/playoffs`)).json<{
      data: { seeds: { team: { id: number } }[] }[];
    }>().data;
    const seeded = bracket!.seeds.map((seed) => seed.team.id);
    expect(seeded).not.toContain(loner);
    expect(seeded).toEqual(
      table
        .filter((row) => row.team.id !== loner)
        .slice(0, 4)
        .map((row) => row.team.id),
    );
  });

  it('lets a new team take the name of a disbanded one', async () => {
    const captain = await signUp(suite.app);
    const { loner, lonerCaptain } = await leagueWithLoner(2);
    await suite.app.db.update(teams).set({ name: 'Old Guard', code: 'OLDG' }).where(eq(teams.id, loner));
    const taken = await call(
      suite.app,
      captain.token,
      'POST',
      '/api/teams',
      teamPayload({ name: 'Old Guard' }),
    );
    expectStatus(taken, 409);
    expectStatus(await call(suite.app, lonerCaptain.token, 'POST', `/api/teams/${loner}/leave`), 200);
    const reborn = await createTeam(suite.app, captain.token, { name: 'Old Guard', code: 'OLDG' });
    expect(reborn).toMatchObject({ name: 'Old Guard', code: 'OLDG', disbandedAt: null });
  });

  it('disbands the same way when the last member deletes their account', async () => {
    const { season, loner, lonerCaptain, leaders, lonerMatches } = await leagueWithLoner(4);
    expectStatus(
      await call(suite.app, lonerCaptain.token, 'DELETE', `/api/users/${lonerCaptain.userId}`),
      200,
    );

    const [row] = await suite.app.db.select().from(teams).where(eq(teams.id, loner));
    expect(row?.disbandedAt).not.toBeNull();
    const after = await suite.app.db
      .select()
      .from(matches)
      .where(
        inArray(
          matches.id,
          lonerMatches.map((match) => match.id),
        ),
      );
    expect(after).toHaveLength(3);
    for (const match of after) {
      expect(match).toMatchObject({ status: 'Confirmed', forfeitKind: 'noShow', forfeitLoserTeamId: loner });
    }
    const rows = await standingsOf(season.id);
    expect(rows.find((entry) => entry.team.id === loner)).toMatchObject({
      team: { disbanded: true },
      lost: 3,
    });
    expect(leaders.size).toBe(3);
    const [audit] = await suite.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.disband'), eq(auditLog.targetId, loner)));
    expect(audit?.details).toMatchObject({
      reason: 'last member deleted their account',
      forfeitedMatches: 3,
    });
  });

  it('still deletes a team without season history', async () => {
    const captain = await signUp(suite.app);
    const team = await createTeam(suite.app, captain.token);
    expectStatus(await call(suite.app, captain.token, 'POST', `/api/teams/${team.id}/leave`), 200);
    expect(await suite.app.db.select().from(teams).where(eq(teams.id, team.id))).toEqual([]);
    const [audit] = await suite.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.disband'), eq(auditLog.targetId, team.id)));
    expect(audit?.details).toEqual({ name: team.name, code: team.code, reason: 'last member left' });
  });

  it('ends consistent when a result report races the disbanding: one wins, nothing fails', async () => {
    for (let round = 0; round < 3; round++) {
      const { loner, lonerCaptain, leaders, lonerMatches } = await leagueWithLoner(2);
      const [match] = lonerMatches as [Match];
      clock.set(new Date(new Date(match.scheduledAt).getTime() + HOUR));
      const opponent: TeamLeaders = leaders.get(opponentOf(match, loner))!;
      const reporter: Player = opponent.captain;
      const [reported, left] = await Promise.all([
        call(
          suite.app,
          reporter.token,
          'POST',
          `/api/matches/${match.id}/result`,
          scoreFor(match, loner, 0, 7),
        ),
        call(suite.app, lonerCaptain.token, 'POST', `/api/teams/${loner}/leave`),
      ]);
      expectStatus(left, 200);
      // The report landed first (then the forfeit replaced it) or found the match already settled.
      expect([200, 409]).toContain(reported.statusCode);
      const [row] = await suite.app.db.select().from(matches).where(eq(matches.id, match.id));
      expect(row).toMatchObject({ status: 'Confirmed', forfeitKind: 'noShow', forfeitLoserTeamId: loner });
    }
  });
});
