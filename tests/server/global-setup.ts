import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@server/db/client';
import { migrateDatabase } from '@server/db/migrate';
import type { TestProject } from 'vitest/node';

// One migrated embedded database for the whole server suite: every test app on PGlite starts from a copy
// of it (tests/server/helpers/app.ts), instead of running initdb and every migration again, which costs
// seconds per app. It is the product's own database, made the product's own way.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The `pglite` directory of a migrated embedded database, to copy into a test app's data directory. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vrpl-template-'));
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', path.join(dataDir, 'pglite'));
  return () => rm(dataDir, { recursive: true, force: true });
}
