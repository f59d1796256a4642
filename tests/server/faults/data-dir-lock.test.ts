import { execFile, spawnSync } from 'node:child_process';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { LOCK_FILE } from '@server/db/data-dir-lock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryDirectory } from '../helpers/app';
import { REPO_ROOT } from './processes';

// The stale-lock takeover is atomic: processes that find the same dead holder's lock at the same moment
// do not both take it over; exactly one gets the lock and the others name it as the holder.

const run = promisify(execFile);
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const CONTENDER = path.join(REPO_ROOT, 'tests', 'server', 'faults', 'lock-contender.ts');
const CONTENDERS = 6;
const ROUNDS = 4;
const ROUND_MS = 1_500;
const HOLD_MS = 1_000;

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (!child.pid) throw new Error('could not start a short-lived process');
  return child.pid;
}

describe('the PGlite data-directory lock', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await temporaryDirectory('vrpl-lock-');
    await mkdir(path.join(dataDir, 'pglite'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('lets exactly one of several processes take over the same stale lock', { timeout: 60_000 }, async () => {
    const lockPath = path.join(dataDir, LOCK_FILE);
    // Time for every contender to start (tsx on a loaded machine) before the first round.
    const first = Date.now() + 8_000;
    const starts = Array.from({ length: ROUNDS }, (_, round) => first + round * ROUND_MS);
    const contenders = Array.from({ length: CONTENDERS }, () =>
      run(TSX, [CONTENDER, path.join(dataDir, 'pglite'), starts.join(','), String(HOLD_MS)], {
        cwd: REPO_ROOT,
      }),
    );
    // Before each round: a lock left by a process that is gone (the previous winner released its own).
    for (const start of starts) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, start - 300 - Date.now())));
      await writeFile(lockPath, `${deadPid()}\n`);
    }
    const outputs = (await Promise.all(contenders)).map((result) => result.stdout);
    const lines = outputs.flatMap((output) => output.trim().split('\n'));

    for (let round = 0; round < ROUNDS; round++) {
      const outcomes = lines.filter((line) => line.startsWith(`${round} `)).map((line) => line.split(' '));
      expect(outcomes, `round ${round}: ${JSON.stringify(outcomes)}`).toHaveLength(CONTENDERS);
      const racing = outcomes.filter(([, outcome]) => outcome !== 'late');
      expect(racing.length, `round ${round}: fewer than two contenders on time`).toBeGreaterThanOrEqual(2);
      const winners = outcomes.filter(([, outcome]) => outcome === 'locked');
      expect(winners, `round ${round}: ${JSON.stringify(outcomes)}`).toHaveLength(1);
      const winner = winners[0]![2];
      for (const [, outcome, pid] of racing.filter(([, outcome]) => outcome !== 'locked')) {
        expect([outcome, pid]).toEqual(['in-use', winner]);
      }
    }
    // Nothing is left behind: no lock, no takeover or draft files.
    expect(await readdir(dataDir)).toEqual(['pglite']);
  });
});
