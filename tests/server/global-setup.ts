import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEMORY_DATA_DIR } from '@server/config';
import { openDatabase } from '@server/db/client';
import { migrateDatabase } from '@server/db/migrate';
import { REPO_ROOT } from '@server/paths';
import type { TestProject } from 'vitest/node';
import { bundleServerEntry } from '../../scripts/server-bundle.mjs';
import { holdPgliteTemplates } from '../support/pglite-template';
import { settled } from '../support/settled';
import { createNamedPostgresDatabase, type ScratchPostgres } from './helpers/databases';

// One migrated database of each kind for the whole server suite: every test app starts from a copy of it
// (tests/server/helpers/app.ts), instead of running initdb and every migration again, which costs seconds
// per app. On PGlite the copy is of the data directory (tests/support/pglite-template.ts, which also keeps
// the cluster as initdb left it, for the tests of migrations); on PostgreSQL it is CREATE DATABASE ...
// TEMPLATE. Both are the product's own database, migrated the product's own way.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The name of a migrated PostgreSQL database to copy (only when TEST_DATABASE_URL is set). */
    postgresTemplate: string;
    /** The operator CLI (server/src/cli.ts) bundled as `npm run build` bundles the server. */
    adminCli: string;
    /** The server entry (scripts/serve.ts) bundled as `npm run build` bundles it, for the fault tests. */
    serverEntry: string;
  }
}

/** Migrates the PostgreSQL database at `databaseUrl` (no embedded data directory is opened beside it). */
async function migratePostgres(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir: MEMORY_DATA_DIR });
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

/** A migrated PostgreSQL database to copy (a template takes no connections of its own once migrated). */
async function migratedPostgresTemplate(): Promise<{ name: string; database: ScratchPostgres }> {
  const name = `vrpl_template_${randomBytes(6).toString('hex')}`;
  const database = await createNamedPostgresDatabase(name);
  try {
    await migratePostgres(database.url);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return { name, database };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The three are independent and each waits on other processes much of the time (esbuild, initdb's child,
  // the PostgreSQL server), so they run side by side; the run's first test waits for all three.
  const [bundles, templates, postgres] = await Promise.allSettled([
    bundled(),
    holdPgliteTemplates(),
    process.env.TEST_DATABASE_URL ? migratedPostgresTemplate() : Promise.resolve(null),
  ]);
  const tearDown = async (): Promise<void> => {
    if (postgres.status === 'fulfilled') await postgres.value?.database.drop();
    if (bundles.status === 'fulfilled') await rm(bundles.value.directory, { recursive: true, force: true });
    if (templates.status === 'fulfilled') await templates.value.release();
  };
  try {
    const template = settled(postgres);
    if (template) project.provide('postgresTemplate', template.name);
    project.provide('pgliteTemplate', settled(templates).migrated);
    project.provide('pgliteEmptyTemplate', settled(templates).empty);
    project.provide('adminCli', settled(bundles).cli);
    project.provide('serverEntry', settled(bundles).server);
  } catch (error) {
    await tearDown();
    throw error;
  }
  return tearDown;
}
