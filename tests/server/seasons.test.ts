import type { Team } from '@domain/api';
import { DEFAULT_DIVISION, DEFAULT_LEAGUE } from '@domain/constants';
import { translate } from '@domain/i18n';
import type { Season, SeasonEntry } from '@domain/seasons';
import { auditLog, divisions, leagues, seasonEntries, seasons } from '@server/db/schema';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { databaseKinds } from './helpers/databases';
import { approvedTeam, call, createTeam, leagueApp } from './helpers/teams';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let seasonCounter = 0;
function seasonPayload(overrides: Record<string, unknown> = {}) {
  seasonCounter += 1;
  return {
    name: `Season ${seasonCounter}`,
    startsAt: '2027-01-04T18:00:00Z',
    weeks: 8,
    divisions: [
      { name: 'Gold', mmrPercentage: 50 },
      { name: 'Silver', mmrPercentage: 50 },
    ],
    ...overrides,
  };
}

describe.each(databaseKinds())('seasons on %s', (kind) => {
  const suite = leagueApp(kind);
  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    call(suite.app, suite.admin.token, method, url, payload);

  async function newSeason(overrides: Record<string, unknown> = {}): Promise<Season> {
    const response = await asAdmin('POST', '/api/seasons', seasonPayload(overrides));
    if (response.statusCode !== 201) throw new Error(`create season failed: ${response.body}`);
    return response.json<{ data: Season }>().data;
  }

  async function moveTo(seasonId: number, ...statuses: string[]): Promise<Season> {
    let season: Season | undefined;
    for (const status of statuses) {
      const response = await asAdmin('PUT', `/api/seasons/${seasonId}`, { status });
      if (response.statusCode !== 200) throw new Error(`move to ${status} failed: ${response.body}`);
      season = response.json<{ data: Season }>().data;
    }
    if (!season) throw new Error('no status given');
    return season;
  }

  /** An Approved team of the league's minimum size. */
  const fullTeam = () => approvedTeam(suite.app, suite.admin.token, DEFAULT_LEAGUE.minPlayers - 1);

  const register = (token: string, seasonId: number, teamId: number) =>
    call(suite.app, token, 'POST', `/api/seasons/${seasonId}/teams`, { teamId });

  async function auditActions(seasonId: number): Promise<string[]> {
    const rows = await suite.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, seasonId))
      .orderBy(auditLog.id);
    return rows.map((row) => row.action).filter((action) => action.startsWith('season.'));
  }

  async function tableSizes() {
    const [seasonRows] = await suite.app.db.select({ total: count() }).from(seasons);
    const [divisionRows] = await suite.app.db.select({ total: count() }).from(divisions);
    return { seasons: seasonRows.total, divisions: divisionRows.total };
  }

  describe('POST /seasons', () => {
    it('creates a season in Setup with its divisions, top tier first, and the default rules', async () => {
      const payload = seasonPayload({
        divisions: [
          { name: 'Gold', mmrPercentage: 20 },
          { name: 'Silver', mmrPercentage: 30 },
          { name: 'Bronze', mmrPercentage: 50 },
        ],
        status: 'Live',
        id: 77,
      });
      const response = await asAdmin('POST', '/api/seasons', payload);
      expect(response.statusCode).toBe(201);
      const season = response.json<{ data: Season }>().data;
      expect(season).toEqual({
        id: expect.any(Number),
        name: payload.name,
        status: 'Setup',
        league: DEFAULT_LEAGUE,
        startsAt: '2027-01-04T18:00:00.000Z',
        weeks: 8,
        pointsRules: { win: 3, draw: 1, loss: 0, forfeit: 0 },
        tiebreakers: ['points', 'headToHead', 'roundDifference', 'roundsFor', 'rating'],
        playoffTeams: 4,
        playoffFormat: 'singleElimination',
        checkInMinutes: 30,
        noShowGraceMinutes: 15,
        divisions: [
          { id: expect.any(Number), name: 'Gold', mmrPercentage: 20 },
          { id: expect.any(Number), name: 'Silver', mmrPercentage: 30 },
          { id: expect.any(Number), name: 'Bronze', mmrPercentage: 50 },
        ],
        teamCount: 0,
        transferWindowEndsAt: null,
        createdAt: expect.stringMatching(ISO_TIME),
      });
      expect(season.id).not.toBe(77);
      expect((await asAdmin('GET', `/api/seasons/${season.id}`)).json()).toEqual({
        success: true,
        data: season,
      });
      expect(await auditActions(season.id)).toEqual(['season.create']);
    });

    it('takes a season whose last week ends on the last day a league runs', async () => {
      const response = await asAdmin(
        'POST',
        '/api/seasons',
        seasonPayload({ startsAt: '2100-01-02T00:00:00Z', weeks: 52 }),
      );
      expect(response.statusCode, response.body).toBe(201);
    });

    it('keeps the points rules and tiebreakers it is given', async () => {
      const season = await newSeason({
        pointsRules: { win: 2, draw: 1, loss: 0, forfeit: -1 },
        tiebreakers: ['points', 'roundDifference'],
      });
      expect(season.pointsRules).toEqual({ win: 2, draw: 1, loss: 0, forfeit: -1 });
      expect(season.tiebreakers).toEqual(['points', 'roundDifference']);
    });

    it.each([
      [
        {
          divisions: [
            { name: 'A', mmrPercentage: 60 },
            { name: 'B', mmrPercentage: 30 },
          ],
        },
        translate('resources.admin/seasons.mmrPercentagesTotal', { total: 90 }),
      ],
      [
        {
          divisions: [
            { name: 'A', mmrPercentage: 50 },
            { name: 'a', mmrPercentage: 50 },
          ],
        },
        translate('resources.admin/seasons.divisionNamesUnique'),
      ],
      [{ divisions: [] }, translate('resources.admin/seasons.divisionsRequired')],
      [{ startsAt: '4 January 2027' }, translate('resources.admin/seasons.startsAtInvalid')],
      [{ weeks: 0 }, translate('resources.admin/seasons.weeksInvalid', { max: 52 })],
      // Week 52 would run into 2101, past the years match times may take.
      [
        { startsAt: '2100-06-07T18:00:00Z', weeks: 52 },
        translate('resources.admin/seasons.seasonEndsTooLate', {
          lastDay: '2100-12-31',
          smart_count: 52,
          latestStart: '2100-01-02T00:00:00Z',
        }),
      ],
      [
        { startsAt: '2100-12-31T18:00:00Z', weeks: 1 },
        translate('resources.admin/seasons.seasonEndsTooLate', {
          lastDay: '2100-12-31',
          smart_count: 1,
          latestStart: '2100-12-25T00:00:00Z',
        }),
      ],
      [{ name: '' }, translate('resources.admin/seasons.nameRequired')],
      [
        { pointsRules: { win: 0, draw: 1, loss: 0, forfeit: 0 } },
        translate('resources.admin/seasons.pointsOrder'),
      ],
      [{ tiebreakers: ['rating', 'rating'] }, translate('resources.admin/seasons.tiebreakersUnique')],
    ])('refuses %j with 400 and its message, saving nothing', async (change, message) => {
      const before = await tableSizes();
      const response = await asAdmin('POST', '/api/seasons', seasonPayload(change));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message, code: 'INVALID_INPUT' });
      expect(await tableSizes()).toEqual(before);
    });

    it('refuses a league that does not exist (400) and a name the league already has (409), saving nothing', async () => {
      const existing = await newSeason();
      const before = await tableSizes();
      const noLeague = await asAdmin('POST', '/api/seasons', seasonPayload({ leagueId: 4242 }));
      expect(noLeague.statusCode).toBe(400);
      expect(noLeague.json()).toMatchObject({
        message: translate('resources.teams.team.leagueNotFound'),
        code: 'LEAGUE_NOT_FOUND',
      });
      const taken = await asAdmin(
        'POST',
        '/api/seasons',
        seasonPayload({ name: existing.name.toUpperCase() }),
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        message: translate('resources.admin/seasons.nameTaken'),
        errors: { name: translate('resources.admin/seasons.nameTaken') },
      });
      expect(await tableSizes()).toEqual(before);
    });

    it('is for league managers only', async () => {
      const player = await signUp(suite.app);
      const response = await call(suite.app, player.token, 'POST', '/api/seasons', seasonPayload());
      expect(response.statusCode).toBe(403);
    });
  });

  describe('GET /seasons', () => {
    it('pages, sorts and filters by status with Content-Range, for any signed-in user', async () => {
      const live = await newSeason({ name: 'Listed Live', startsAt: '2030-01-01T00:00:00Z' });
      await moveTo(live.id, 'Registration', 'Live');
      const player = await signUp(suite.app);
      const filter = encodeURIComponent(JSON.stringify({ status: 'Live', q: 'listed' }));
      const filtered = await call(suite.app, player.token, 'GET', `/api/seasons?filter=${filter}`);
      expect(filtered.statusCode).toBe(200);
      expect(filtered.json<{ data: Season[] }>().data.map((season) => season.id)).toEqual([live.id]);

      const all = await call(suite.app, player.token, 'GET', '/api/seasons');
      const total = all.json<{ data: Season[] }>().data.length;
      expect(total).toBeGreaterThan(2);
      const page = await call(
        suite.app,
        player.token,
        'GET',
        `/api/seasons?range=${encodeURIComponent('[0,1]')}&sort=${encodeURIComponent('["name","ASC"]')}`,
      );
      expect(page.headers['content-range']).toBe(`seasons 0-1/${total}`);
      const names = page.json<{ data: Season[] }>().data.map((season) => season.name);
      expect(names).toHaveLength(2);
      expect([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(names);
      expect(page.json<{ data: Season[] }>().data.every((season) => season.divisions.length > 0)).toBe(true);
    });

    it('documents every seasons route in the API docs', () => {
      const document = suite.app.swagger() as { paths: Record<string, Record<string, unknown>> };
      expect(Object.keys(document.paths['/api/seasons'] ?? {}).sort()).toEqual(['get', 'post']);
      expect(Object.keys(document.paths['/api/seasons/{id}'] ?? {}).sort()).toEqual(['get', 'put']);
      expect(Object.keys(document.paths['/api/seasons/{id}/teams'] ?? {}).sort()).toEqual(['get', 'post']);
      expect(Object.keys(document.paths['/api/seasons/{id}/teams/{teamId}'] ?? {})).toEqual(['put']);
    });

    it('answers 404 for a season that does not exist', async () => {
      const response = await asAdmin('GET', '/api/seasons/999999');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        message: translate('resources.admin/seasons.seasonNotFound'),
        code: 'SEASON_NOT_FOUND',
      });
    });
  });

  describe('PUT /seasons/:id', () => {
    it('moves forward one stage at a time, each move audited', async () => {
      const season = await newSeason();
      const skip = await asAdmin('PUT', `/api/seasons/${season.id}`, { status: 'Live' });
      expect(skip.statusCode).toBe(409);
      expect(skip.json()).toMatchObject({
        message: translate('resources.admin/seasons.moveNotAllowed', {
          from: 'Setup',
          to: 'Live',
          next: 'Registration',
        }),
        code: 'SEASON_MOVE_NOT_ALLOWED',
      });
      expect((await moveTo(season.id, 'Registration')).status).toBe('Registration');
      const back = await asAdmin('PUT', `/api/seasons/${season.id}`, { status: 'Setup' });
      expect(back.statusCode).toBe(409);
      expect(back.json().message).toBe(
        translate('resources.admin/seasons.moveNotAllowed', {
          from: 'Registration',
          to: 'Setup',
          next: 'Live',
        }),
      );
      expect((await moveTo(season.id, 'Live', 'Playoffs', 'Finished')).status).toBe('Finished');
      const over = await asAdmin('PUT', `/api/seasons/${season.id}`, { status: 'Playoffs' });
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toBe(
        translate('resources.admin/seasons.moveNotAllowedOver', { from: 'Finished', to: 'Playoffs' }),
      );
      expect(await auditActions(season.id)).toEqual([
        'season.create',
        'season.openRegistration',
        'season.start',
        'season.startPlayoffs',
        'season.finish',
      ]);
    });

    it('changes the name and points rules in Setup only; the current status moves nothing', async () => {
      const season = await newSeason();
      const renamed = await asAdmin('PUT', `/api/seasons/${season.id}`, {
        status: 'Setup',
        name: `${season.name} Renamed`,
        pointsRules: { win: 2, draw: 1, loss: 0, forfeit: 0 },
        tiebreakers: ['points'],
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json<{ data: Season }>().data).toMatchObject({
        status: 'Setup',
        name: `${season.name} Renamed`,
        pointsRules: { win: 2, draw: 1, loss: 0, forfeit: 0 },
        tiebreakers: ['points'],
      });
      await moveTo(season.id, 'Registration');
      const locked = await asAdmin('PUT', `/api/seasons/${season.id}`, { name: 'Too Late' });
      expect(locked.statusCode).toBe(409);
      expect(locked.json()).toMatchObject({
        message: translate('resources.admin/seasons.settingsLocked'),
        code: 'SEASON_SETTINGS_LOCKED',
      });
      const read = await asAdmin('GET', `/api/seasons/${season.id}`);
      expect(read.json<{ data: Season }>().data.name).toBe(`${season.name} Renamed`);
      expect(await auditActions(season.id)).toEqual([
        'season.create',
        'season.update',
        'season.openRegistration',
      ]);
    });

    it('refuses an empty change, an unknown status (400) and an unknown season (404)', async () => {
      const season = await newSeason();
      const empty = await asAdmin('PUT', `/api/seasons/${season.id}`, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(translate('app.errors.validation.noChanges'));
      expect((await asAdmin('PUT', `/api/seasons/${season.id}`, { status: 'Paused' })).statusCode).toBe(400);
      expect((await asAdmin('PUT', '/api/seasons/999999', { status: 'Registration' })).statusCode).toBe(404);
    });
  });

  describe('POST /seasons/:id/teams', () => {
    it('lets the captain or a co-captain register an Approved team during Registration only', async () => {
      const season = await newSeason();
      const { team, captain, players } = await fullTeam();
      const early = await register(captain.token, season.id, team.id);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({
        message: translate('resources.admin/seasons.registrationClosed'),
        code: 'SEASON_REGISTRATION_CLOSED',
      });

      await moveTo(season.id, 'Registration');
      const member = await register(players[0].token, season.id, team.id);
      expect(member.statusCode).toBe(403);
      expect(member.json().message).toBe(translate('resources.teams.team.notCaptainOrCoCaptain'));
      const stranger = await signUp(suite.app);
      expect((await register(stranger.token, season.id, team.id)).statusCode).toBe(403);

      const roster = await call(suite.app, captain.token, 'GET', `/api/teams/${team.id}`);
      const coCaptain = roster
        .json<{ data: Team }>()
        .data.players.find((p) => p.userId === players[1].userId);
      const promoted = await call(
        suite.app,
        captain.token,
        'PUT',
        `/api/teams/${team.id}/players/${coCaptain?.id}`,
        {
          isCoCaptain: true,
        },
      );
      expect(promoted.statusCode).toBe(200);
      const registered = await register(players[1].token, season.id, team.id);
      expect(registered.statusCode).toBe(201);
      expect(registered.json<{ data: SeasonEntry }>().data).toEqual({
        id: team.id,
        seasonId: season.id,
        team: { id: team.id, name: team.name },
        divisionId: null,
        seedRating: null,
        placedByAdmin: false,
        registeredAt: expect.stringMatching(ISO_TIME),
      });
      // A captain's own registration is not an admin decision.
      expect(await auditActions(season.id)).toEqual(['season.create', 'season.openRegistration']);

      const again = await register(captain.token, season.id, team.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        message: translate('resources.admin/seasons.alreadyRegistered'),
        code: 'ALREADY_REGISTERED',
      });
      const read = await asAdmin('GET', `/api/seasons/${season.id}`);
      expect(read.json<{ data: Season }>().data.teamCount).toBe(1);
    });

    it("refuses a team outside the league's player limits with 400 and says why", async () => {
      const season = await newSeason();
      await moveTo(season.id, 'Registration');
      const small = await approvedTeam(suite.app, suite.admin.token, 2);
      const tooFew = await register(small.captain.token, season.id, small.team.id);
      expect(tooFew.statusCode).toBe(400);
      expect(tooFew.json()).toMatchObject({
        message: translate('resources.admin/seasons.tooFewPlayers', {
          min: DEFAULT_LEAGUE.minPlayers,
          count: 3,
        }),
        code: 'TOO_FEW_PLAYERS',
        errors: {
          teamId: translate('resources.admin/seasons.tooFewPlayers', {
            min: DEFAULT_LEAGUE.minPlayers,
            count: 3,
          }),
        },
      });

      // The league's limits tightened after the team filled up.
      const { team, captain } = await fullTeam();
      const limit = DEFAULT_LEAGUE.minPlayers - 1;
      await suite.app.db.update(leagues).set({ minPlayers: 1, maxPlayers: limit }).where(eq(leagues.id, 1));
      try {
        const tooMany = await register(captain.token, season.id, team.id);
        expect(tooMany.statusCode).toBe(400);
        expect(tooMany.json().message).toBe(
          translate('resources.admin/seasons.tooManyPlayers', {
            max: limit,
            count: DEFAULT_LEAGUE.minPlayers,
          }),
        );
      } finally {
        await suite.app.db
          .update(leagues)
          .set({ minPlayers: DEFAULT_LEAGUE.minPlayers, maxPlayers: DEFAULT_LEAGUE.maxPlayers })
          .where(eq(leagues.id, 1));
      }
      const [entries] = await suite.app.db
        .select({ total: count() })
        .from(seasonEntries)
        .where(eq(seasonEntries.seasonId, season.id));
      expect(entries.total).toBe(0);
    });

    it('refuses a Pending team (409), an unknown team or season (404)', async () => {
      const season = await newSeason();
      await moveTo(season.id, 'Registration');
      const captain = await signUp(suite.app);
      const pending = await createTeam(suite.app, captain.token);
      const refused = await register(captain.token, season.id, pending.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: translate('resources.admin/seasons.teamNotApproved'),
        code: 'TEAM_NOT_APPROVED',
      });
      expect((await register(captain.token, season.id, 999_999)).statusCode).toBe(404);
      expect((await register(captain.token, 999_999, pending.id)).statusCode).toBe(404);
      const badBody = await call(suite.app, captain.token, 'POST', `/api/seasons/${season.id}/teams`, {
        teamId: 'one',
      });
      expect(badBody.statusCode).toBe(400);
    });

    it('lets a league manager register any team, audited', async () => {
      const season = await newSeason();
      await moveTo(season.id, 'Registration');
      const { team } = await fullTeam();
      expect((await register(suite.admin.token, season.id, team.id)).statusCode).toBe(201);
      expect(await auditActions(season.id)).toContain('season.registerTeam');
    });

    it('makes one entry of two registrations of the same team racing', async () => {
      const season = await newSeason();
      await moveTo(season.id, 'Registration');
      const { team, captain, players } = await fullTeam();
      const roster = await call(suite.app, captain.token, 'GET', `/api/teams/${team.id}`);
      const coCaptain = roster
        .json<{ data: Team }>()
        .data.players.find((p) => p.userId === players[0].userId);
      await call(suite.app, captain.token, 'PUT', `/api/teams/${team.id}/players/${coCaptain?.id}`, {
        isCoCaptain: true,
      });
      const answers = await Promise.all([
        register(captain.token, season.id, team.id),
        register(players[0].token, season.id, team.id),
        register(captain.token, season.id, team.id),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
      const [entries] = await suite.app.db
        .select({ total: count() })
        .from(seasonEntries)
        .where(eq(seasonEntries.seasonId, season.id));
      expect(entries.total).toBe(1);
    });
  });

  describe('placement', () => {
    const entriesOf = async (seasonId: number) =>
      (await asAdmin('GET', `/api/seasons/${seasonId}/teams`)).json<{ data: SeasonEntry[] }>().data;
    const divisionOfTeam = async (teamId: number) =>
      (await asAdmin('GET', `/api/teams/${teamId}`)).json<{ data: Team }>().data.division;

    it('places the teams by rating when the season goes Live, keeping admin choices and moving teams', async () => {
      const season = await newSeason({
        divisions: [
          { name: 'Top', mmrPercentage: 40 },
          { name: 'Middle', mmrPercentage: 40 },
          { name: 'Low', mmrPercentage: 20 },
        ],
      });
      const [top, middle, low] = season.divisions;
      await moveTo(season.id, 'Registration');
      const teams = [];
      for (let index = 0; index < 5; index += 1) {
        const { team, captain } = await fullTeam();
        expect((await register(captain.token, season.id, team.id)).statusCode).toBe(201);
        teams.push(team);
      }
      const [best, second, weak, unrated, chosen] = teams;
      const seed = (teamId: number, body: object) =>
        asAdmin('PUT', `/api/seasons/${season.id}/teams/${teamId}`, body);
      expect((await seed(best.id, { seedRating: 40.5 })).json<{ data: SeasonEntry }>().data).toMatchObject({
        seedRating: 40.5,
        divisionId: null,
        placedByAdmin: false,
      });
      await seed(second.id, { seedRating: 30 });
      await seed(weak.id, { seedRating: -2 });
      const placedByAdmin = await seed(chosen.id, { divisionId: top.id, seedRating: 1 });
      expect(placedByAdmin.json<{ data: SeasonEntry }>().data).toMatchObject({
        divisionId: top.id,
        placedByAdmin: true,
      });
      // Before the season is Live an admin choice leaves the team's own division alone.
      expect(await divisionOfTeam(chosen.id)).toEqual(DEFAULT_DIVISION);

      const live = await moveTo(season.id, 'Live');
      expect(live.status).toBe('Live');
      const placed = new Map((await entriesOf(season.id)).map((entry) => [entry.team.id, entry.divisionId]));
      // 5 teams: Top 2 (the admin's choice and the best), Middle 2, Low 1. The team without a seed rating is
      // placed by its team rating: a new team's ordinal, 25 - 3 x 25/3 = 0, above the weak team's -2.
      expect(Object.fromEntries(placed)).toEqual({
        [chosen.id]: top.id,
        [best.id]: top.id,
        [second.id]: middle.id,
        [unrated.id]: middle.id,
        [weak.id]: low.id,
      });
      expect(await divisionOfTeam(best.id)).toEqual(top);
      expect(await divisionOfTeam(weak.id)).toEqual(low);
      const [audit] = await suite.app.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'season.start'), eq(auditLog.targetId, season.id)));
      expect(audit.details).toEqual({ name: season.name, from: 'Registration', to: 'Live', placed: 5 });

      const filter = encodeURIComponent(JSON.stringify({ divisionId: top.id }));
      const topOnly = await asAdmin('GET', `/api/seasons/${season.id}/teams?filter=${filter}`);
      expect(topOnly.headers['content-range']).toBe('season-entries 0-1/2');

      // While Live: an admin moves a team (its division follows) but cannot leave it without one.
      const noDivision = await seed(unrated.id, { divisionId: null });
      expect(noDivision.statusCode).toBe(400);
      expect(noDivision.json().message).toBe(translate('resources.admin/seasons.divisionRequiredWhileLive'));
      expect((await seed(unrated.id, { divisionId: middle.id })).statusCode).toBe(200);
      expect(await divisionOfTeam(unrated.id)).toEqual(middle);
      expect(await auditActions(season.id)).toContain('season.placeTeam');

      await moveTo(season.id, 'Playoffs');
      const closed = await seed(unrated.id, { divisionId: low.id });
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toMatchObject({
        message: translate('resources.admin/seasons.placementClosed'),
        code: 'SEASON_PLACEMENT_CLOSED',
      });
    });

    it('never leaves a team registered but unplaced when registration races the move to Live', async () => {
      const season = await newSeason();
      await moveTo(season.id, 'Registration');
      const { team, captain } = await fullTeam();
      const [registration, move] = await Promise.all([
        register(captain.token, season.id, team.id),
        asAdmin('PUT', `/api/seasons/${season.id}`, { status: 'Live' }),
      ]);
      expect(move.statusCode).toBe(200);
      const entries = await entriesOf(season.id);
      if (registration.statusCode === 201) {
        expect(entries).toHaveLength(1);
        expect(entries[0].divisionId).toBe(season.divisions[1].id);
      } else {
        expect(registration.json().message).toBe(translate('resources.admin/seasons.registrationClosed'));
        expect(entries).toEqual([]);
      }
    });

    it("refuses another season's division, a team not registered and a season not open for placement", async () => {
      const other = await newSeason();
      const season = await newSeason();
      const { team, captain } = await fullTeam();
      const setup = await asAdmin('PUT', `/api/seasons/${season.id}/teams/${team.id}`, { seedRating: 3 });
      expect(setup.statusCode).toBe(404);
      await moveTo(season.id, 'Registration');
      expect((await register(captain.token, season.id, team.id)).statusCode).toBe(201);
      const foreign = await asAdmin('PUT', `/api/seasons/${season.id}/teams/${team.id}`, {
        divisionId: other.divisions[0].id,
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toMatchObject({
        message: translate('resources.admin/seasons.divisionNotInSeason'),
        errors: { divisionId: translate('resources.admin/seasons.divisionNotInSeason') },
      });
      const chosen = await asAdmin('PUT', `/api/seasons/${season.id}/teams/${team.id}`, {
        divisionId: season.divisions[1].id,
      });
      expect(chosen.json<{ data: SeasonEntry }>().data.placedByAdmin).toBe(true);
      const handedBack = await asAdmin('PUT', `/api/seasons/${season.id}/teams/${team.id}`, {
        divisionId: null,
      });
      expect(handedBack.json<{ data: SeasonEntry }>().data).toMatchObject({
        divisionId: null,
        placedByAdmin: false,
      });
      const missing = await asAdmin('PUT', `/api/seasons/${season.id}/teams/999999`, { seedRating: 1 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(translate('resources.admin/seasons.entryNotFound'));
      const players = await call(suite.app, captain.token, 'GET', `/api/seasons/${season.id}/teams`);
      expect(players.statusCode).toBe(200);
      expect((await asAdmin('GET', '/api/seasons/999999/teams')).statusCode).toBe(404);
    });
  });
});
