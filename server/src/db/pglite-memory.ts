import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_INITDB_SCRIPT } from '../paths';

// Sizing the embedded database for a small server: PGlite's own start parameters plus a small
// buffer pool (PostgreSQL's 128 MB default is sized for a dedicated machine; the WebAssembly heap never
// shrinks back), and a new data directory initialised in a child process (initdb's peak stays there).

export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
];

/** Whether `directory` already holds a database cluster (PostgreSQL writes PG_VERSION first). */
export function isInitialised(directory: string): boolean {
  return existsSync(path.join(directory, 'PG_VERSION'));
}

/** Runs initdb for `directory` in a short-lived child process, unless it is a database already. */
export async function initialiseOutOfProcess(directory: string): Promise<void> {
  if (isInitialised(directory)) return;
  await promisify(execFile)(process.execPath, [PGLITE_INITDB_SCRIPT, directory], { timeout: 120_000 });
}
