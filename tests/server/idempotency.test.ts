import { randomUUID } from 'node:crypto';
import { translate } from '@domain/i18n';
import { teamCreatePayloadSchema } from '@domain/teams';
import { ManualClock } from '@server/clock';
import { idempotencyKeys, matchEvents, teams } from '@server/db/schema';
import { errorResponses, successEnvelope } from '@server/http/envelope';
import { httpError } from '@server/http/http-error';
import { deleteExpiredKeys } from '@server/modules/idempotency/repository';
import { principalOf } from '@server/plugins/auth';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type SessionTokens, signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { matchUp } from './helpers/competition';
import { databaseKinds } from './helpers/databases';
import { teamPayload } from './helpers/teams';

// The Idempotency-Key header: one key, one effect, on both databases. Requests race through app.inject
// at once; a test route counts the effects its handler has and can be made to fail or to hang. A second one
// runs in the request's transaction like the product's database-only routes, and creates a real team.

const HOUR = 60 * 60 * 1000;
const START = '2027-01-04T18:00:00.000Z';

/** A route that opts in like the product's, with a handler the test steers. */
const probe = {
  effects: 0,
  /** Answers 500 (a crash) while set. */
  crash: false,
  /** While set, the handler waits for it before answering. */
  hold: null as Promise<void> | null,
};
/** The route that runs in its request's transaction: it creates a team, then can be made to hang or fail. */
const teamProbe = {
  /** Answers 500 (a crash) after the team is written, while set. */
  crashAfterWrite: false,
  /** While set, the handler waits for it after writing the team. */
  hold: null as Promise<void> | null,
  /** Called when the handler starts waiting on `hold`. */
  onHold: () => {},
};
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Like a route that waits on a game server: its writes are its own, its answer is kept after them.
  app.post(
    '/test/probe',
    {
      config: { access: { policy: 'signedIn' }, idempotent: 'calls-out' },
      schema: {
        body: z.object({ value: z.string() }),
        response: {
          201: successEnvelope(z.object({ effect: z.number(), value: z.string() })),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      if (probe.hold) await probe.hold;
      if (probe.crash) throw new Error('probe crashed');
      if (request.body.value === 'refuse') throw httpError(409, 'Refused by the probe.', { code: 'PROBE' });
      probe.effects += 1;
      return reply
        .code(201)
        .send({ success: true, data: { effect: probe.effects, value: request.body.value } });
    },
  );

  app.post(
    '/test/team-probe',
    {
      config: { access: { policy: 'signedIn' }, idempotent: true },
      schema: {
        body: teamCreatePayloadSchema,
        response: { 201: successEnvelope(z.object({ id: z.number() })), ...errorResponses },
      },
    },
    async (request, reply) => {
      const team = await app.teams.create(principalOf(request), request.body);
      if (teamProbe.hold) {
        teamProbe.onHold();
        await teamProbe.hold;
      }
      if (teamProbe.crashAfterWrite) throw new Error('team probe crashed after its write');
      return reply.code(201).send({ success: true, data: { id: team.id } });
    },
  );
};

describe.each(databaseKinds())('Idempotency-Key on %s', (kind) => {
  const clock = new ManualClock(START);
  let t: TestApp;
  let admin: SessionTokens;

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      options: { clock, extraApiRoutes: [probeRoutes], idempotency: { inProgressWaitMs: 1_000 } },
    });
    admin = await signUp(t.app);
  }, 60_000);
  afterAll(() => t?.close());

  function send(
    token: string,
    method: InjectOptions['method'],
    url: string,
    payload: object | undefined,
    key?: string,
  ) {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (key !== undefined) headers['idempotency-key'] = key;
    return t.app.inject({ method, url, payload, headers });
  }
  const teamsNamed = (name: string) => t.app.db.select().from(teams).where(eq(teams.name, name));

  it('runs two racing team creates with one key once: one team, the same answer twice, one replayed', async () => {
    const player = await signUp(t.app);
    const payload = teamPayload();
    const key = randomUUID();
    const [first, second] = await Promise.all([
      send(player.token, 'POST', '/api/teams', payload, key),
      send(player.token, 'POST', '/api/teams', payload, key),
    ]);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.body).toBe(first.body);
    const replayed = [first, second].map((response) => response.headers['idempotent-replayed']);
    expect(replayed.sort()).toEqual(['true', undefined]);
    expect(await teamsNamed(payload.name)).toHaveLength(1);
  });

  it('replays a completed answer and does nothing else; without the key the same body runs again', async () => {
    const player = await signUp(t.app);
    const payload = teamPayload();
    const key = randomUUID();
    const created = await send(player.token, 'POST', '/api/teams', payload, key);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['idempotent-replayed']).toBeUndefined();
    // The same fields in another order are the same request.
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    const again = await send(player.token, 'POST', '/api/teams', reordered, `"${key}"`);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.body).toBe(created.body);
    expect(await teamsNamed(payload.name)).toHaveLength(1);
    // No key: the request runs, and the team exists already.
    const unkeyed = await send(player.token, 'POST', '/api/teams', payload);
    expect(unkeyed.statusCode).toBe(409);
    expect(unkeyed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers 422 to the same key with another body, and runs nothing', async () => {
    const player = await signUp(t.app);
    const key = randomUUID();
    const payload = teamPayload();
    expect((await send(player.token, 'POST', '/api/teams', payload, key)).statusCode).toBe(201);
    const other = teamPayload();
    const reused = await send(player.token, 'POST', '/api/teams', other, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      success: false,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: translate('app.errors.idempotency.keyReused'),
    });
    expect(await teamsNamed(other.name)).toHaveLength(0);
    // The same key on another route is another request too.
    const elsewhere = await send(player.token, 'POST', '/api/test/probe', { value: 'x' }, key);
    expect(elsewhere.statusCode).toBe(422);
  });

  it('keeps each user’s keys apart: another user’s same key creates their own team', async () => {
    const [ana, ben] = [await signUp(t.app), await signUp(t.app)];
    const key = randomUUID();
    const payloads = [teamPayload(), teamPayload()] as const;
    const [first, second] = await Promise.all([
      send(ana.token, 'POST', '/api/teams', payloads[0], key),
      send(ben.token, 'POST', '/api/teams', payloads[1], key),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await teamsNamed(payloads[0].name)).toHaveLength(1);
    expect(await teamsNamed(payloads[1].name)).toHaveLength(1);
  });

  it('forgets a key after 24 hours: the request runs again, and the sweep deletes the old rows', async () => {
    clock.set(START);
    const key = randomUUID();
    const before = probe.effects;
    const first = await send(admin.token, 'POST', '/api/test/probe', { value: 'day one' }, key);
    expect(first.json().data.effect).toBe(before + 1);
    clock.advance(24 * HOUR - 1);
    const replay = await send(admin.token, 'POST', '/api/test/probe', { value: 'day one' }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(probe.effects).toBe(before + 1);
    clock.advance(1);
    const later = await send(admin.token, 'POST', '/api/test/probe', { value: 'day one' }, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().data.effect).toBe(before + 2);

    const stale = randomUUID();
    await send(admin.token, 'POST', '/api/test/probe', { value: 'stale' }, stale);
    clock.advance(24 * HOUR);
    await deleteExpiredKeys(t.app.db, clock.now());
    const left = await t.app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, admin.userId), eq(idempotencyKeys.key, stale)));
    expect(left).toEqual([]);
    clock.set(START);
  });

  it('does not keep a 5xx: a retry with the key runs again; a 4xx is kept and replayed', async () => {
    const key = randomUUID();
    const before = probe.effects;
    probe.crash = true;
    try {
      const crashed = await send(admin.token, 'POST', '/api/test/probe', { value: 'flaky' }, key);
      expect(crashed.statusCode).toBe(500);
    } finally {
      probe.crash = false;
    }
    const retried = await send(admin.token, 'POST', '/api/test/probe', { value: 'flaky' }, key);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(probe.effects).toBe(before + 1);

    const refusedKey = randomUUID();
    const refused = await send(admin.token, 'POST', '/api/test/probe', { value: 'refuse' }, refusedKey);
    expect(refused.statusCode).toBe(409);
    const refusedAgain = await send(admin.token, 'POST', '/api/test/probe', { value: 'refuse' }, refusedKey);
    expect(refusedAgain.statusCode).toBe(409);
    expect(refusedAgain.headers['idempotent-replayed']).toBe('true');
    expect(refusedAgain.body).toBe(refused.body);
  });

  it('answers a retry that outwaits a first request still running with 409 and Retry-After', async () => {
    const key = randomUUID();
    let release = () => {};
    probe.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = send(admin.token, 'POST', '/api/test/probe', { value: 'slow' }, key);
    try {
      // The first request holds the key (its row is in progress) before the retry is sent.
      await expect
        .poll(async () =>
          (
            await t.app.db
              .select()
              .from(idempotencyKeys)
              .where(and(eq(idempotencyKeys.userId, admin.userId), eq(idempotencyKeys.key, key)))
          ).map((row) => row.state),
        )
        .toEqual(['in-progress']);
      const retry = await send(admin.token, 'POST', '/api/test/probe', { value: 'slow' }, key);
      expect(retry.statusCode).toBe(409);
      expect(retry.headers['retry-after']).toBe('1');
      expect(retry.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_IN_PROGRESS' });
    } finally {
      probe.hold = null;
      release();
    }
    expect((await first).statusCode).toBe(201);
    const replay = await send(admin.token, 'POST', '/api/test/probe', { value: 'slow' }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe((await first).body);
  });

  it('rolls back the writes of an answer it does not keep: after a 5xx the retry creates the team once', async () => {
    const player = await signUp(t.app);
    const payload = teamPayload();
    const key = randomUUID();
    teamProbe.crashAfterWrite = true;
    try {
      const crashed = await send(player.token, 'POST', '/api/test/team-probe', payload, key);
      expect(crashed.statusCode).toBe(500);
    } finally {
      teamProbe.crashAfterWrite = false;
    }
    expect(await teamsNamed(payload.name)).toHaveLength(0);
    const retried = await send(player.token, 'POST', '/api/test/team-probe', payload, key);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await teamsNamed(payload.name)).toHaveLength(1);
  });

  // On PGlite (one connection) nothing can read while a request's transaction is open, so only PostgreSQL
  // shows the state in between.
  it.skipIf(kind === 'pglite')(
    'commits the writes and the kept answer together: while the request runs, others see its claim only',
    async () => {
      const player = await signUp(t.app);
      const payload = teamPayload();
      const key = randomUUID();
      let release = () => {};
      teamProbe.hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      const waiting = new Promise<void>((resolve) => {
        teamProbe.onHold = resolve;
      });
      const keyStates = async () =>
        (
          await t.app.db
            .select()
            .from(idempotencyKeys)
            .where(and(eq(idempotencyKeys.userId, player.userId), eq(idempotencyKeys.key, key)))
        ).map((row) => row.state);
      const first = send(player.token, 'POST', '/api/test/team-probe', payload, key);
      try {
        // The team is written and the handler waits: outside the request there is no team yet.
        await waiting;
        expect(await keyStates()).toEqual(['in-progress']);
        expect(await teamsNamed(payload.name)).toHaveLength(0);
      } finally {
        teamProbe.hold = null;
        release();
      }
      const created = await first;
      expect(created.statusCode, created.body).toBe(201);
      expect(await keyStates()).toEqual(['completed']);
      expect(await teamsNamed(payload.name)).toHaveLength(1);
    },
  );

  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['not printable', 'key\u0007bell'],
    ['not ASCII', 'clé'],
  ])('refuses a key that is %s with 400 and creates nothing', async (_, key) => {
    const player = await signUp(t.app);
    const payload = teamPayload();
    const response = await send(player.token, 'POST', '/api/teams', payload, key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_INVALID',
      message: translate('app.errors.idempotency.keyInvalid'),
    });
    expect(await teamsNamed(payload.name)).toHaveLength(0);
  });

  it('takes a key of 255 printable characters', async () => {
    const response = await send(
      admin.token,
      'POST',
      '/api/test/probe',
      { value: 'long key' },
      'k'.repeat(255),
    );
    expect(response.statusCode).toBe(201);
  });

  it('reports a match result once for two racing reports with one key', async () => {
    const { match, a } = await matchUp(t.app, admin.token, clock, START);
    clock.set(new Date(new Date(match.scheduledAt).getTime() + HOUR));
    const key = randomUUID();
    const url = `/api/matches/${match.id}/result`;
    const eventsOf = async () =>
      (await t.app.db.select().from(matchEvents).where(eq(matchEvents.matchId, match.id))).length;
    const eventsBefore = await eventsOf();
    const [first, second] = await Promise.all([
      send(a.captain.token, 'POST', url, { teamA: 7, teamB: 5 }, key),
      send(a.captain.token, 'POST', url, { teamA: 7, teamB: 5 }, key),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.body).toBe(first.body);
    expect([first, second].filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(first.json().data).toMatchObject({ status: 'Reported', result: { teamA: 7, teamB: 5 } });
    const eventsAfter = await eventsOf();
    expect(eventsAfter).toBeGreaterThan(eventsBefore);
    const replay = await send(a.captain.token, 'POST', url, { teamA: 7, teamB: 5 }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await eventsOf()).toBe(eventsAfter);
    // A different score under the same key is another request.
    expect((await send(a.captain.token, 'POST', url, { teamA: 5, teamB: 7 }, key)).statusCode).toBe(422);
    clock.set(START);
  });

  it('documents the header on the routes that honour it, and only there', () => {
    type Doc = { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };
    const document = t.app.swagger() as unknown as Doc;
    const hasKey = (path: string, method: string) =>
      (document.paths[path]?.[method]?.parameters ?? []).some(
        (parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key',
      );
    expect(hasKey('/api/teams', 'post')).toBe(true);
    expect(hasKey('/api/seasons', 'post')).toBe(true);
    expect(hasKey('/api/digital-ocean/droplets/create', 'post')).toBe(true);
    expect(hasKey('/api/game-sessions/client', 'post')).toBe(true);
    expect(hasKey('/api/matches/{id}/result', 'post')).toBe(true);
    expect(hasKey('/api/matches/{id}/result/confirm', 'post')).toBe(true);
    expect(hasKey('/api/matches/{id}/result/dispute', 'post')).toBe(true);
    expect(hasKey('/api/admin/matches/{id}/result', 'put')).toBe(true);
    expect(hasKey('/api/matches/{id}/proposals', 'post')).toBe(true);
    expect(hasKey('/api/matches/{id}/proposals/{proposalId}/accept', 'post')).toBe(true);
    expect(hasKey('/api/matches/{id}/proposals/{proposalId}/decline', 'post')).toBe(true);
    expect(hasKey('/api/matches/{id}/check-in', 'post')).toBe(true);
    expect(hasKey('/api/matches/{id}/join-code', 'post')).toBe(true);
    expect(hasKey('/api/matches/{id}/server', 'post')).toBe(true);
    expect(hasKey('/api/teams', 'get')).toBe(false);
  });
});
