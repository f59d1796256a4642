import { open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '../../../domain/messages';

// PGlite is single-process: two processes on one directory corrupt it. The first to open the directory
// writes its pid into a lock file beside it; another live process finds that pid and refuses to start.
// A lock whose pid is gone (a crash, kill -9) is stale and taken over.

export const LOCK_FILE = 'pglite.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly directory: string,
    readonly holderPid: number,
  ) {
    super(messages.faults.dataDirInUse(directory, holderPid));
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holderOf(lockPath: string): Promise<number | null> {
  const text = await readFile(lockPath, 'utf8').catch(() => '');
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Takes the lock of `directory` (the PGlite files) for this process, or throws DataDirInUseError. */
export async function lockDataDir(directory: string): Promise<DataDirLock> {
  const lockPath = path.join(path.dirname(directory), LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const file = await open(lockPath, 'wx');
      await file.writeFile(`${process.pid}\n`);
      await file.sync();
      await file.close();
      return {
        async release() {
          if ((await holderOf(lockPath)) === process.pid) await unlink(lockPath).catch(() => undefined);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await holderOf(lockPath);
    // Our own pid in the file is a lock left by an earlier life of this pid (a container restarted).
    if (holder !== null && holder !== process.pid && isAlive(holder)) {
      throw new DataDirInUseError(path.dirname(directory), holder);
    }
    await unlink(lockPath).catch(() => undefined);
  }
  throw new Error(`could not take the lock file ${lockPath}`);
}
