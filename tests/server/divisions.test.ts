import { DEFAULT_DIVISION, DEFAULT_LEAGUE } from '@domain/constants';
import type { DivisionDetail, DivisionRecord } from '@domain/divisions';
import { translate } from '@domain/i18n';
import type { Season } from '@domain/seasons';
import { auditLog, divisions } from '@server/db/schema';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { databaseKinds } from './helpers/databases';
import { approvedTeam, call, leagueApp } from './helpers/teams';

// The seasons' divisions as their own resource (docs/decisions/0014-divisions-resource.md): the list and
// one division, the rename, the share rules, and the whole-list edit of a season's divisions before it
// goes Live.

let seasonCounter = 0;
function seasonPayload(overrides: Record<string, unknown> = {}) {
  seasonCounter += 1;
  return {
    name: `Division Season ${seasonCounter}`,
    startsAt: '2027-01-04T18:00:00Z',
    weeks: 8,
    divisions: [
      { name: 'Gold', mmrPercentage: 50 },
      { name: 'Silver', mmrPercentage: 50 },
    ],
    ...overrides,
  };
}

const query = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

describe.each(databaseKinds())('divisions on %s', (kind) => {
  const suite = leagueApp(kind);
  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    call(suite.app, suite.admin.token, method, url, payload);

  async function newSeason(overrides: Record<string, unknown> = {}): Promise<Season> {
    const response = await asAdmin('POST', '/api/seasons', seasonPayload(overrides));
    if (response.statusCode !== 201) throw new Error(`create season failed: ${response.body}`);
    return response.json<{ data: Season }>().data;
  }

  async function moveTo(seasonId: number, ...statuses: string[]): Promise<void> {
    for (const status of statuses) {
      const response = await asAdmin('PUT', `/api/seasons/${seasonId}`, { status });
      if (response.statusCode !== 200) throw new Error(`move to ${status} failed: ${response.body}`);
    }
  }

  /** An Approved team of the league's minimum size, registered for the season (in Registration). */
  async function registeredTeam(seasonId: number) {
    const { team, captain } = await approvedTeam(suite.app, suite.admin.token, DEFAULT_LEAGUE.minPlayers - 1);
    const response = await call(suite.app, captain.token, 'POST', `/api/seasons/${seasonId}/teams`, {
      teamId: team.id,
    });
    if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
    return team;
  }

  const place = (seasonId: number, teamId: number, divisionId: number | null) =>
    asAdmin('PUT', `/api/seasons/${seasonId}/teams/${teamId}`, { divisionId });

  const editList = (seasonId: number, list: object[]) =>
    asAdmin('PUT', `/api/seasons/${seasonId}/divisions`, { divisions: list });

  /** The season's divisions as stored, top tier first. */
  async function storedDivisions(seasonId: number) {
    return suite.app.db
      .select({
        id: divisions.id,
        name: divisions.name,
        mmrPercentage: divisions.mmrPercentage,
        tier: divisions.tier,
      })
      .from(divisions)
      .where(eq(divisions.seasonId, seasonId))
      .orderBy(asc(divisions.tier));
  }

  async function auditOf(action: string, targetId: number) {
    return suite.app.db
      .select({ details: auditLog.details, targetType: auditLog.targetType })
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
      .orderBy(asc(auditLog.id));
  }

  describe('GET /divisions', () => {
    it('lists the seasons’ divisions with their season and team count, filtered and paged with Content-Range', async () => {
      const season = await newSeason({
        divisions: [
          { name: 'Apex', mmrPercentage: 20 },
          { name: 'Core', mmrPercentage: 30 },
          { name: 'Base', mmrPercentage: 50 },
        ],
      });
      const other = await newSeason({ divisions: [{ name: 'Apex', mmrPercentage: 100 }] });
      await moveTo(season.id, 'Registration');
      const [apex, core, base] = season.divisions;
      const first = await registeredTeam(season.id);
      const second = await registeredTeam(season.id);
      await registeredTeam(season.id); // registered, not placed yet: counted nowhere
      expect((await place(season.id, first.id, core.id)).statusCode).toBe(200);
      expect((await place(season.id, second.id, core.id)).statusCode).toBe(200);

      const player = await signUp(suite.app);
      const listed = await call(
        suite.app,
        player.token,
        'GET',
        `/api/divisions?${query({ filter: { seasonId: season.id } })}`,
      );
      expect(listed.statusCode).toBe(200);
      expect(listed.headers['content-range']).toBe('divisions 0-2/3');
      const seasonRef = { id: season.id, name: season.name, status: 'Registration' };
      expect(listed.json<{ data: DivisionRecord[] }>().data).toEqual([
        { id: apex.id, name: 'Apex', mmrPercentage: 20, tier: 0, season: seasonRef, teamCount: 0 },
        { id: core.id, name: 'Core', mmrPercentage: 30, tier: 1, season: seasonRef, teamCount: 2 },
        { id: base.id, name: 'Base', mmrPercentage: 50, tier: 2, season: seasonRef, teamCount: 0 },
      ]);

      const byName = await asAdmin('GET', `/api/divisions?${query({ filter: { q: 'ape' } })}`);
      const apexIds = byName.json<{ data: DivisionRecord[] }>().data.map((division) => division.id);
      expect(apexIds).toEqual(expect.arrayContaining([apex.id, other.divisions[0].id]));
      expect(apexIds).not.toContain(core.id);

      const page = await asAdmin(
        'GET',
        `/api/divisions?${query({ filter: { seasonId: season.id }, sort: ['teamCount', 'DESC'], range: [0, 1] })}`,
      );
      expect(page.headers['content-range']).toBe('divisions 0-1/3');
      expect(page.json<{ data: DivisionRecord[] }>().data.map((division) => division.id)[0]).toBe(core.id);
      const byNameAsc = await asAdmin(
        'GET',
        `/api/divisions?${query({ filter: { seasonId: season.id }, sort: ['name', 'ASC'] })}`,
      );
      expect(byNameAsc.json<{ data: DivisionRecord[] }>().data.map((division) => division.name)).toEqual([
        'Apex',
        'Base',
        'Core',
      ]);
      const pastTheEnd = await asAdmin(
        'GET',
        `/api/divisions?${query({ filter: { seasonId: season.id }, range: [10, 19] })}`,
      );
      expect(pastTheEnd.headers['content-range']).toBe('divisions */3');
    });

    it('leaves out the Open Division, which belongs to no season', async () => {
      await newSeason();
      const all = await asAdmin('GET', '/api/divisions');
      const rows = all.json<{ data: DivisionRecord[] }>().data;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((division) => division.id)).not.toContain(DEFAULT_DIVISION.id);
      expect(all.headers['content-range']).toBe(`divisions 0-${rows.length - 1}/${rows.length}`);
      expect((await asAdmin('GET', `/api/divisions/${DEFAULT_DIVISION.id}`)).statusCode).toBe(404);
    });

    it('refuses a sort field it does not know', async () => {
      const response = await asAdmin('GET', `/api/divisions?${query({ sort: ['createdAt', 'ASC'] })}`);
      expect(response.statusCode).toBe(400);
    });

    it('documents every divisions route in the API docs', () => {
      const document = suite.app.swagger() as { paths: Record<string, Record<string, unknown>> };
      expect(Object.keys(document.paths['/api/divisions'] ?? {})).toEqual(['get']);
      expect(Object.keys(document.paths['/api/divisions/{id}'] ?? {}).sort()).toEqual(['get', 'put']);
      expect(Object.keys(document.paths['/api/seasons/{id}/divisions'] ?? {})).toEqual(['put']);
    });
  });

  describe('GET /divisions/{id}', () => {
    it('shows the division with the teams placed in it', async () => {
      const season = await newSeason();
      await moveTo(season.id, 'Registration');
      const [gold, silver] = season.divisions;
      const team = await registeredTeam(season.id);
      await registeredTeam(season.id);
      await asAdmin('PUT', `/api/seasons/${season.id}/teams/${team.id}`, {
        divisionId: gold.id,
        seedRating: 12,
      });
      const response = await asAdmin('GET', `/api/divisions/${gold.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: DivisionDetail }>().data).toEqual({
        id: gold.id,
        name: 'Gold',
        mmrPercentage: 50,
        tier: 0,
        season: { id: season.id, name: season.name, status: 'Registration' },
        teamCount: 1,
        teams: [
          {
            id: team.id,
            seasonId: season.id,
            team: { id: team.id, name: team.name },
            divisionId: gold.id,
            seedRating: 12,
            placedByAdmin: true,
            registeredAt: expect.any(String),
          },
        ],
      });
      const empty = (await asAdmin('GET', `/api/divisions/${silver.id}`)).json<{ data: DivisionDetail }>();
      expect(empty.data.teams).toEqual([]);
      expect((await asAdmin('GET', '/api/divisions/999999')).statusCode).toBe(404);
    });
  });

  describe('PUT /divisions/{id}', () => {
    it('renames a division at any stage, and audits it', async () => {
      const season = await newSeason();
      const [gold] = season.divisions;
      await moveTo(season.id, 'Registration', 'Live');
      const response = await asAdmin('PUT', `/api/divisions/${gold.id}`, { name: '  Platinum  ' });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: DivisionDetail }>().data).toMatchObject({ id: gold.id, name: 'Platinum' });
      const seasonNow = (await asAdmin('GET', `/api/seasons/${season.id}`)).json<{ data: Season }>().data;
      expect(seasonNow.divisions[0].name).toBe('Platinum');
      expect(await auditOf('division.update', gold.id)).toEqual([
        {
          targetType: 'division',
          details: {
            name: 'Platinum',
            previousName: 'Gold',
            season: season.name,
            seasonId: season.id,
            changed: ['name'],
          },
        },
      ]);
      // Sending the current values (an edit form sending the whole record) changes nothing, even while Live.
      const same = await asAdmin('PUT', `/api/divisions/${gold.id}`, { name: 'Platinum', mmrPercentage: 50 });
      expect(same.statusCode).toBe(200);
      expect(await auditOf('division.update', gold.id)).toHaveLength(1);
    });

    it('refuses a name its season already has, ignoring case, with a 409; other seasons may have it', async () => {
      const season = await newSeason();
      const other = await newSeason();
      const [gold, silver] = season.divisions;
      const taken = await asAdmin('PUT', `/api/divisions/${silver.id}`, { name: 'gOLD' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        success: false,
        message: translate('resources.admin/divisions.nameTaken'),
        errors: { name: translate('resources.admin/divisions.nameTaken') },
      });
      expect((await storedDivisions(season.id)).map((division) => division.name)).toEqual(['Gold', 'Silver']);
      // Its own name in another case is a rename; the other season's Silver is not in the way.
      expect((await asAdmin('PUT', `/api/divisions/${gold.id}`, { name: 'GOLD' })).statusCode).toBe(200);
      expect(
        (await asAdmin('PUT', `/api/divisions/${other.divisions[0].id}`, { name: 'Silver 2' })).statusCode,
      ).toBe(200);
    });

    it('refuses a share that breaks the season’s 100%, and any share change once Live, with a 400', async () => {
      const season = await newSeason();
      const [gold] = season.divisions;
      const broken = await asAdmin('PUT', `/api/divisions/${gold.id}`, { mmrPercentage: 60 });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({
        message: translate('resources.admin/divisions.sharesTotal', { total: 110 }),
      });
      const single = await newSeason({ divisions: [{ name: 'Only', mmrPercentage: 100 }] });
      await moveTo(single.id, 'Registration', 'Live');
      const live = await asAdmin('PUT', `/api/divisions/${single.divisions[0].id}`, { mmrPercentage: 90 });
      expect(live.statusCode).toBe(400);
      expect(live.json()).toMatchObject({
        message: translate('resources.admin/divisions.sharesLocked'),
        errors: { mmrPercentage: translate('resources.admin/divisions.sharesLocked') },
      });
      expect((await storedDivisions(season.id)).map((division) => division.mmrPercentage)).toEqual([50, 50]);
      expect((await storedDivisions(single.id))[0].mmrPercentage).toBe(100);
    });

    it('refuses bad input with 400 and an unknown division with 404', async () => {
      const season = await newSeason();
      const [gold] = season.divisions;
      for (const body of [
        {},
        { name: '' },
        { name: 'x'.repeat(41) },
        { mmrPercentage: 0 },
        { mmrPercentage: 2.5 },
      ]) {
        expect((await asAdmin('PUT', `/api/divisions/${gold.id}`, body)).statusCode).toBe(400);
      }
      expect((await asAdmin('PUT', '/api/divisions/999999', { name: 'Nowhere' })).statusCode).toBe(404);
      expect(
        (await asAdmin('PUT', `/api/divisions/${DEFAULT_DIVISION.id}`, { name: 'Renamed' })).statusCode,
      ).toBe(404);
    });

    it('gives one result when two admins give two divisions the same name at once', async () => {
      const season = await newSeason({
        divisions: [
          { name: 'A', mmrPercentage: 40 },
          { name: 'B', mmrPercentage: 30 },
          { name: 'C', mmrPercentage: 30 },
        ],
      });
      const [, b, c] = season.divisions;
      const answers = await Promise.all([
        asAdmin('PUT', `/api/divisions/${b.id}`, { name: 'Elite' }),
        asAdmin('PUT', `/api/divisions/${c.id}`, { name: 'elite' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const names = (await storedDivisions(season.id)).map((division) => division.name.toLowerCase());
      expect(names.filter((name) => name === 'elite')).toHaveLength(1);
    });
  });

  describe('PUT /seasons/{id}/divisions', () => {
    it('renames, re-shares, reorders, adds and removes empty divisions in one go, keeping placements', async () => {
      const season = await newSeason({
        divisions: [
          { name: 'Gold', mmrPercentage: 40 },
          { name: 'Silver', mmrPercentage: 40 },
          { name: 'Bronze', mmrPercentage: 20 },
        ],
      });
      const [gold, silver, bronze] = season.divisions;
      await moveTo(season.id, 'Registration');
      const team = await registeredTeam(season.id);
      await place(season.id, team.id, silver.id);

      // Gold and Silver swap names and tiers, Bronze goes, Iron comes.
      const response = await editList(season.id, [
        { id: silver.id, name: 'Gold', mmrPercentage: 30 },
        { id: gold.id, name: 'Silver', mmrPercentage: 30 },
        { name: 'Iron', mmrPercentage: 40 },
      ]);
      expect(response.statusCode).toBe(200);
      const updated = response.json<{ data: Season }>().data;
      expect(updated.divisions).toEqual([
        { id: silver.id, name: 'Gold', mmrPercentage: 30 },
        { id: gold.id, name: 'Silver', mmrPercentage: 30 },
        { id: expect.any(Number), name: 'Iron', mmrPercentage: 40 },
      ]);
      expect((await storedDivisions(season.id)).map((division) => division.tier)).toEqual([0, 1, 2]);
      expect((await asAdmin('GET', `/api/divisions/${bronze.id}`)).statusCode).toBe(404);
      const placedIn = (await asAdmin('GET', `/api/divisions/${silver.id}`)).json<{ data: DivisionDetail }>();
      expect(placedIn.data.teams.map((entry) => entry.team.id)).toEqual([team.id]);
      const [audit] = await auditOf('season.updateDivisions', season.id);
      expect(audit.details).toMatchObject({ name: season.name, added: ['Iron'], removed: ['Bronze'] });

      // The same list again changes nothing and is not audited twice.
      const again = await editList(
        season.id,
        updated.divisions.map(({ id, name, mmrPercentage }) => ({ id, name, mmrPercentage })),
      );
      expect(again.statusCode).toBe(200);
      expect(await auditOf('season.updateDivisions', season.id)).toHaveLength(1);
    });

    it('refuses shares that do not add up to 100 and other bad lists with a 400, changing nothing', async () => {
      const season = await newSeason();
      const [gold, silver] = season.divisions;
      const other = await newSeason();
      const cases: [object[], string][] = [
        [
          [
            { id: gold.id, name: 'Gold', mmrPercentage: 60 },
            { id: silver.id, name: 'Silver', mmrPercentage: 50 },
          ],
          translate('resources.admin/seasons.mmrPercentagesTotal', { total: 110 }),
        ],
        [
          [
            { id: gold.id, name: 'Gold', mmrPercentage: 50 },
            { name: 'gold', mmrPercentage: 50 },
          ],
          translate('resources.admin/seasons.divisionNamesUnique'),
        ],
        [
          [
            { id: gold.id, name: 'Gold', mmrPercentage: 50 },
            { id: gold.id, name: 'Silver', mmrPercentage: 50 },
          ],
          translate('resources.admin/divisions.listedTwice'),
        ],
        [
          [{ id: other.divisions[0].id, name: 'Gold', mmrPercentage: 100 }],
          translate('resources.admin/divisions.notInSeason', { id: other.divisions[0].id }),
        ],
        [[], translate('resources.admin/seasons.divisionsRequired')],
      ];
      for (const [list, message] of cases) {
        const response = await editList(season.id, list);
        expect(response.statusCode).toBe(400);
        expect(JSON.stringify(response.json())).toContain(JSON.stringify(message).slice(1, -1));
      }
      expect(await storedDivisions(season.id)).toEqual([
        { id: gold.id, name: 'Gold', mmrPercentage: 50, tier: 0 },
        { id: silver.id, name: 'Silver', mmrPercentage: 50, tier: 1 },
      ]);
      expect((await editList(999_999, [{ name: 'X', mmrPercentage: 100 }])).statusCode).toBe(404);
    });

    it('refuses to remove a division a team is placed in, with a 409, changing nothing', async () => {
      const season = await newSeason();
      const [gold, silver] = season.divisions;
      await moveTo(season.id, 'Registration');
      const team = await registeredTeam(season.id);
      await place(season.id, team.id, silver.id);
      const response = await editList(season.id, [{ id: gold.id, name: 'All', mmrPercentage: 100 }]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: translate('resources.admin/divisions.hasTeams', { name: 'Silver', smart_count: 1 }),
      });
      expect((await storedDivisions(season.id)).map((division) => division.name)).toEqual(['Gold', 'Silver']);
    });

    it('refuses to remove a division that has fixtures, even once its teams moved out, with a 409', async () => {
      const season = await newSeason();
      const [gold, silver] = season.divisions;
      await moveTo(season.id, 'Registration');
      const teams = [await registeredTeam(season.id), await registeredTeam(season.id)];
      for (const team of teams) await place(season.id, team.id, silver.id);
      const fixtures = await asAdmin('POST', `/api/seasons/${season.id}/fixtures`);
      expect(fixtures.statusCode).toBe(201);
      for (const team of teams) await place(season.id, team.id, gold.id);
      const response = await editList(season.id, [{ id: gold.id, name: 'Gold', mmrPercentage: 100 }]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: translate('resources.admin/divisions.hasMatches', { name: 'Silver' }),
      });
      expect((await storedDivisions(season.id)).map((division) => division.name)).toEqual(['Gold', 'Silver']);
    });

    it('refuses any edit of the list once the season is Live, with a 400', async () => {
      const season = await newSeason();
      const [gold, silver] = season.divisions;
      await moveTo(season.id, 'Registration', 'Live');
      const response = await editList(season.id, [
        { id: gold.id, name: 'Gold', mmrPercentage: 70 },
        { id: silver.id, name: 'Silver', mmrPercentage: 30 },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: translate('resources.admin/divisions.listLocked') });
      expect((await storedDivisions(season.id)).map((division) => division.mmrPercentage)).toEqual([50, 50]);
    });

    it('gives one whole result when two admins edit the list at once', async () => {
      const season = await newSeason();
      const [gold, silver] = season.divisions;
      const first = [
        { id: silver.id, name: 'North', mmrPercentage: 70 },
        { id: gold.id, name: 'South', mmrPercentage: 30 },
      ];
      const second = [
        { id: gold.id, name: 'East', mmrPercentage: 20 },
        { name: 'West', mmrPercentage: 80 },
      ];
      const answers = await Promise.all([editList(season.id, first), editList(season.id, second)]);
      // Serialised by the season's lock, never mixed: if the first goes first, the second applies to its
      // result; if the second goes first, it has removed Silver and the first, naming it, is refused whole.
      // Either way the season ends with the second list exactly.
      const [one, two] = answers.map((answer) => answer.statusCode);
      expect(two).toBe(200);
      expect([200, 400]).toContain(one);
      const stored = await storedDivisions(season.id);
      expect(stored.map(({ name, mmrPercentage, tier }) => ({ name, mmrPercentage, tier }))).toEqual([
        { name: 'East', mmrPercentage: 20, tier: 0 },
        { name: 'West', mmrPercentage: 80, tier: 1 },
      ]);
      expect(stored[0].id).toBe(gold.id);
      expect(await auditOf('season.updateDivisions', season.id)).toHaveLength(one === 200 ? 2 : 1);
    });
  });
});
