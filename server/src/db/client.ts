import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type Config, MEMORY_DATA_DIR } from '../config';
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
  if (config.databaseUrl) return openPostgres(config.databaseUrl, logger);
  return openPglite(config.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  let client: PGlite;
  if (dataDir === MEMORY_DATA_DIR) {
    client = new PGlite();
  } else {
    const directory = path.resolve(dataDir, 'pglite');
    await mkdir(directory, { recursive: true });
    client = new PGlite(directory);
  }
  await client.waitReady;
  const db: Db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return { kind: 'pglite', db, client, close: () => client.close() };
}

function openPostgres(connectionString: string, logger: Logger): Database {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection emits here; unhandled, it would kill the process.
  pool.on('error', (error) => logger.error({ err: error }, 'PostgreSQL connection error'));
  const db: Db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  return { kind: 'postgres', db, pool, close: () => pool.end() };
}
