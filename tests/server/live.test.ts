import type { AddressInfo } from 'node:net';
import { translate } from '@domain/i18n';
import { matchTopic, SESSIONS_TOPIC } from '@domain/live';
import { gameServerConnections, gameSessions, matches } from '@server/db/schema';
import type { App } from '@server/http/types';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenAt, signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { seasonWithTeams } from './helpers/competition';
import { databaseKinds } from './helpers/databases';
import { grantRole, twoInstancesOnPostgres } from './helpers/game-servers';
import { call } from './helpers/teams';

// The live view's event stream over real HTTP: who may follow what, a write (by the app or by straight
// SQL: the database triggers announce it) reaching the viewers of its topics and nobody else, and the
// stream ending when the server closes. With PostgreSQL, a write on one instance reaches a viewer on another.

interface LiveEvent {
  event: string;
  data: unknown;
}

/** A viewer reading the stream with fetch, as the browser app does. */
class Viewer {
  readonly events: LiveEvent[] = [];
  private waiters: (() => void)[] = [];
  /** 'finished' when the server ended the stream, 'cut' when the connection broke or the viewer left. */
  readonly ended: Promise<'finished' | 'cut'>;

  private constructor(
    readonly response: Response,
    private readonly abort: AbortController,
  ) {
    this.ended = this.read().then(
      () => 'finished' as const,
      () => 'cut' as const,
    );
  }

  static async open(baseUrl: string, token: string | null, topics: string): Promise<Viewer> {
    const abort = new AbortController();
    const response = await fetch(`${baseUrl}/api/live?topics=${encodeURIComponent(topics)}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: abort.signal,
    });
    return new Viewer(response, abort);
  }

  private async read(): Promise<void> {
    if (!this.response.body || this.response.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of this.response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data !== undefined) this.events.push({ event, data: JSON.parse(data) });
        for (const wake of this.waiters.splice(0)) wake();
        end = buffer.indexOf('\n\n');
      }
    }
  }

  /** The topics of every change event so far, flattened. */
  changedTopics(): string[] {
    return this.events.filter((e) => e.event === 'change').flatMap((e) => e.data as string[]);
  }

  async waitFor(predicate: () => boolean, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      if (Date.now() > deadline) throw new Error(`no such event; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  close(): void {
    this.abort.abort();
  }
}

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function insertSession(app: App, clientId: string, matchId: number | null = null): Promise<number> {
  await app.db
    .insert(gameServerConnections)
    .values({ clientId, socketId: `socket-${clientId}`, instanceId: 'elsewhere' })
    .onConflictDoNothing();
  const [row] = await app.db
    .insert(gameSessions)
    .values({ clientId, code: String(1000 + Math.floor(Math.random() * 9000)), mode: 'XBall', matchId })
    .returning({ id: gameSessions.id });
  return row!.id;
}

describe.each(databaseKinds())('the live stream on %s', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  let admin: { token: string };
  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await signUp(t.app);
    baseUrl = await listen(t.app);
  });
  afterAll(() => t.close());

  it('refuses a viewer without a token, bad topics, and the sessions topic to a player', async () => {
    const player = await signUp(t.app);
    expect((await Viewer.open(baseUrl, null, 'match:1')).response.status).toBe(401);
    for (const topics of ['', 'scores', 'match:0', 'match:x', 'sessions;match:1']) {
      const refused = await Viewer.open(baseUrl, player.token, topics);
      expect(refused.response.status, topics).toBe(400);
      expect((await refused.response.json()).message).toBe(translate('app.errors.live.invalidTopics'));
    }
    const many = Array.from({ length: 21 }, (_, i) => `match:${i + 1}`).join(',');
    const tooMany = await Viewer.open(baseUrl, player.token, many);
    expect(tooMany.response.status).toBe(400);
    expect((await tooMany.response.json()).message).toBe(translate('app.errors.live.tooManyTopics'));
    expect((await Viewer.open(baseUrl, player.token, SESSIONS_TOPIC)).response.status).toBe(403);
  });

