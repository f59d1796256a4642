import { accessSync, constants, statfsSync } from 'node:fs';

/** Linux's shared-memory file system: what is written there stays in memory. */
const MEMORY_FILE_SYSTEM = '/dev/shm';
/**
 * Room the suites may need there at once, with plenty to spare: each embedded database a test opens is a
 * 41 MB copy, a scratch PostgreSQL cluster about as much, and two test files run at a time.
 */
const ROOM_NEEDED_BYTES = 2 * 1024 ** 3;

/**
 * Where the test suites' scratch files go (data directories, copies of the migrated database, PostgreSQL
 * clusters, nginx's files): the operator's TMPDIR when they set one; otherwise the memory file system when
 * it has room, because creating and deleting the 1,240 files of every database copy on disk cost the
 * server tests about 60 s of the kernel's CPU in a run (docs/perf/ci-time.md); otherwise the system's
 * temporary directory (undefined: leave TMPDIR unset).
 */
export function scratchRoot(): string | undefined {
  if (process.env.TMPDIR) return process.env.TMPDIR;
  try {
    accessSync(MEMORY_FILE_SYSTEM, constants.W_OK);
    const { bavail, bsize } = statfsSync(MEMORY_FILE_SYSTEM);
    return bavail * bsize >= ROOM_NEEDED_BYTES ? MEMORY_FILE_SYSTEM : undefined;
  } catch {
    return undefined;
  }
}
