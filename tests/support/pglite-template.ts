import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@server/db/client';
import { migrateDatabase } from '@server/db/migrate';
import { initialiseOutOfProcess } from '@server/db/pglite-memory';
import { copyPgliteInto } from './copy-pglite';

// The embedded database the suites start from, made once for all the projects of a run that ask for it, the
// product's own way, and removed when the last of them lets it go:
// - migrated, for the servers a suite starts with `npm start` and the server tests' apps: a server whose data
//   directory holds a copy of it is up in about 2 s of CPU, against about 11.5 s from an empty data directory
//   (initdb and every migration);
// - as initdb left it, before any migration, for the tests of migrations themselves: initdb alone takes some
//   3.5 s of CPU and 870 MB of memory, and a test gains nothing by running it again.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The `pglite` directory of a migrated embedded database, to copy into a data directory. */
    pgliteTemplate: string;
    /** The `pglite` directory of an embedded cluster as initdb left it, with no migration applied. */
    pgliteEmptyTemplate: string;
  }
}

/** The two `pglite` directories to copy from. */
export interface PgliteTemplates {
  migrated: string;
  empty: string;
}

/** The templates, in the one folder that holds both. */
interface MadeTemplates extends PgliteTemplates {
  folder: string;
}

interface Shared {
  templates: Promise<MadeTemplates>;
  holders: number;
}

/** Held on the global object: each project's global set-up may load this module on its own. */
const SHARED = Symbol.for('vrpb.tests.pgliteTemplates');
const registry = globalThis as { [SHARED]?: Shared };

async function makeTemplates(): Promise<MadeTemplates> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'vrpb-pglite-templates-'));
  const emptyDataDir = path.join(folder, 'empty');
  const migratedDataDir = path.join(folder, 'migrated');
  try {
    await Promise.all([mkdir(emptyDataDir), mkdir(migratedDataDir)]);
    await initialiseOutOfProcess(path.join(emptyDataDir, 'pglite'));
    await copyPgliteInto(path.join(emptyDataDir, 'pglite'), migratedDataDir);
    const database = await openDatabase({ dataDir: migratedDataDir });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    folder,
    empty: path.join(emptyDataDir, 'pglite'),
    migrated: path.join(migratedDataDir, 'pglite'),
  };
}

/** The two `pglite` directories, and `release` to call when the caller's servers and apps are gone. */
export async function holdPgliteTemplates(): Promise<PgliteTemplates & { release(): Promise<void> }> {
  let shared = registry[SHARED];
  if (!shared) {
    shared = { templates: makeTemplates(), holders: 0 };
    registry[SHARED] = shared;
  }
  shared.holders += 1;
  const held = shared;
  let templates: MadeTemplates;
  try {
    templates = await held.templates;
  } catch (error) {
    await release();
    throw error;
  }
  return { empty: templates.empty, migrated: templates.migrated, release };

  async function release(): Promise<void> {
    held.holders -= 1;
    if (held.holders > 0) return;
    if (registry[SHARED] === held) delete registry[SHARED];
    const made = await held.templates.catch(() => null);
    if (made) await rm(made.folder, { recursive: true, force: true });
  }
}
