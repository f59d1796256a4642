import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { translate } from '@domain/i18n';
import { MATCH_BEST_OF, roundsToWin } from '@domain/matches';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameServerAgent } from '../../tools/game-server-sim/agent';
import { E2E_ACCESS_CODE, liveSeasonThroughApi } from '../e2e/api';
import { type ServerProcess, spawnLogged, waitForHealth } from '../server/faults/processes';
import { createPostgresDatabase, type ScratchPostgres } from '../server/helpers/databases';
import { freePort } from '../support/server-process';

// deploy/nginx/league.conf in front of two built API instances on one PostgreSQL, as an operator runs them:
// under a steady stream of reads, sign-ins, result decisions with an Idempotency-Key and a live-view
// stream through nginx, one instance is stopped with SIGTERM, started again, and then the other is killed
// with SIGKILL. No read may fail (nginx sends a request that meets a dead or draining instance to the other
// one); every write is acknowledged once or refused with an envelope, and a refused one left no effect, so
// it is safe to send again (none lost, none doubled); the live stream and a game server's WebSocket are
// open again, through the surviving instance, within 5 s of each loss.

const NGINX = '/usr/sbin/nginx';
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const RECONNECT_LIMIT_MS = 5_000;
/** How long a client keeps retrying one write before it gives up and reports it refused. */
const WRITE_RETRY_FOR_MS = 15_000;

/** The environment the product's own start uses (the browser suite builds with the same), so one build serves all. */
const BUILD_ENV = { NODE_ENV: 'production' };

