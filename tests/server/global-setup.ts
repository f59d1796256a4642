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
// Declares the `pgliteTemplate` this set-up provides, as the browser suite's does.
import type {} from '../support/pglite-template';
import { createNamedPostgresDatabase, type ScratchPostgres } from './helpers/databases';

// One migrated database of each kind for the whole server suite: every test app starts from a copy of it
// (tests/server/helpers/app.ts), instead of running initdb and every migration again, which costs seconds
// per app. On PGlite the copy is of the data directory; on PostgreSQL it is CREATE DATABASE ... TEMPLATE.
// Both are the product's own database, migrated the product's own way. The tests of migrations themselves
// start from a copy of the embedded cluster as initdb left it, before any migration: initdb alone takes some
// 3.5 s of CPU and 870 MB of memory, and a test gains nothing by running it again.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The `pglite` directory of an embedded cluster as initdb left it, with no migration applied. */
    pgliteEmptyTemplate: string;
    /** The name of a migrated PostgreSQL database to copy (only when TEST_DATABASE_URL is set). */
    postgresTemplate: string;
    /** The operator CLI (server/src/cli.ts) bundled as `npm run build` bundles the server. */
    adminCli: string;
    /** The server entry (scripts/serve.ts) bundled as `npm run build` bundles it, for the fault tests. */
    serverEntry: string;
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

/** The bundles of the processes the tests start, in a directory of their own under build/. */
interface Bundles {
  directory: string;
  cli: string;
  server: string;
}

/**
 * The operator CLI and the server entry, each as one CommonJS file as `npm run build` makes the server's
 * (they find the migrations from the repository root above them), so each command and each server the
 * tests start runs without compiling TypeScript: through tsx, a server start cost some 5 s more CPU.
 */
async function bundled(): Promise<Bundles> {
  await mkdir(path.join(REPO_ROOT, 'build'), { recursive: true });
  const directory = await mkdtemp(path.join(REPO_ROOT, 'build', 'test-bundles-'));
  const bundle = async (entry: string, name: string) => {
    const file = path.join(directory, name);
    const result = await bundleServerEntry(entry, file);
    for (const output of result.outputFiles) await writeFile(output.path, output.contents);
    return file;
  };
  const [cli, server] = await Promise.all([
    bundle('server/src/cli.ts', 'admin.cjs'),
    bundle('scripts/serve.ts', 'serve.cjs'),
  ]);
  return { directory, cli, server };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vrpl-template-'));
  const emptyDir = await mkdtemp(path.join(os.tmpdir(), 'vrpl-empty-template-'));
  let postgres: ScratchPostgres | null = null;
  let bundles: Bundles | null = null;
  try {
    bundles = await bundled();
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
  project.provide('adminCli', bundles.cli);
  project.provide('serverEntry', bundles.server);
  return tearDown;

  async function tearDown(): Promise<void> {
    await postgres?.drop();
    if (bundles) await rm(bundles.directory, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
    await rm(emptyDir, { recursive: true, force: true });
  }
}
