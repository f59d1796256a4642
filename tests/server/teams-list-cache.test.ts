import { teamSchema } from '@domain/teams';
import { buildApp } from '@server/app';
import { listVersions, teamRatings, teams, users } from '@server/db/schema';
import { successEnvelope } from '@server/http/envelope';
import type { App } from '@server/http/types';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { approvedTeam, call, createTeam, joinTeam, type Player } from './helpers/teams';

// GET /api/teams is served from a cache while the database's count of the writes it is made of stands
// still (migration 0025). Each kind of write the list shows (team fields, rosters, player names, ratings)
// must show on the next request, whichever way it was written, also through another server instance.
// The cached body skips Fastify's response serializer, so the schema is checked here instead.

const listSchema = successEnvelope(z.array(teamSchema));

describe.each(databaseKinds())('the teams list cache on %s', (kind) => {
  let t: TestApp;
  let admin: Player;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await signUp(t.app);
  });
  afterAll(() => t?.close());
  const suite = {
    get app() {
      return t.app;
    },
    get admin() {
      return admin;
    },
  };

  const list = (app: App, token: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: '/api/teams',
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
  const teamIn = (body: string, id: number) =>
    listSchema.parse(JSON.parse(body)).data.find((team) => team.id === id);
  const version = async () =>
    (await suite.app.db.select().from(listVersions).where(eq(listVersions.name, 'teams')))[0]?.version ?? 0;

  it('answers with the response schema, an ETag, Content-Range, and 304 while nothing changed', async () => {
    const { team, captain } = await approvedTeam(suite.app, suite.admin.token);
    const first = await list(suite.app, captain.token);
    expect(first.statusCode).toBe(200);
    expect(teamIn(first.body, team.id)).toMatchObject({ id: team.id, name: team.name });
    expect(first.headers['content-range']).toMatch(/^teams 0-\d+\/\d+$/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await list(suite.app, captain.token, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('shows a renamed team, a new player, a renamed player and a new rating at once', async () => {
    const { team, captain } = await approvedTeam(suite.app, suite.admin.token);
    const before = await list(suite.app, captain.token);
    let etag = before.headers.etag as string;
    const expectChanged = async (check: (body: string) => void) => {
      const answer = await list(suite.app, captain.token, { 'if-none-match': etag });
      expect(answer.statusCode).toBe(200);
      check(answer.body);
      etag = answer.headers.etag as string;
    };

    await suite.app.db.update(teams).set({ name: 'Renamed In SQL' }).where(eq(teams.id, team.id));
    await expectChanged((body) => expect(teamIn(body, team.id)?.name).toBe('Renamed In SQL'));

    const newcomer = await joinTeam(suite.app, captain.token, team.id);
    await expectChanged((body) => expect(teamIn(body, team.id)?.playerCount).toBe(2));

    await suite.app.db
      .update(users)
      .set({ displayName: 'Renamed Player' })
      .where(eq(users.id, newcomer.userId));
    await expectChanged((body) =>
      expect(teamIn(body, team.id)?.players.map((player) => player.user.displayName)).toContain(
        'Renamed Player',
      ),
    );

    await suite.app.db.insert(teamRatings).values({ teamId: team.id, mu: 31, sigma: 4, ratedMatches: 6 });
    await expectChanged((body) => expect(teamIn(body, team.id)?.rating).toMatchObject({ mu: 31, sigma: 4 }));
  });

  it('counts a transaction once, at its commit, and not a user update the list does not show', async () => {
    const a = await approvedTeam(suite.app, suite.admin.token);
    const b = await approvedTeam(suite.app, suite.admin.token);
    const start = await version();
    await suite.app.db.transaction(async (tx) => {
      await tx.update(teams).set({ website: 'https://one.example.com' }).where(eq(teams.id, a.team.id));
      await tx.update(teams).set({ website: 'https://two.example.com' }).where(eq(teams.id, b.team.id));
    });
    expect(await version()).toBe(start + 1);
    await suite.app.db
      .update(users)
      .set({ updatedAt: new Date() })
      .where(inArray(users.id, [a.captain.userId]));
    expect(await version()).toBe(start + 1);
  });

  it('shows emails only to team managers and to the team own members, whoever asked first', async () => {
    const { team, captain } = await approvedTeam(suite.app, suite.admin.token);
    const outsider = await signUp(suite.app);
    const emailsFor = async (token: string) =>
      teamIn((await list(suite.app, token)).body, team.id)?.players.map((player) => player.user.email);
    expect(await emailsFor(captain.token)).toEqual([captain.credentials.email]);
    expect(await emailsFor(outsider.token)).toEqual([undefined]);
    expect(await emailsFor(suite.admin.token)).toEqual([captain.credentials.email]);
    expect(await emailsFor(outsider.token)).toEqual([undefined]);
  });

  it.runIf(kind === 'postgres')('shows a team approved through another server instance', async () => {
    const captain = await signUp(suite.app);
    const { id } = await createTeam(suite.app, captain.token);
    expect(teamIn((await list(suite.app, captain.token)).body, id)).toBeUndefined();
    const other = await buildApp(t.config, { staticDir: `${t.dataDir}/no-dist` });
    try {
      const approved = await call(other, suite.admin.token, 'PUT', `/api/admin/teams/${id}`, {
        status: 'Approved',
      });
      expect(approved.statusCode).toBe(200);
    } finally {
      await other.close();
    }
    expect(teamIn((await list(suite.app, captain.token)).body, id)?.status).toBe('Approved');
  });
});
