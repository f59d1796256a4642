import { CHANGE_NOTICES_CONNECTION, coalescedFence } from '@server/db/change-notices';
import { users } from '@server/db/schema';
import type { App } from '@server/http/types';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { login, me, signUp } from './helpers/api';
import { eventually, twoInstancesOnPostgres } from './helpers/game-servers';
import { call, createTeam, decide } from './helpers/teams';

// Caches kept on one instance and written from another (db/change-notices.ts, decision 0024): a request
// that arrives after a write committed anywhere sees it, because it waits for the notices of every write
// committed before it; a lost listening connection drops everything kept once it is back.

describe('a fence shared by its callers', () => {
  it('answers each call from a send that started after it, sharing one send among those who waited', async () => {
    const sends: ((value: boolean) => void)[] = [];
    const fence = coalescedFence(() => new Promise<boolean>((resolve) => sends.push(resolve)));
    const first = fence.caughtUp();
    expect(sends).toHaveLength(1);
    // These came while the first send was in flight: the first send may predate them, so they share the next.
    const second = fence.caughtUp();
    const third = fence.caughtUp();
    expect(sends).toHaveLength(1);
    sends[0]!(true);
    expect(await first).toBe(true);
    await eventually(async () => (sends.length === 2 ? true : undefined));
    sends[1]!(false);
    expect(await second).toBe(false);
    expect(await third).toBe(false);
    expect(sends).toHaveLength(2);
  });

  it('answers at once a call whose moment a passed send started after, and never from a failed one', async () => {
    const sends: ((value: boolean) => void)[] = [];
    const fence = coalescedFence(() => new Promise<boolean>((resolve) => sends.push(resolve)));
    const arrived = performance.now();
    const first = fence.caughtUp(arrived);
    expect(fence.passedSince(arrived)).toBe(false);
    sends[0]!(true);
    expect(await first).toBe(true);
    // A second cache of the same request: the send above started after the request arrived.
    expect(fence.passedSince(arrived)).toBe(true);
    expect(await fence.caughtUp(arrived)).toBe(true);
    expect(sends).toHaveLength(1);
    // A request that arrived later needs a send of its own.
    const laterArrival = performance.now() + 1;
    expect(fence.passedSince(laterArrival)).toBe(false);
    const later = fence.caughtUp(laterArrival);
    expect(sends).toHaveLength(2);
    sends[1]!(false);
    expect(await later).toBe(false);
    const failedAt = performance.now();
    expect(fence.passedSince(failedAt)).toBe(false);
    const afterFailure = fence.caughtUp(failedAt);
    expect(sends).toHaveLength(3);
    sends[2]!(true);
    expect(await afterFailure).toBe(true);
  });
});

/** A player signed up on instance B, and their access token on A (each instance signs its own). */
async function playerOnBoth(a: App, b: App) {
  const player = await signUp(b);
  const signedIn = await login(a, player.credentials.email, player.credentials.password);
  return { ...player, tokenOnA: signedIn.json<{ token: string }>().token };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('change notices across two instances on PostgreSQL', () => {
  const instances = twoInstancesOnPostgres();

  it('counts a rename and a new team made on one instance on the next request to the other', async () => {
    const { a, b } = instances;
    // The first account of the database: the league's admin, who approves teams.
    const admin = await signUp(b.app);
    const player = await playerOnBoth(a.app, b.app);
    expect((await me(a.app, player.tokenOnA)).json().data.displayName).toBe(player.credentials.displayName);
    expect((await call(a.app, player.tokenOnA, 'GET', '/api/teams')).json().data).toEqual([]);

    const renamed = await call(b.app, player.token, 'PUT', `/api/users/${player.userId}`, {
      displayName: 'Renamed On B',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await me(a.app, player.tokenOnA)).json().data.displayName).toBe('Renamed On B');

    const team = await createTeam(b.app, player.token, { name: 'Notice Board' });
    await decide(b.app, admin.token, team.id, 'Approved');
    const listed = (await call(a.app, player.tokenOnA, 'GET', '/api/teams')).json().data as {
      name: string;
    }[];
    expect(listed.map((team) => team.name)).toEqual(['Notice Board']);

    await b.app.db.update(users).set({ displayName: 'Renamed By SQL' }).where(eq(users.id, player.userId));
    expect((await me(a.app, player.tokenOnA)).json().data.displayName).toBe('Renamed By SQL');
  });

  it('forgets everything it kept when its lost listening connection is back', async () => {
    const { a, b } = instances;
    const player = await playerOnBoth(a.app, b.app);
    expect((await me(a.app, player.tokenOnA)).json().data.displayName).toBe(player.credentials.displayName);
    // A write the database does not announce: instance A keeps showing what it holds.
    await b.app.db.execute(sql`alter table users disable trigger users_updated_sessions`);
    await b.app.db.update(users).set({ displayName: 'Unannounced' }).where(eq(users.id, player.userId));
    await b.app.db.execute(sql`alter table users enable trigger users_updated_sessions`);
    expect((await me(a.app, player.tokenOnA)).json().data.displayName).toBe(player.credentials.displayName);

    const listening = sql`datname = current_database() and application_name = ${CHANGE_NOTICES_CONNECTION}`;
    const [killed] = await b.app.db
      .select({ at: sql<string>`now()::text`, count: sql<number>`count(pg_terminate_backend(pid))::int` })
      .from(sql`pg_stat_activity`)
      .where(listening);
    expect(killed?.count).toBe(2);
    // Both instances open their listening connection again.
    await eventually(async () => {
      const [reopened] = await b.app.db
        .select({ count: sql<number>`count(*)::int` })
        .from(sql`pg_stat_activity`)
        .where(sql`${listening} and backend_start > ${killed!.at}::timestamptz`);
      return reopened?.count === 2 ? true : undefined;
    });
    expect((await me(a.app, player.tokenOnA)).json().data.displayName).toBe('Unannounced');
  });
});
