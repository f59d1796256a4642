import { randomBytes } from 'node:crypto';
import { link, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { translate } from '@domain/i18n';

// PGlite is single-process: two processes on one directory corrupt it. The first to open the directory
// creates a lock file beside it holding its pid; another live process finds that pid and refuses to start.
// A lock whose pid is gone (a crash, kill -9) is stale and taken over.
//
// Both steps are atomic, so two processes finding the same dead holder's lock cannot both take it:
// - a lock file appears whole (written under a private name, then hard-linked into place, which fails if
//   the name exists), so nobody ever reads a half-written, "empty" lock;
// - only the process that creates `<lock>.takeover-<dead pid>` (the same link trick) may remove a lock
//   holding that dead pid, and it removes it only if it still holds that pid. Whoever loses the race
//   finds the winner's live pid at the next look and refuses. A takeover file left by a process that
//   died mid-takeover is itself stale and removed the same way.

export const LOCK_FILE = 'pglite.lock';
const TAKEOVER_WAIT_MS = 5_000;

export class DataDirInUseError extends Error {
  constructor(
    readonly directory: string,
    readonly holderPid: number,
  ) {
    super(translate('app.errors.faults.dataDirInUse', { directory, pid: holderPid }));
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/** Takeover files this process holds right now (its own pid in one is not a leftover of an earlier life). */
const takeoversInProgress = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in `file`; 0 when the file holds none (a lock of an older version cut short); null when absent. */
async function holderOf(file: string): Promise<number | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : 0;
}

/** Creates `file` holding this pid, whole or not at all; false when it already exists. */
async function createExclusive(file: string): Promise<boolean> {
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(draft, 'wx');
  try {
    await handle.writeFile(`${process.pid}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Removes `file` if it still holds `deadPid`, racing safely with other processes doing the same. */
async function removeStale(file: string, deadPid: number, deadline: number): Promise<void> {
  const guard = `${file}.takeover-${deadPid}`;
  for (;;) {
    if (await createExclusive(guard)) {
      takeoversInProgress.add(guard);
      try {
        // Safe between the read and the unlink: removing a file that holds deadPid needs this guard.
        if ((await holderOf(file)) === deadPid) await unlink(file);
      } finally {
        takeoversInProgress.delete(guard);
        await unlink(guard);
      }
      return;
    }
    const taker = await holderOf(guard);
    if (taker === null) continue;
    const takerIsLive = taker === process.pid ? takeoversInProgress.has(guard) : taker > 0 && isAlive(taker);
    if (!takerIsLive) {
      await removeStale(guard, taker, deadline);
      continue;
    }
    // Another process is taking this lock over: its result decides.
    if ((await holderOf(file)) !== deadPid) return;
    if (Date.now() > deadline) throw new Error(`could not take over the lock file ${file}`);
    await sleep(10);
  }
}

/** Takes the lock of `directory` (the PGlite files) for this process, or throws DataDirInUseError. */
export async function lockDataDir(directory: string): Promise<DataDirLock> {
  const lockPath = path.join(path.dirname(directory), LOCK_FILE);
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  for (;;) {
    if (await createExclusive(lockPath)) {
      return {
        async release() {
          if ((await holderOf(lockPath)) === process.pid) await unlink(lockPath).catch(() => undefined);
        },
      };
    }
    const holder = await holderOf(lockPath);
    if (holder === null) continue;
    // Our own pid in the file is a lock left by an earlier life of this pid (a container restarted).
    if (holder !== process.pid && holder > 0 && isAlive(holder)) {
      throw new DataDirInUseError(path.dirname(directory), holder);
    }
    if (Date.now() > deadline) throw new Error(`could not take the lock file ${lockPath}`);
    await removeStale(lockPath, holder, deadline);
  }
}