  it('tells the followers of sessions about a session written by straight SQL, at once', async () => {
    const gameMaster = await signUp(t.app);
    await grantRole(t.app, gameMaster.userId, 'Game Master');
    const viewer = await Viewer.open(baseUrl, gameMaster.token, SESSIONS_TOPIC);
    expect(viewer.response.status).toBe(200);
    expect(viewer.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await viewer.waitFor(() => viewer.events.some((e) => e.event === 'ready'));
    expect(viewer.events[0]).toEqual({ event: 'ready', data: [SESSIONS_TOPIC] });

    const sessionId = await insertSession(t.app, `live-${kind}`);
    await viewer.waitFor(() => viewer.changedTopics().includes(SESSIONS_TOPIC));
    const before = viewer.changedTopics().length;
    await t.app.db.update(gameSessions).set({ status: 'Active' }).where(eq(gameSessions.id, sessionId));
    await viewer.waitFor(() => viewer.changedTopics().length > before);
    viewer.close();
  });

  it('tells the viewers of a match about it, its hosting session included, and nobody else', async () => {
    const { season } = await seasonWithTeams(t.app, admin.token, { divisions: [4] });
    const generated = await call(t.app, admin.token, 'POST', `/api/seasons/${season.id}/fixtures`);
    expect(generated.statusCode).toBe(201);
    const rows = await t.app.db
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.seasonId, season.id))
      .limit(2);
    expect(rows).toHaveLength(2);
    const [followed, other] = rows.map((row) => row.id) as [number, number];
    const player = await signUp(t.app);
    const viewer = await Viewer.open(baseUrl, player.token, `${matchTopic(followed)},match:999999`);
    const bystander = await Viewer.open(baseUrl, player.token, matchTopic(other));
    await viewer.waitFor(() => viewer.events.length > 0);
    await bystander.waitFor(() => bystander.events.length > 0);

    await t.app.db
      .update(matches)
      .set({ scheduledAt: new Date('2027-01-05T19:00:00Z') })
      .where(eq(matches.id, followed));
    await viewer.waitFor(() => viewer.changedTopics().includes(matchTopic(followed)));

    const count = viewer.changedTopics().length;
    await insertSession(t.app, `match-host-${kind}`, followed);
    await viewer.waitFor(() => viewer.changedTopics().length > count);
    expect(new Set(viewer.changedTopics())).toEqual(new Set([matchTopic(followed)]));
    // Give a stray event for the other match time to arrive before saying none came.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bystander.changedTopics()).toEqual([]);
    viewer.close();
    bystander.close();
  });

  it("pushes a state report's public part to the match's viewers, and a change for anything else", async () => {
    const { season } = await seasonWithTeams(t.app, admin.token, { divisions: [4] });
    expect((await call(t.app, admin.token, 'POST', `/api/seasons/${season.id}/fixtures`)).statusCode).toBe(
      201,
    );
    const [followed, other] = (
      await t.app.db.select({ id: matches.id }).from(matches).where(eq(matches.seasonId, season.id)).limit(2)
    ).map((row) => row.id) as [number, number];
    const player = await signUp(t.app);
    const viewer = await Viewer.open(baseUrl, player.token, matchTopic(followed));
    const bystander = await Viewer.open(baseUrl, player.token, matchTopic(other));
    await viewer.waitFor(() => viewer.events.length > 0);
    await bystander.waitFor(() => bystander.events.length > 0);
    // Each write below waits for its own change, so no two fall into one of the hub's 100 ms windows (a
    // change pending for the match makes its viewers read it again instead of taking a state).
    const sessionId = await insertSession(t.app, `state-host-${kind}`, followed);
    await viewer.waitFor(() => viewer.changedTopics().length === 1);

    // What the gateway writes for a report: the game state with the players' totals, and the address.
    const players = [{ userId: 7, team: 'A' as const, eliminations: 2, deaths: 1, hits: 9, shots: 20 }];
    await t.app.db
      .update(gameSessions)
      .set({ status: 'Active', slaveIp: '203.0.113.10', slavePort: 7001 })
      .where(eq(gameSessions.id, sessionId));
    await viewer.waitFor(() => viewer.changedTopics().length === 2);
    const changes = viewer.changedTopics().length;
    await t.app.db
      .update(gameSessions)
      .set({ gameState: { mode: 'XBall', playerCount: 1, teamA: 3, teamB: 1, players } })
      .where(eq(gameSessions.id, sessionId));
    await viewer.waitFor(() => viewer.events.some((e) => e.event === 'state'));
    const state = viewer.events.find((e) => e.event === 'state')!.data as Record<string, unknown>;
    expect(state.topic).toBe(matchTopic(followed));
    expect(state.session).toEqual({
      id: sessionId,
      status: 'Active',
      score: { teamA: 3, teamB: 1 },
      players,
      lastUpdatedAt: expect.any(String),
    });
    // The join details are for the rosters: never in the event, whoever follows.
    expect(JSON.stringify(state)).not.toMatch(/code|slaveIp|slavePort|203\.0\.113/);
    // The same as GET /matches/{id} shows this viewer.
    const read = await call(t.app, player.token, 'GET', `/api/matches/${followed}`);
    const { code: _code, slaveIp: _ip, slavePort: _port, ...shown } = read.json().data.session;
    expect(state.session).toEqual(shown);

    // A session that stops is not only state: its viewers read the match again.
    await t.app.db.update(gameSessions).set({ status: 'Not Active' }).where(eq(gameSessions.id, sessionId));
    await viewer.waitFor(() => viewer.changedTopics().length > changes);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bystander.events.filter((e) => e.event !== 'ready')).toEqual([]);
    viewer.close();
    bystander.close();
  });

  it('ends a stream when the access token it was opened with expires', async () => {
    const session = await signUp(t.app);
    const now = Math.floor(Date.now() / 1000);
    const shortLived = await accessTokenAt(t.dataDir, session, { issuedAt: now, expiresAt: now + 2 });
    const viewer = await Viewer.open(baseUrl, shortLived, 'match:1');
    const lasting = await Viewer.open(baseUrl, session.token, 'match:2');
    expect(viewer.response.status).toBe(200);
    expect(await viewer.ended).toBe('finished');
    expect(lasting.events.map((event) => event.event)).toEqual(['ready']);
    lasting.close();
  });

  it('ends a stream when its sign-in session ends, and one whose topic its user may no longer follow', async () => {
    const leaving = await signUp(t.app);
    const loggedOut = await Viewer.open(baseUrl, leaving.token, 'match:1');
    await loggedOut.waitFor(() => loggedOut.events.length > 0);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: leaving.refreshToken },
    });
    expect(await loggedOut.ended).toBe('finished');

    const gameMaster = await signUp(t.app);
    await grantRole(t.app, gameMaster.userId, 'Game Master');
    const sessions = await Viewer.open(baseUrl, gameMaster.token, SESSIONS_TOPIC);
    const match = await Viewer.open(baseUrl, gameMaster.token, 'match:1');
    await sessions.waitFor(() => sessions.events.length > 0);
    await match.waitFor(() => match.events.length > 0);
    await t.app.db.execute(sql`
      delete from user_roles where user_id = ${gameMaster.userId}
        and role_id = (select id from roles where name = 'Game Master')`);
    expect(await sessions.ended).toBe('finished');
    // Any signed-in user may still follow a match: that stream goes on and hears the next change.
    t.app.live.hub.changed(matchTopic(1));
    await match.waitFor(() => match.changedTopics().includes(matchTopic(1)));
    match.close();
  });

  it('holds a few streams per user and per address, and refuses more with 429 and Retry-After', async () => {
    const own = await buildTestApp(kind, { config: { liveStreamCaps: { perUser: 2, perAddress: 3 } } });
    try {
      const url = await listen(own.app);
      const ana = await signUp(own.app);
      const ben = await signUp(own.app);
      const tabs = [
        await Viewer.open(url, ana.token, 'match:1'),
        await Viewer.open(url, ana.token, 'match:2'),
      ];
      const third = await Viewer.open(url, ana.token, 'match:3');
      expect(third.response.status).toBe(429);
      expect(third.response.headers.get('retry-after')).toBe('30');
      expect(await third.response.json()).toMatchObject({
        success: false,
        code: 'TOO_MANY_STREAMS',
        message: translate('app.errors.live.tooManyStreams'),
      });
      // Another user on the same address: room for one more from it, then the address is full.
      const benTab = await Viewer.open(url, ben.token, 'match:1');
      expect(benTab.response.status).toBe(200);
      expect((await Viewer.open(url, ben.token, 'match:2')).response.status).toBe(429);

      // A tab closed makes room again.
      tabs[0]!.close();
      await tabs[0]!.ended;
      const deadline = Date.now() + 5_000;
      while (own.app.live.streams.size !== 2 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const again = await Viewer.open(url, ana.token, 'match:3');
      expect(again.response.status).toBe(200);
      for (const viewer of [tabs[1]!, benTab, again]) viewer.close();
    } finally {
      await own.close();
    }
  });

  it('lets a viewer go when they leave, and ends every stream when the server closes', async () => {
    const own = await buildTestApp(kind);
    try {
      const url = await listen(own.app);
      const player = await signUp(own.app);
      const leaving = await Viewer.open(url, player.token, 'match:1');
      const staying = await Viewer.open(url, player.token, 'match:2');
      await leaving.waitFor(() => leaving.events.length > 0);
      await staying.waitFor(() => staying.events.length > 0);
      expect(own.app.live.streams.size).toBe(2);
      leaving.close();
      await leaving.ended;
      const deadline = Date.now() + 5_000;
      while (own.app.live.streams.size !== 1 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(own.app.live.hub.viewerCount).toBe(1);

      // Ended by the server as closing begins, not cut when the drain gives up on it.
      await own.app.close();
      expect(await staying.ended).toBe('finished');
    } finally {
      await own.close().catch(() => undefined);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the live stream across two API instances', () => {
  const instances = twoInstancesOnPostgres();

  it('brings a write made on instance B to a viewer on instance A, and its end when the user signs out on B', async () => {
    const { a, b } = instances;
    const gameMaster = await signUp(a.app);
    await grantRole(a.app, gameMaster.userId, 'Game Master');
    const baseUrl = a.url.replace(/^ws:/, 'http:').replace(/\/api\/.*$/, '');
    const viewer = await Viewer.open(baseUrl, gameMaster.token, SESSIONS_TOPIC);
    await viewer.waitFor(() => viewer.events.length > 0);
    await insertSession(b.app, 'instance-b');
    await viewer.waitFor(() => viewer.changedTopics().includes(SESSIONS_TOPIC));

    // Signing out through instance B ends the stream held by instance A.
    await b.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: gameMaster.refreshToken },
    });
    expect(await viewer.ended).toBe('finished');
  });
});
