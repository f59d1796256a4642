import { type Database, openDatabase } from '@server/db/client';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type ScratchPostgres } from '../helpers/databases';

// A checked-out client whose connection dies is handed back to the pool, which drops it
// (server/src/db/client.ts keepPoolAliveThroughConnectionLoss): the pool never reuses the dead
// connection, and a holder that never releases does not keep its slot. The backend is killed with
// pg_terminate_backend from a separate admin connection.

const POOL_MAX = 10;

/** The node-postgres result of `select pg_backend_pid() as pid` (Db types results for both drivers). */
const pidOf = (result: unknown) => (result as { rows: { pid: number }[] }).rows[0]!.pid;

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL client lost while checked out', () => {
  let scratch: ScratchPostgres;
  let database: Database & { kind: 'postgres' };
  let admin: pg.Client;
  const logged: unknown[] = [];
  beforeAll(async () => {
    scratch = await createPostgresDatabase();
    database = (await openDatabase(
      { dataDir: ':memory:', databaseUrl: scratch.url },
      { error: (entry: unknown) => logged.push(entry) },
    )) as Database & { kind: 'postgres' };
    admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.close();
    await scratch?.drop();
  });

  const backendPid = async (run: (query: string) => Promise<{ rows: { pid: number }[] }>) =>
    (await run('select pg_backend_pid() as pid')).rows[0]!.pid;
  const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);
  const until = async (condition: () => boolean) => {
    const deadline = Date.now() + 5_000;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('condition not met within 5 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('fails the transaction whose backend dies and never hands its connection out again', async () => {
    let pidInTransaction = 0;
    const transaction = database.db.transaction(async (tx) => {
      pidInTransaction = pidOf(await tx.execute(sql`select pg_backend_pid() as pid`));
      await terminate(pidInTransaction);
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    await until(() => database.pool.totalCount === 0);

    // Every later query runs on a live connection, never on the terminated backend.
    for (let i = 0; i < POOL_MAX + 2; i++) {
      const pid = pidOf(await database.db.execute(sql`select pg_backend_pid() as pid`));
      expect(pid).not.toBe(pidInTransaction);
    }
  });

  it('frees the slot of a holder that never releases its dead client', async () => {
    // More dead, never-released clients than the pool has slots: without the hand-back the pool would be
    // exhausted and the query below would time out after 5 s.
    const abandoned: pg.PoolClient[] = [];
    for (let i = 0; i < POOL_MAX + 1; i++) {
      const client = await database.pool.connect();
      abandoned.push(client);
      const before = logged.length;
      await terminate(await backendPid((query) => client.query(query)));
      await until(() => logged.length > before);
      // Handed back and dropped: the pool holds no connection any more.
      await until(() => database.pool.totalCount === 0);
    }
    expect(database.pool.totalCount).toBe(0);
    const pid = pidOf(await database.db.execute(sql`select pg_backend_pid() as pid`));
    expect(abandoned.length).toBeGreaterThan(POOL_MAX);
    expect(pid).toBeGreaterThan(0);
    // The holder's own late release is harmless.
    for (const client of abandoned) expect(() => client.release()).not.toThrow();
  });
});
