import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { translate } from '@domain/i18n';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { acknowledgedIds, adminToken, type Outcome, roleWrites, runLoad } from './load';
import { createCluster, type PrivateCluster, postgresBinDir } from './postgres-cluster';
import { type ServerProcess, startServerProcess } from './processes';

// PostgreSQL restarts under the server while it writes: the process stays up, requests caught by the
// outage answer 503 with the envelope (never 500, never a dropped connection), writes succeed again within
// 5 s of the database being back, /api/health says 503 meanwhile, and no acknowledged write is lost.

const binDir = postgresBinDir();
const RESTARTS = 3;
const DOWN_MS = 1_000;
const RECOVERY_BUDGET_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (server && server.child.exitCode !== null) {
      throw new Error(`the server process died (exit ${server.child.exitCode}):\n${server.output()}`);
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

let cluster: PrivateCluster | null = null;
let server: ServerProcess | null = null;
let dataDir: string | null = null;

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await cluster?.destroy();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// Needs PostgreSQL's own binaries (initdb, pg_ctl) under /usr/lib/postgresql; .ci/run installs them.
describe.skipIf(!binDir)('a PostgreSQL restart under write load', () => {
  it(`keeps the server up through ${RESTARTS} restarts: 503s only while down, recovery < 5 s, no acknowledged write lost`, async () => {
    cluster = await createCluster(binDir ?? '');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vrpl-faults-'));
    server = await startServerProcess({ DATABASE_URL: cluster.url, DATA_DIR: dataDir });
    const token = await adminToken(server.baseUrl);
    const writes = runLoad(server.baseUrl, 4, roleWrites(token, 'pg'));
    const health = runLoad(server.baseUrl, 1, () => ({ path: '/api/health' }), 50);
    const created = (after: number) =>
      writes.outcomes.filter((outcome) => outcome.result === 201 && outcome.at > after).length;

    const outages: { down: number; up: number }[] = [];
    const recoveries: number[] = [];
    try {
      for (let restart = 0; restart < RESTARTS; restart += 1) {
        const since = Date.now();
        await waitFor('writes before the restart', () => created(since) >= 10, 20_000);
        const down = Date.now();
        await cluster.stop();
        await sleep(DOWN_MS);
        await cluster.start();
        const up = Date.now();
        outages.push({ down, up });
        await waitFor('a write after the restart', () => created(up) > 0, 20_000);
        const firstWrite = writes.outcomes.find((outcome) => outcome.result === 201 && outcome.at > up);
        recoveries.push((firstWrite?.at ?? Number.POSITIVE_INFINITY) - up);
      }
      await sleep(500);
    } finally {
      await Promise.all([writes.stop(), health.stop()]);
    }

    const during = (outcome: Outcome) =>
      outages.some(({ down, up }) => outcome.at >= down && outcome.at <= up + RECOVERY_BUDGET_MS);
    const describeOutcome = (outcome: Outcome) => `${outcome.result} ${outcome.body.slice(0, 200)}`;

    expect(server.child.exitCode, server.output()).toBeNull();
    expect(server.child.signalCode).toBeNull();
    // Every write either succeeded or, while the database was away, said so with a 503 envelope.
    const unexpected = writes.outcomes.filter((outcome) => outcome.result !== 201 && outcome.result !== 503);
    expect(unexpected.map(describeOutcome)).toEqual([]);
    const unavailable = writes.outcomes.filter((outcome) => outcome.result === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable.filter((outcome) => !during(outcome)).map(describeOutcome)).toEqual([]);
    for (const outcome of unavailable) {
      expect(JSON.parse(outcome.body)).toMatchObject({
        success: false,
        code: 'DATABASE_UNAVAILABLE',
        message: translate('app.errors.faults.databaseUnavailable'),
      });
    }
    // The health check said 503 during every outage, and only then.
    for (const { down, up } of outages) {
      expect(health.outcomes.some((o) => o.result === 503 && o.at >= down && o.at <= up)).toBe(true);
    }
    expect(health.outcomes.filter((o) => o.result !== 200 && !during(o)).map(describeOutcome)).toEqual([]);
    for (const recovery of recoveries) expect(recovery).toBeLessThan(RECOVERY_BUDGET_MS);

    const acknowledged = acknowledgedIds(writes.outcomes);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number }>('select id from roles where id = any($1)', [
        acknowledged,
      ]);
      const stored = new Set(rows.map((row) => row.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await client.end();
    }
  }, 120_000);
});
