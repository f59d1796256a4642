import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameServerAgent } from '../../tools/game-server-sim/agent';
import { E2E_ACCESS_CODE } from '../e2e/api';
import { type ServerProcess, startServerProcess } from '../server/faults/processes';
import { createPostgresDatabase, type ScratchPostgres } from '../server/helpers/databases';
import { freePort } from '../support/server-process';

// deploy/nginx/league.conf in front of two API instances on one PostgreSQL, as an operator runs them:
// under a steady stream of reads and a live-view stream through nginx, one instance is stopped with
// SIGTERM, started again, and then the other is killed with SIGKILL. No read may fail (nginx sends a
// request that meets a dead or draining instance to the other one), and the live stream and a game
// server's WebSocket are open again, through the surviving instance, within 5 s of each loss.

const NGINX = '/usr/sbin/nginx';
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const RECONNECT_LIMIT_MS = 5_000;

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
      AUTH_RATE_LIMIT: '1000',
    };
    instances.push(await startServerProcess({ ...env, PORT: String(ports.a) }, 120_000));
    instances.push(await startServerProcess({ ...env, PORT: String(ports.b) }, 120_000));
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

  it('loses no read, and the live stream and a game server are back within 5 s, when one instance stops and the other dies', {
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

    const reads = keepReading(baseUrl, token);
    const stream = keepStreamOpen(baseUrl, token);
    const gameServer = gameServerBehind(baseUrl, env.GAME_SERVER_TOKEN!);
    try {
      await stream.openedTimes(1);
      await until(() => gameServer.agent.connected, 'the game server connects through nginx');
      await reads.more(50);

      // A: SIGTERM, as systemd stops it; it drains and exits. Then it starts again on its port.
      const [a, b] = instances as [ServerProcess, ServerProcess];
      a.child.kill('SIGTERM');
      await a.exited;
      await reads.more(50);
      instances[0] = await startServerProcess({ ...env, PORT: String(ports.a) }, 120_000);
      // "Back" is when nginx sends it reads again (it leaves a failed instance out for a moment).
      await backInRotation(ports.a);
      await reads.more(50);

      // B: SIGKILL, as a crash; nothing drains. The stream is on B now (it left A when A stopped, or
      // started there): it must open again, on A.
      const openedBeforeCrash = stream.opened;
      const closesBeforeCrash = gameServer.agent.stats.closes.length;
      b.child.kill('SIGKILL');
      await b.exited;
      await reads.more(100);
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
    }
    expect(reads.failures).toEqual([]);
    expect(stream.reconnections.length).toBeGreaterThan(0);
    expect(gameServer.reconnections.length).toBeGreaterThan(0);
    for (const took of [...stream.reconnections, ...gameServer.reconnections])
      expect(took).toBeLessThan(RECONNECT_LIMIT_MS);
  });
});
