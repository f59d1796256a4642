import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@server/db/client';
import { migrateDatabase } from '@server/db/migrate';
import { initialiseOutOfProcess } from '@server/db/pglite-memory';
import { REPO_ROOT } from '@server/paths';
import type { TestProject } from 'vitest/node';
import { bundleServerEntry } from '../../scripts/server-bundle.mjs';
import { createNamedPostgresDatabase, type ScratchPostgres } from './helpers/databases';

// One migrated database of each kind for the whole server suite: every test app starts from a copy of it
// (tests/server/helpers/app.ts), instead of running initdb and every migration again, which costs seconds
// per app. On PGlite the copy is of the data directory; on PostgreSQL it is CREATE DATABASE ... TEMPLATE.
// Both are the product's own database, migrated the product's own way. The tests of migrations themselves
// start from a copy of the embedded cluster as initdb left it, before any migration: initdb alone takes some
// 3.5 s of CPU and 870 MB of memory, and a test gains nothing by running it again.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The `pglite` directory of a migrated embedded database, to copy into a test app's data directory. */
    pgliteTemplate: string;
    /** The `pglite` directory of an embedded cluster as initdb left it, with no migration applied. */
    pgliteEmptyTemplate: string;
    /** The name of a migrated PostgreSQL database to copy (only when TEST_DATABASE_URL is set). */
    postgresTemplate: string;
    /** The operator CLI (server/src/cli.ts) bundled as `npm run build` bundles the server. */
    adminCli: string;
  }
}

async function migrated(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
}

/**
 * The operator CLI as one CommonJS file in a directory of its own under build/ (it finds the migrations
 * from the repository root above it), so each command the tests run starts without compiling TypeScript.
 */
async function bundledCli(): Promise<{ file: string; directory: string }> {
  await mkdir(path.join(REPO_ROOT, 'build'), { recursive: true });
  const directory = await mkdtemp(path.join(REPO_ROOT, 'build', 'test-cli-'));
  const file = path.join(directory, 'admin.cjs');
  const result = await bundleServerEntry('server/src/cli.ts', file);
  for (const output of result.outputFiles) await writeFile(output.path, output.contents);
  return { file, directory };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vrpl-template-'));
  const emptyDir = await mkdtemp(path.join(os.tmpdir(), 'vrpl-empty-template-'));
  let postgres: ScratchPostgres | null = null;
  let cli: { file: string; directory: string } | null = null;
  try {
    cli = await bundledCli();
    await initialiseOutOfProcess(path.join(emptyDir, 'pglite'));
    await cp(path.join(emptyDir, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    await migrated(dataDir, undefined);
    if (process.env.TEST_DATABASE_URL) {
      // A template database takes no connections of its own: the migration's are closed before any copy.
      const name = `vrpl_template_${randomBytes(6).toString('hex')}`;
      postgres = await createNamedPostgresDatabase(name);
      await migrated(dataDir, postgres.url);
      project.provide('postgresTemplate', name);
    }
  } catch (error) {
    await tearDown();
    throw error;
  }
  project.provide('pgliteTemplate', path.join(dataDir, 'pglite'));
  project.provide('pgliteEmptyTemplate', path.join(emptyDir, 'pglite'));
  project.provide('adminCli', cli.file);
  return tearDown;

  async function tearDown(): Promise<void> {
    await postgres?.drop();
    if (cli) await rm(cli.directory, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
    await rm(emptyDir, { recursive: true, force: true });
  }
}
