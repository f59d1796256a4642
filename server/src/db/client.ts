import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { type Config, MEMORY_DATA_DIR } from '../config';
import { lockDataDir } from './data-dir-lock';
import { initialiseOutOfProcess, PGLITE_START_PARAMS } from './pglite-memory';
import { withNamedStatements } from './pglite-statements';
import { pgliteWasmModule } from './pglite-wasm';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: everything we write goes through the pg-core query builder. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: repositories accept both. */
export type Queryable = Db | Tx;

export type Database =
  | { kind: 'pglite'; db: Db; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close: () => Promise<void> };

type Logger = Pick<FastifyBaseLogger, 'error'>;

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  logger: Logger = console,
): Promise<Database> {
  if (config.databaseUrl) return await openPostgres(config.databaseUrl, logger);
  return openPglite(config.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (dataDir === MEMORY_DATA_DIR) {
    const client = new PGlite({
      startParams: [...PGLITE_START_PARAMS],
      pgliteWasmModule: await pgliteWasmModule(),
    });
    await client.waitReady;
    return pgliteDatabase(client, () => client.close());
  }
  const directory = path.resolve(dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  const lock = await lockDataDir(directory);
  try {
    await initialiseOutOfProcess(directory);
    const client = new PGlite(directory, {
      startParams: [...PGLITE_START_PARAMS],
      pgliteWasmModule: await pgliteWasmModule(),
    });
    await client.waitReady;
    return pgliteDatabase(client, async () => {
      await client.close();
      await lock.release();
    });
  } catch (error) {
    await lock.release();
    throw error;
  }
}

function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  // Drizzle's PGlite driver calls only `query` and `transaction`, which the named-statement client keeps.
  const statements = withNamedStatements(client) as unknown as PGlite;
  const db: Db = drizzlePglite({ client: statements, schema, casing: 'snake_case' });
  return { kind: 'pglite', db, client, close };
}

// The PostgreSQL driver is loaded only when it is used: a server on the embedded database never needs it.
async function openPostgres(connectionString: string, logger: Logger): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzleNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  keepPoolAliveThroughConnectionLoss(pool, logger);
  const db: Db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  return { kind: 'postgres', db, pool, close: () => pool.end() };
}

/**
 * A PostgreSQL restart or a dropped connection must not stop the process. pg emits 'error' on the client
 * whose connection broke; the pool listens only while the client is idle, so an unhandled 'error' on a
 * client checked out (a transaction in flight) would kill the process. Every client gets a listener for
 * its whole life. A checked-out client that broke is also handed back to the pool (which drops it): its
 * holder's queries fail and the request answers 503, but a holder that never releases (Drizzle when BEGIN
 * itself fails) would otherwise keep the dead client's pool slot forever.
 */
function keepPoolAliveThroughConnectionLoss(pool: pg.Pool, logger: Logger): void {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      logger.error({ err: error }, 'PostgreSQL connection lost');
      if (!checkedOut.has(client)) return;
      client.release(error);
      // The holder's own release comes later and must not throw "already released".
      client.release = () => {};
    });
  });
  // The pool re-emits an idle client's error here: already logged by the client's listener above.
  pool.on('error', () => {});
}
