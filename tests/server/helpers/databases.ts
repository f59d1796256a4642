import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

// Real databases only: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set (a fresh database per
// app, created through that admin URL and dropped afterwards).

export type DatabaseKind = 'pglite' | 'postgres';

export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface ScratchPostgres {
  url: string;
  drop(): Promise<void>;
}

/** The URL of the database `name` on the server of TEST_DATABASE_URL. */
export function postgresUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database named `name`, created empty or as a copy of the database `template`. */
export async function createNamedPostgresDatabase(name: string, template?: string): Promise<ScratchPostgres> {
  await withAdmin((client) =>
    client.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  return {
    url: postgresUrl(name),
    drop: () =>
      withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}

/**
 * A new PostgreSQL database: empty, or with `migrated` a copy of the server suite's migrated template
 * (tests/server/global-setup.ts), which PostgreSQL copies in a fraction of the time the migrations take.
 */
export async function createPostgresDatabase(options: { migrated?: boolean } = {}): Promise<ScratchPostgres> {
  const name = `vrpl_test_${randomBytes(6).toString('hex')}`;
  return createNamedPostgresDatabase(name, options.migrated ? inject('postgresTemplate') : undefined);
}
