import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCK_FILE } from '@server/db/data-dir-lock';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryDirectory } from '../helpers/app';
import { REPO_ROOT } from './processes';

// The stale-lock takeover is atomic: processes that find the same dead holder's lock at the same moment
// do not both take it over; exactly one gets the lock and the others name it as the holder.

const CONTENDER = path.join(REPO_ROOT, 'tests', 'server', 'faults', 'lock-contender.ts');
const CONTENDERS = 6;
const ROUNDS = 4;
/** How far ahead of a round its start time is sent, so that every contender is waiting for it. */
const ROUND_LEAD_MS = 1_000;
const HOLD_MS = 1_000;

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (!child.pid) throw new Error('could not start a short-lived process');
  return child.pid;
}

/** A started contender: `ready` resolves when it has loaded, `output` with what it printed after. */
interface Contender {
  child: ChildProcess;
  ready: Promise<void>;
  output: Promise<string>;
  /** Resolves once the contender has printed a line that `matches`. */
  printed(matches: (line: string) => boolean): Promise<void>;
}

function contender(child: ChildProcess): Contender {
  let printed = '';
  const waiters = new Set<() => void>();
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    printed += chunk;
    for (const wake of waiters) wake();
  });
  const printedLine = (matches: (line: string) => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!printed.split('\n').some(matches)) return;
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      check();
    });
  const ready = printedLine((line) => line === 'ready');
  let errors = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    errors += chunk;
  });
  const output = new Promise<string>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(printed.replace(/^ready\n/, ''));
      else reject(new Error(`contender exited with ${code}: ${errors}`));
    });
  });
  // A contender that dies before it is ready fails the test through `output`, not a hang.
  output.catch(() => {});
  const endedOr = (waiting: Promise<void>) => Promise.race([waiting, output.then(() => {})]);
  return { child, ready: endedOr(ready), output, printed: (matches) => endedOr(printedLine(matches)) };
}

/**
 * The contender as one plain JavaScript file in `directory`: six of them started through tsx compiled the
 * same TypeScript six times, some 1.3 s of CPU each.
 */
async function bundledContender(directory: string): Promise<string> {
  const outfile = path.join(directory, 'lock-contender.mjs');
  await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: [CONTENDER],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
  });
  return outfile;
}

describe('the PGlite data-directory lock', () => {
  let dataDir: string;
  let scripts: string;
  let contenderScript: string;
  beforeAll(async () => {
    dataDir = await temporaryDirectory('vrpl-lock-');
    await mkdir(path.join(dataDir, 'pglite'));
    scripts = await temporaryDirectory('vrpl-lock-contender-');
    contenderScript = await bundledContender(scripts);
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(scripts, { recursive: true, force: true });
  });

  it('lets exactly one of several processes take over the same stale lock', { timeout: 60_000 }, async () => {
    const lockPath = path.join(dataDir, LOCK_FILE);
    const contenders = Array.from({ length: CONTENDERS }, () =>
      contender(
        spawn(process.execPath, [contenderScript, path.join(dataDir, 'pglite'), String(HOLD_MS)], {
          cwd: REPO_ROOT,
        }),
      ),
    );
    // The rounds are timed only once every contender has loaded (a start is slow on a loaded machine).
    await Promise.all(contenders.map(({ ready }) => ready));
    for (let round = 0; round < ROUNDS; round++) {
      // Before each round: a lock left by a process that is gone (the previous winner released its own).
      await writeFile(lockPath, `${deadPid()}\n`);
      const start = Date.now() + ROUND_LEAD_MS;
      for (const { child } of contenders) child.stdin?.write(`${start}\n`);
      // The round is over when every contender has said how it went, a winner once it has let go again.
      const roundDone = (line: string) => line.startsWith(`${round} `) && !line.startsWith(`${round} locked`);
      await Promise.all(contenders.map(({ printed }) => printed(roundDone)));
    }
    for (const { child } of contenders) child.stdin?.end();
    const outputs = await Promise.all(contenders.map(({ output }) => output));
    const lines = outputs
      .flatMap((output) => output.trim().split('\n'))
      .filter((line) => !line.includes(' released '));

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