/** Builds the browser app and the server unless they are current, once, before the instances start. */
function ensureBuilt(): void {
  const built = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...BUILD_ENV },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the build failed:\n${built.stdout}\n${built.stderr}`);
}

/** The built server, started as `npm start` starts it (scripts/start.mjs), healthy on `port`. */
async function startBuiltInstance(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const spawned = spawnLogged(
    process.execPath,
    ['--require', './scripts/size-threadpool.cjs', 'scripts/start.mjs'],
    { ...BUILD_ENV, ...env, PORT: String(port), PUBLIC_URL: baseUrl },
  );
  const server = { ...spawned, baseUrl };
  await waitForHealth(baseUrl, server, 120_000);
  return server;
}

/** Whether `body` is the API's error envelope (nginx's own 502 page would not be). */
function isErrorEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { success?: unknown; message?: unknown };
    return parsed.success === false && typeof parsed.message === 'string';
  } catch {
    return false;
  }
}

/** The repository's nginx file with these instances, listening on `port` (IPv4 only, as test machines may lack IPv6). */
function nginxConfig(port: number, instances: number[], dir: string): string {
  const site = readFileSync(path.join(REPO_ROOT, 'deploy/nginx/league.conf'), 'utf8')
    .replace(/^\s*server 127\.0\.0\.1:\d+ [^\n]*\n/gm, '')
    .replace(
      /upstream league \{\n/,
      `upstream league {\n${instances.map((instance) => `    server 127.0.0.1:${instance} max_fails=1 fail_timeout=2s;\n`).join('')}`,
    )
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  writeFileSync(path.join(dir, 'league.conf'), site);
  return [
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log;`,
    'daemon off;',
    'events {}',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${dir}/body;`,
    `  proxy_temp_path ${dir}/proxy;`,
    `  include ${dir}/league.conf;`,
    '}',
  ].join('\n');
}

/** The first answer nginx gives at `url` once it listens. */
async function untilAnswered(url: string, timeoutMs = 30_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function untilOk(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A live-view stream kept open through nginx: reopened at once whenever it ends; how long each reopening took. */
function keepStreamOpen(baseUrl: string, token: string) {
  const reconnections: number[] = [];
  let opened = 0;
  let running = true;
  let abort = new AbortController();
  let wake = (): void => undefined;
  const loop = (async () => {
    let lostAt: number | null = null;
    while (running) {
      abort = new AbortController();
      try {
        const response = await fetch(`${baseUrl}/api/live?topics=match:1`, {
          headers: { authorization: `Bearer ${token}` },
          signal: abort.signal,
        });
        if (response.status === 200 && response.body) {
          const reader = response.body.getReader();
          const first = await reader.read();
          if (!first.done && new TextDecoder().decode(first.value).includes('event: ready')) {
            opened++;
            if (lostAt !== null) reconnections.push(Date.now() - lostAt);
            lostAt = null;
            wake();
            while (!(await reader.read()).done) {
              // heartbeats and changes
            }
          }
        }
      } catch {
        // the instance went away
      }
      lostAt ??= Date.now();
      if (running) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    reconnections,
    get opened() {
      return opened;
    },
    /** Resolves once the stream has been (re)opened `count` times in all. */
    openedTimes: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (opened >= count) resolve();
          else wake = check;
        };
        check();
      }),
    async stop() {
      running = false;
      abort.abort();
      await loop;
    },
  };
}

const METRICS_TOKEN = 'm'.repeat(24);

/** How many reads of the teams list the instance on `port` has answered (its own /metrics). */
async function teamReadsServedBy(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const series = 'http_request_duration_seconds_count{method="GET",route="/api/teams",status_code="200"} ';
  const line = (await response.text()).split('\n').find((candidate) => candidate.startsWith(series));
  return line ? Number(line.slice(series.length)) : 0;
}

/** Resolves once nginx sends reads to the instance on `port` again. */
async function backInRotation(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await teamReadsServedBy(port)) === 0) {
    if (Date.now() > deadline) throw new Error(`nginx sent no read to :${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resolves once `ready` holds, checked every few milliseconds; fails after `timeoutMs`. */
async function until(ready: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A reference game server connected through nginx, and how long each of its reconnections took. */
function gameServerBehind(baseUrl: string, token: string) {
  const agent = new GameServerAgent({
    url: `${baseUrl.replace(/^http/, 'ws')}/api/game-servers/ws`,
    token,
    clientId: 'behind-nginx',
    log: () => undefined,
  });
  const reconnections: number[] = [];
  let lostAt: number | null = null;
  const watch = setInterval(() => {
    if (!agent.connected) lostAt ??= Date.now();
    else if (lostAt !== null) {
      reconnections.push(Date.now() - lostAt);
      lostAt = null;
    }
  }, 10);
  agent.start();
  return {
    agent,
    reconnections,
    async stop() {
      clearInterval(watch);
      await agent.stop();
    },
  };
}

/** Reads through nginx one after another until stopped: how many succeeded and which failed. */
function keepReading(baseUrl: string, token: string) {
  let succeeded = 0;
  const failures: string[] = [];
  let running = true;
  let wake = (): void => undefined;
  const loop = (async () => {
    while (running) {
      try {
        const response = await fetch(`${baseUrl}/api/teams`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await response.arrayBuffer();
        if (response.status === 200) succeeded++;
        else failures.push(`HTTP ${response.status}`);
      } catch (error) {
        failures.push(String(error));
      }
      wake();
    }
  })();
  return {
    failures,
    /** Resolves after `count` more reads have succeeded. */
    async more(count: number) {
      const target = succeeded + count;
      await new Promise<void>((resolve) => {
        const check = () => {
          if (succeeded >= target) resolve();
          else wake = check;
        };
        check();
      });
    },
    async stop() {
      running = false;
      await loop;
    },
  };
}

/**
 * Writes through nginx, one after another until stopped, each sent again as a client would (after a lost
 * connection or an error envelope) until it is acknowledged or WRITE_RETRY_FOR_MS have passed. `send`
 * makes attempt `n`'s request; the same request (and Idempotency-Key) is sent on every retry.
 */
function keepWriting(send: (n: number) => () => Promise<Response>, acknowledgedStatus: number) {
  /** Writes answered `acknowledgedStatus`, by number. */
  const acknowledged: number[] = [];
  /** Writes still refused, with an envelope, when the client gave up. */
  const refused: number[] = [];
  /** Answers that were neither an acknowledgement nor an error envelope (nginx's HTML page, a 4xx...). */
  const failures: string[] = [];
  /** Attempts that met a lost connection or an error envelope and were sent again. */
  let retries = 0;
  let running = true;
  let wake = (): void => undefined;
  const loop = (async () => {
    for (let n = 0; running; n++) {
      const attempt = send(n);
      const giveUpAt = Date.now() + WRITE_RETRY_FOR_MS;
      for (;;) {
        try {
          const response = await attempt();
          const body = await response.text();
          if (response.status === acknowledgedStatus) {
            acknowledged.push(n);
            break;
          }
          // 5xx (no instance, or one stopping), 409 (the first try still holds the key) and 429 say "again".
          const again = response.status >= 500 || response.status === 409 || response.status === 429;
          if (!isErrorEnvelope(body) || !again) {
            failures.push(`write ${n}: HTTP ${response.status} ${body.slice(0, 120)}`);
            break;
          }
        } catch {
          // the connection was lost: send it again
        }
        if (Date.now() > giveUpAt) {
          refused.push(n);
          break;
        }
        retries++;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      wake();
    }
  })();
  return {
    acknowledged,
    refused,
    failures,
    get retries() {
      return retries;
    },
    /** Resolves after `count` more writes have been acknowledged. */
    async more(count: number) {
      const target = acknowledged.length + count;
      await new Promise<void>((resolve) => {
        const check = () => {
          if (acknowledged.length >= target) resolve();
          else wake = check;
        };
        check();
      });
    },
    async stop() {
      running = false;
      await loop;
    },
  };
}

/** `query`'s rows as a map from its `key` column to its `times` column, read straight from PostgreSQL. */
async function countsIn(databaseUrl: string, query: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ key: string; times: number }>(query);
    return new Map(rows.map((row) => [row.key, row.times]));
  } finally {
    await client.end();
  }
}

/** Each acknowledged write took effect once; each one the client gave up on, not at all; none twice. */
function expectEachWriteOnce(
  writes: ReturnType<typeof keepWriting>,
  effects: Map<string, number>,
  name: (n: number) => string,
) {
  const times = (n: number) => effects.get(name(n)) ?? 0;
  expect(writes.failures).toEqual([]);
  expect(writes.acknowledged.filter((n) => times(n) !== 1)).toEqual([]);
  expect(writes.refused.filter((n) => times(n) !== 0)).toEqual([]);
  expect([...effects].filter(([, count]) => count > 1)).toEqual([]);
}

describe.skipIf(!existsSync(NGINX) || !process.env.TEST_DATABASE_URL)('two instances behind nginx', () => {
  let postgres: ScratchPostgres;
  let dir: string;
  let nginx: ChildProcess;
  let ports: { nginx: number; a: number; b: number };
  const instances: ServerProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    postgres = await createPostgresDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'vrpl-nginx-'));
    ports = { nginx: await freePort(), a: await freePort(), b: await freePort() };
    // Every instance shares the database and the secrets, as docs/operations.md says to run them.
    env = {
      DATABASE_URL: postgres.url,
      DATA_DIR: dir,
      TRUST_PROXY: 'true',
      JWT_SECRET: 'j'.repeat(40),
      ACCESS_CODE: E2E_ACCESS_CODE,
      GAME_SERVER_TOKEN: 'g'.repeat(24),
      COOKIE_SECRET: 'c'.repeat(40),
      METRICS_TOKEN,
      AUTH_RATE_LIMIT: '1000000',
    };
    ensureBuilt();
    instances.push(await startBuiltInstance(env, ports.a));
    instances.push(await startBuiltInstance(env, ports.b));
    writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(ports.nginx, [ports.a, ports.b], dir));
    nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
    await untilOk(`http://127.0.0.1:${ports.nginx}/api/health`);
  }, 300_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await Promise.all(instances.map((instance) => instance.exited));
    await postgres?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('answers with the API envelope and its restart text when no instance is there', async () => {
    const lonely = mkdtempSync(path.join(dir, 'lonely-'));
    const port = await freePort();
    writeFileSync(path.join(lonely, 'nginx.conf'), nginxConfig(port, [await freePort()], lonely));
    const alone = spawn(NGINX, ['-c', path.join(lonely, 'nginx.conf')], { stdio: 'ignore' });
    try {
      const response = await untilAnswered(`http://127.0.0.1:${port}/api/teams`);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(response.headers.get('retry-after')).toBe('1');
      expect(await response.json()).toMatchObject({
        success: false,
        message: translate('app.errors.api.shuttingDown'),
        code: 'UPSTREAM_UNAVAILABLE',
      });
    } finally {
      alone.kill('SIGQUIT');
    }
  });

  it('loses no read and no write, doubles no write, and the live stream and a game server are back within 5 s, when one instance stops and the other dies', {
    timeout: 300_000,
  }, async () => {
    const baseUrl = `http://127.0.0.1:${ports.nginx}`;
    const gate = await fetch(`${baseUrl}/api/access/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: E2E_ACCESS_CODE }),
    });
    const cookie = gate.headers.get('set-cookie')?.split(';')[0] ?? '';
    const account = { email: 'ops@league.test', password: 'secret-pass', displayName: 'Ops' };
    const registered = await fetch(`${baseUrl}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBe(201);
    const signedIn = await fetch(`${baseUrl}/api/auth/local/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const { token } = (await signedIn.json()) as { token: string };
    // The first account is the league's admin: it decides results in a season of two teams.
    const { matches } = await liveSeasonThroughApi(baseUrl, token, {
      label: 'Ops',
      teamCount: 2,
      startsAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    });
    const matchIds = matches.map((match) => match.id);
    expect(matchIds.length).toBeGreaterThan(0);
    const winning = roundsToWin(MATCH_BEST_OF.league);

    const reads = keepReading(baseUrl, token);
    const stream = keepStreamOpen(baseUrl, token);
    const gameServer = gameServerBehind(baseUrl, env.GAME_SERVER_TOKEN!);
    const json = { 'content-type': 'application/json' };
    const signIns = keepWriting(
      () => () =>
        fetch(`${baseUrl}/api/auth/local/login`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email: account.email, password: account.password }),
        }),
      200,
    );
    // Decision n notes itself ("decision n"), so the match history shows how many times it took effect.
    const decisions = keepWriting((n) => {
      const key = randomUUID();
      const body = JSON.stringify({ teamA: winning, teamB: n % winning, note: `decision ${n}` });
      const matchId = matchIds[n % matchIds.length];
      return () =>
        fetch(`${baseUrl}/api/admin/matches/${matchId}/result`, {
          method: 'PUT',
          headers: { ...json, authorization: `Bearer ${token}`, 'idempotency-key': key },
          body,
        });
    }, 200);
    // Season n is named "Ops season n": POSTs, which nginx never sends twice, so the client sends them again.
    const startsAt = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString();
    const seasonCreations = keepWriting((n) => {
      const key = randomUUID();
      const body = JSON.stringify({
        name: `Ops season ${n}`,
        startsAt,
        weeks: 1,
        divisions: [{ name: 'Open', mmrPercentage: 100 }],
      });
      return () =>
        fetch(`${baseUrl}/api/seasons`, {
          method: 'POST',
          headers: { ...json, authorization: `Bearer ${token}`, 'idempotency-key': key },
          body,
        });
    }, 201);
    const writesGoOn = () => Promise.all([signIns.more(3), decisions.more(3), seasonCreations.more(3)]);
    try {
      await stream.openedTimes(1);
      await until(() => gameServer.agent.connected, 'the game server connects through nginx');
      await reads.more(50);
      await writesGoOn();

      // A: SIGTERM, as systemd stops it; it drains and exits. Then it starts again on its port.
      const [a, b] = instances as [ServerProcess, ServerProcess];
      a.child.kill('SIGTERM');
      await a.exited;
      await reads.more(50);
      await writesGoOn();
      instances[0] = await startBuiltInstance(env, ports.a);
      // "Back" is when nginx sends it reads again (it leaves a failed instance out for a moment).
      await backInRotation(ports.a);
      await reads.more(50);
      await writesGoOn();

      // B: SIGKILL, as a crash; nothing drains. The stream is on B now (it left A when A stopped, or
      // started there): it must open again, on A.
      const openedBeforeCrash = stream.opened;
      const closesBeforeCrash = gameServer.agent.stats.closes.length;
      b.child.kill('SIGKILL');
      await b.exited;
      await reads.more(100);
      await writesGoOn();
      await stream.openedTimes(openedBeforeCrash + 1);
      // The game server was on B too, for the same reason as the stream: it comes back, on A.
      await until(
        () => gameServer.agent.stats.closes.length > closesBeforeCrash && gameServer.agent.connected,
        'the game server reconnects after the crash',
      );
    } finally {
      await reads.stop();
      await stream.stop();
      await gameServer.stop();
      await signIns.stop();
      await decisions.stop();
      await seasonCreations.stop();
    }
    expect(reads.failures).toEqual([]);
    expect(signIns.failures).toEqual([]);
    expectEachWriteOnce(
      decisions,
      await countsIn(
        postgres.url,
        "select details->>'note' as key, count(*)::int as times from match_events where details ? 'note' group by 1",
      ),
      (n) => `decision ${n}`,
    );
    expectEachWriteOnce(
      seasonCreations,
      await countsIn(
        postgres.url,
        "select name as key, count(*)::int as times from seasons where name like 'Ops season %' group by 1",
      ),
      (n) => `Ops season ${n}`,
    );
    expect(stream.reconnections.length).toBeGreaterThan(0);
    expect(gameServer.reconnections.length).toBeGreaterThan(0);
    for (const took of [...stream.reconnections, ...gameServer.reconnections])
      expect(took).toBeLessThan(RECONNECT_LIMIT_MS);
  });
});
