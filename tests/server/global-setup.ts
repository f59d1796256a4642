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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let templates: Awaited<ReturnType<typeof holdPgliteTemplates>> | null = null;
  let postgres: ScratchPostgres | null = null;
  let bundles: Bundles | null = null;
  try {
    bundles = await bundled();
    templates = await holdPgliteTemplates();
    if (process.env.TEST_DATABASE_URL) {
      // A template database takes no connections of its own: the migration's are closed before any copy.
      const name = `vrpl_template_${randomBytes(6).toString('hex')}`;
      postgres = await createNamedPostgresDatabase(name);
      await migratePostgres(postgres.url);
      project.provide('postgresTemplate', name);
    }
  } catch (error) {
    await tearDown();
    throw error;
  }
  project.provide('pgliteTemplate', templates.migrated);
  project.provide('pgliteEmptyTemplate', templates.empty);
  project.provide('adminCli', bundles.cli);
  project.provide('serverEntry', bundles.server);
  return tearDown;

  async function tearDown(): Promise<void> {
    await postgres?.drop();
    if (bundles) await rm(bundles.directory, { recursive: true, force: true });
    await templates?.release();
  }
}
