import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@server/db/client';
import { migrateDatabase } from '@server/db/migrate';
import { initialiseOutOfProcess } from '@server/db/pglite-memory';

// A migrated embedded database for the servers a suite starts with `npm start`: a server whose data directory
// holds a copy of it is up in about 2 s of CPU, against about 11.5 s from an empty data directory (initdb and
// every migration). It is made the product's own way, once for all the projects of a run that ask for it, and
// removed when the last of them lets it go.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The `pglite` directory of a migrated embedded database, to copy into a data directory. */
    pgliteTemplate: string;
  }
}

interface Shared {
  directory: Promise<string>;
  holders: number;
}

/** Held on the global object: each project's global set-up may load this module on its own. */
const SHARED = Symbol.for('vrpb.tests.pgliteTemplate');
const registry = globalThis as { [SHARED]?: Shared };

async function makeTemplate(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vrpb-pglite-template-'));
  try {
    await initialiseOutOfProcess(path.join(dataDir, 'pglite'));
    const database = await openDatabase({ dataDir });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return path.join(dataDir, 'pglite');
}

/** The migrated `pglite` directory, and `release` to call when the caller's servers are gone. */
export async function holdPgliteTemplate(): Promise<{ directory: string; release(): Promise<void> }> {
  let shared = registry[SHARED];
  if (!shared) {
    shared = { directory: makeTemplate(), holders: 0 };
    registry[SHARED] = shared;
  }
  shared.holders += 1;
  const held = shared;
  let directory: string;
  try {
    directory = await held.directory;
  } catch (error) {
    await release();
    throw error;
  }
  return { directory, release };

  async function release(): Promise<void> {
    held.holders -= 1;
    if (held.holders > 0) return;
    if (registry[SHARED] === held) delete registry[SHARED];
    const made = await held.directory.catch(() => null);
    if (made) await rm(path.dirname(made), { recursive: true, force: true });
  }
}
