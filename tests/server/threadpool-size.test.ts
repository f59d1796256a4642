import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '@server/app';
import { describe, expect, it } from 'vitest';

// scripts/size-threadpool.cjs, the preload of `npm start` and `npm run dev:server`: libuv's pool (where argon2
// runs) gets one thread per available CPU unless UV_THREADPOOL_SIZE says otherwise, and a bad value stops
// the start with one line naming the variable.

const run = promisify(execFile);
const PRELOAD = path.join(REPO_ROOT, 'scripts', 'size-threadpool.cjs');

/** A node started with the preload and `env`: the UV_THREADPOOL_SIZE it ends up with, after the pool ran. */
async function startWith(env: Record<string, string | undefined>) {
  const { UV_THREADPOOL_SIZE: _inherited, ...inherited } = process.env;
  // An ES module entry, as the server's is; it uses the pool, then counts its own threads.
  const script =
    "import { readdirSync } from 'node:fs'; import { readFile } from 'node:fs/promises';" +
    'await readFile(process.execPath, { length: 1 }).catch(() => {});' +
    "console.log(JSON.stringify({ size: process.env.UV_THREADPOOL_SIZE, threads: readdirSync('/proc/self/task').length }));";
  const { stdout } = await run(
    process.execPath,
    ['--require', PRELOAD, '--input-type=module', '--eval', script],
    { env: { ...inherited, ...env } },
  );
  return JSON.parse(stdout) as { size: string; threads: number };
}

describe('the thread-pool preload', () => {
  it('sizes the pool to the available CPUs when UV_THREADPOOL_SIZE is unset or empty', async () => {
    expect((await startWith({})).size).toBe(String(availableParallelism()));
    expect((await startWith({ UV_THREADPOOL_SIZE: '' })).size).toBe(String(availableParallelism()));
  });

  // Set too late, the size would be libuv's default of 4 whatever the preload wrote (on a 4-CPU machine the
  // two cannot be told apart).
  it.runIf(existsSync('/proc/self/task'))('takes effect: the pool starts after the preload', async () => {
    const sized = await startWith({});
    const twoMore = await startWith({ UV_THREADPOOL_SIZE: String(availableParallelism() + 2) });
    expect(twoMore.threads - sized.threads).toBe(2);
  });

  it('stops the start on a value that is not a thread count', async () => {
    for (const value of ['abc', '0', '1025', '2.5']) {
      const failed = startWith({ UV_THREADPOOL_SIZE: value });
      await expect(failed).rejects.toMatchObject({
        code: 1,
        stderr: `Invalid configuration: UV_THREADPOOL_SIZE must be an integer between 1 and 1024 (got "${value}")\n`,
      });
    }
  });

  it('is what npm start and npm run dev:server load first', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe('exec node --require ./scripts/size-threadpool.cjs scripts/start.mjs');
    expect(scripts['dev:server']).toContain('--require ./scripts/size-threadpool.cjs ');
  });
});
