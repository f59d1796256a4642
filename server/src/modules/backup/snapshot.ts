import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '@server/db/client';
import { lockDataDir } from '@server/db/data-dir-lock';
import { isInitialised, PGLITE_START_PARAMS } from '@server/db/pglite-memory';
import { pgliteWasmModule } from '@server/db/pglite-wasm';

// A backup of a league on the embedded database is its PGlite data directory as a gzipped tarball, taken
// between two queries of the running server: a crash-consistent copy (data files and write-ahead log at one
// instant), which PostgreSQL's own recovery brings to the last commit when it is opened. The secrets in
// DATA_DIR/secrets.json are not part of it.

/** The whole embedded database as a .tar.gz. */
export async function snapshotPglite(database: Extract<Database, { kind: 'pglite' }>): Promise<Buffer> {
  // Written out first, so the copy needs little of the write-ahead log to recover.
  await database.client.exec('CHECKPOINT');
  const tarball = await database.client.dumpDataDir('gzip');
  return Buffer.from(await tarball.arrayBuffer());
}

export class RestoreRefusedError extends Error {}

/**
 * Unpacks a backup into `dataDir`'s empty database directory and opens it once, so a server starts on the
 * restored league. Refused when the directory already holds a database or a process holds it.
 */
export async function restorePglite(dataDir: string, tarball: Blob): Promise<void> {
  const directory = path.resolve(dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  const lock = await lockDataDir(directory);
  try {
    if (isInitialised(directory) || (await readdir(directory)).length > 0)
      throw new RestoreRefusedError(
        `${directory} already holds a database: restore into an empty DATA_DIR (move this one aside first).`,
      );
    const client = new PGlite(directory, {
      loadDataDir: tarball,
      startParams: [...PGLITE_START_PARAMS],
      pgliteWasmModule: await pgliteWasmModule(),
    });
    await client.waitReady;
    await client.close();
  } finally {
    await lock.release();
  }
}
