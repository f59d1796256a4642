import { rm } from 'node:fs/promises';
import { translate } from '@domain/i18n';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/server-process';
import { copyPglite, temporaryDirectory } from '../helpers/app';
import { type Outcome, runLoad } from './load';
import {
  commandLine,
  descendants,
  isAlive,
  type ServerProcess,
  spawnLogged,
  waitForHealth,
} from './processes';

// A supervisor stops the app the way it started it: SIGTERM to `npm start`. The server npm started must
// get the signal, drain and exit within 10 s, and no request on a keep-alive connection may meet a reset.

const EXIT_BUDGET_MS = 10_000;
/** The first `npm start` of a checkout builds the browser app. */
const START_TIMEOUT_MS = 180_000;

let npm: ServerProcess | null = null;
let dataDir: string | null = null;

afterAll(async () => {
  const pid = npm?.child.pid;
  if (pid) {
    // Whatever the signal left behind (an orphaned server) goes with the process group.
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // all gone
    }
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function gone(pids: number[], timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (pids.some(isAlive)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

describe('SIGTERM to npm start under keep-alive load', () => {
  it(
    'reaches the server, which drains and exits within 10 s with no connection reset',
    async () => {
      dataDir = await temporaryDirectory('vrpl-faults-');
      // A league's database as an earlier start left it: this start is the signal's, not the migrations'.
      await copyPglite(dataDir);
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const spawned = spawnLogged(
        'npm',
        ['start', '--silent'],
        { PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir },
        true,
      );
      npm = { ...spawned, baseUrl };
      await waitForHealth(baseUrl, npm, START_TIMEOUT_MS);
      const npmPid = npm.child.pid ?? 0;
      const family = descendants(npmPid);

      const load = runLoad(baseUrl, 8, () => ({ path: '/api/health' }));
      const answered = () => load.outcomes.filter((outcome) => outcome.result === 200).length;
      while (answered() < 200) await new Promise((resolve) => setTimeout(resolve, 20));

      const signalledAt = Date.now();
      process.kill(npmPid, 'SIGTERM');
      const exited = await gone([npmPid, ...family], EXIT_BUDGET_MS + 5_000);
      const exitMs = Date.now() - signalledAt;
      const outcomes = await load.stop();

      const left = family.filter(isAlive).map((pid) => `${pid} ${commandLine(pid)}`);
      expect(left, 'processes npm start left running').toEqual([]);
      expect(exited).toBe(true);
      expect(exitMs).toBeLessThan(EXIT_BUDGET_MS);

      // Every request got an answer: 200, or the restarting 503 once closing began. A connection attempt
      // after the server stopped listening is refused (never accepted), which is not a reset.
      const describeOutcome = (outcome: Outcome) => `${outcome.result} ${outcome.body.slice(0, 120)}`;
      const resets = outcomes.filter((o) => typeof o.result === 'string' && o.result !== 'ECONNREFUSED');
      expect(resets.map(describeOutcome)).toEqual([]);
      const refused = outcomes.filter((o) => o.result === 503);
      for (const outcome of refused) {
        expect(JSON.parse(outcome.body)).toMatchObject({
          code: 'SHUTTING_DOWN',
          message: translate('app.errors.api.shuttingDown'),
        });
      }
      expect(
        outcomes.filter((o) => typeof o.result === 'number' && o.result !== 200 && o.result !== 503),
      ).toEqual([]);
    },
    START_TIMEOUT_MS + 60_000,
  );
});
