import { matchSchema } from '@domain/matches';
import { buildApp } from '@server/app';
import { gameServerConnections, gameSessions, listVersions, matches, teams } from '@server/db/schema';
import { successEnvelope } from '@server/http/envelope';
import type { App } from '@server/http/types';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seasonWithTeams } from './helpers/competition';
import { databaseKinds } from './helpers/databases';
import { call, leagueApp } from './helpers/teams';

// GET /api/matches is served from a cache while the database's count of the writes it is made of (list
// 'matches': the matches, a team's name, a live match's score) stands still. Each such write must show on
// the next request, whichever way it was written, also through another server instance; a game session's
// other state must not cost the page. The cached body skips Fastify's response serializer, so the schema
// is checked here instead.

const listSchema = successEnvelope(z.array(matchSchema));

describe.each(databaseKinds())('the matches list cache on %s', (kind) => {
  const suite = leagueApp(kind);

  const list = (app: App, token: string, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });
  const version = async () =>
    (await suite.app.db.select().from(listVersions).where(eq(listVersions.name, 'matches')))[0]?.version ?? 0;

  /** A season with its fixtures, and the URL of its first week's matches. */
  async function weekOfFixtures() {
    const setup = await seasonWithTeams(suite.app, suite.admin.token, { divisions: [4] });
    const generated = await call(
      suite.app,
      suite.admin.token,
      'POST',
      `/api/seasons/${setup.season.id}/fixtures`,
    );
    expect(generated.statusCode).toBe(201);
    const filter = encodeURIComponent(JSON.stringify({ seasonId: setup.season.id, week: 1 }));
    return { ...setup, url: `/api/matches?filter=${filter}&range=${encodeURIComponent('[0,24]')}` };
  }

  /** The week's page, which must have changed since `etag`. */
  async function changedSince(etag: string, url: string) {
    const answer = await list(suite.app, suite.admin.token, url, { 'if-none-match': etag });
    expect(answer.statusCode).toBe(200);
    return { page: listSchema.parse(JSON.parse(answer.body)).data, etag: answer.headers.etag as string };
  }

  it('answers with the response schema, an ETag, Content-Range, and 304 while nothing changed', async () => {
    const { url } = await weekOfFixtures();
    const first = await list(suite.app, suite.admin.token, url);
    expect(first.statusCode).toBe(200);
    const page = listSchema.parse(JSON.parse(first.body)).data;
    expect(page).toHaveLength(2);
    // Nothing the schema does not name leaves the server: the body is the schema's own output.
    expect(JSON.parse(first.body)).toEqual(
      JSON.parse(JSON.stringify(listSchema.parse(JSON.parse(first.body)))),
    );
    expect(first.headers['content-range']).toBe('matches 0-1/2');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await list(suite.app, suite.admin.token, url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-range']).toBe('matches 0-1/2');
  });

  it('shows a new time, a renamed team and a live score at once, and not a game state the list does not show', async () => {
    const { url } = await weekOfFixtures();
    const before = await list(suite.app, suite.admin.token, url);
    let etag = before.headers.etag as string;
    const [match] = listSchema.parse(JSON.parse(before.body)).data;
    if (!match) throw new Error('the week has no match');

    const time = new Date('2027-01-06T19:30:00Z');
    await suite.app.db.update(matches).set({ scheduledAt: time }).where(eq(matches.id, match.id));
    let changed = await changedSince(etag, url);
    expect(changed.page.find((row) => row.id === match.id)?.scheduledAt).toBe(time.toISOString());
    etag = changed.etag;

    await suite.app.db.update(teams).set({ name: 'Renamed In SQL' }).where(eq(teams.id, match.teamA.id));
    changed = await changedSince(etag, url);
    expect(changed.page.find((row) => row.id === match.id)?.teamA.name).toBe('Renamed In SQL');
    etag = changed.etag;

    await suite.app.db.update(matches).set({ status: 'Live' }).where(eq(matches.id, match.id));
    etag = (await changedSince(etag, url)).etag;
    const clientId = `list-cache-${kind}-${match.id}`;
    await suite.app.db.insert(gameServerConnections).values({ clientId, socketId: 's', instanceId: 'i' });
    const [session] = await suite.app.db
      .insert(gameSessions)
      .values({ clientId, code: `LC${match.id}`, mode: 'XBall', matchId: match.id, status: 'Active' })
      .returning({ id: gameSessions.id });
    await suite.app.db
      .update(gameSessions)
      .set({ gameState: { mode: 'XBall', playerCount: 6, teamA: 2, teamB: 1 } })
      .where(eq(gameSessions.id, session!.id));
    changed = await changedSince(etag, url);
    expect(changed.page.find((row) => row.id === match.id)?.liveScore).toEqual({ teamA: 2, teamB: 1 });
    etag = changed.etag;

    // The players on the server change every few seconds during a match; the score did not.
    const counted = await version();
    await suite.app.db
      .update(gameSessions)
      .set({ gameState: { mode: 'XBall', playerCount: 5, teamA: 2, teamB: 1 } })
      .where(eq(gameSessions.id, session!.id));
    expect(await version()).toBe(counted);
    expect((await list(suite.app, suite.admin.token, url, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('counts a transaction once, at its commit', async () => {
    const { season } = await weekOfFixtures();
    const start = await version();
    await suite.app.db.transaction(async (tx) => {
      await tx
        .update(matches)
        .set({ defaultTime: new Date('2027-01-05T18:00:00Z') })
        .where(eq(matches.seasonId, season.id));
      await tx
        .update(matches)
        .set({ defaultTime: new Date('2027-01-05T19:00:00Z') })
        .where(eq(matches.seasonId, season.id));
    });
    expect(await version()).toBe(start + 1);
  });

  it.runIf(kind === 'postgres')('shows a time agreed through another server instance', async () => {
    const { url } = await weekOfFixtures();
    const before = await list(suite.app, suite.admin.token, url);
    const [match] = listSchema.parse(JSON.parse(before.body)).data;
    const other = await buildApp(suite.testApp.config, { staticDir: `${suite.testApp.dataDir}/no-dist` });
    const time = new Date('2027-01-07T20:00:00Z');
    try {
      await other.db.update(matches).set({ scheduledAt: time }).where(eq(matches.id, match!.id));
    } finally {
      await other.close();
    }
    const changed = await changedSince(before.headers.etag as string, url);
    expect(changed.page.find((row) => row.id === match!.id)?.scheduledAt).toBe(time.toISOString());
  });
});
