import { type ChildProcess, spawn } from 'node:child_process';
import type { ConnectedClient } from '../domain/api';
import { E2E_ADMIN } from '../tests/e2e/api';
import { summarise } from './load';
import { signIn } from './teams';

// The gateway budget: N reference game servers in a process of their own, each hosting
// one session and reporting it every second, against one API instance. Counts, once a second for the
// measuring window, the game servers connected and up to date; the command round-trip is the time of
// POST /game-sessions/client (API -> bus -> game server -> ack -> API) and PUT .../stop.

export const BENCH_GAME_SERVER_TOKEN = 'bench-game-server-token-0123456789';

export interface GatewayResult {
  agents: number;
  /** The fewest game servers connected and up to date in any sample of the window. */
  minUpToDate: number;
  samples: number;
  commands: number;
  commandErrors: number;
  p50Ms: number;
  p99Ms: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startAgents(baseUrl: string, count: number): ChildProcess {
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/game-servers/ws`;
  const args = ['tsx', 'tools/game-server-sim/cli.ts', '--url', url, '--token', BENCH_GAME_SERVER_TOKEN];
  args.push('--id', 'bench', '--count', String(count), '--report-ms', '1000', '--max-sessions', '1');
  args.push('--ramp-ms', String(Math.min(20_000, count * 10)), '--quiet');
  return spawn('npx', args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
}

async function api(baseUrl: string, token: string, method: string, path: string, body?: object) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { ok: response.ok, json: (await response.json()) as { data?: unknown } };
}

async function clients(baseUrl: string, token: string): Promise<ConnectedClient[]> {
  const { json } = await api(baseUrl, token, 'GET', '/api/game-sessions/clients');
  return (json.data as ConnectedClient[] | undefined) ?? [];
}

/** Runs `work` over `items` with at most `limit` at a time; returns each call's time in ms (NaN on failure). */
async function timedPool<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<boolean>,
): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      const begin = performance.now();
      const ok = await work(item).catch(() => false);
      times.push(ok ? performance.now() - begin : Number.NaN);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return times;
}

export async function measureGateway(
  baseUrl: string,
  count: number,
  windowMs = 30_000,
): Promise<GatewayResult> {
  const token = await signIn(baseUrl, E2E_ADMIN);
  const agents = startAgents(baseUrl, count);
  try {
    const deadline = Date.now() + 120_000;
    while ((await clients(baseUrl, token)).length < count && Date.now() < deadline) await sleep(1_000);
    const ids = (await clients(baseUrl, token)).map((client) => client.clientId);
    const sessionIds: number[] = [];
    const creates = await timedPool(ids, 16, async (clientId) => {
      const created = await api(baseUrl, token, 'POST', `/api/game-sessions/client?clientId=${clientId}`, {
        code: '1000',
        mode: 'XBall',
      });
      if (created.ok) sessionIds.push((created.json.data as { id: number }).id);
      return created.ok;
    });
    let minUpToDate = Number.POSITIVE_INFINITY;
    let samples = 0;
    const windowEnd = Date.now() + windowMs;
    // A modest stream of stops (and their re-creates are not needed: the rest keep reporting).
    const stopping = timedPool(sessionIds.slice(0, Math.min(100, sessionIds.length)), 2, async (id) => {
      await sleep(windowMs / 60);
      return (await api(baseUrl, token, 'PUT', `/api/game-sessions/${id}/stop`)).ok;
    });
    while (Date.now() < windowEnd) {
      const listed = await clients(baseUrl, token);
      minUpToDate = Math.min(minUpToDate, listed.filter((client) => client.upToDate).length);
      samples += 1;
      await sleep(1_000);
    }
    const stops = await stopping;
    const all = [...creates, ...stops];
    const good = all.filter((ms) => !Number.isNaN(ms));
    const summary = summarise(good, all.length - good.length, 1);
    return {
      agents: count,
      minUpToDate: Number.isFinite(minUpToDate) ? minUpToDate : 0,
      samples,
      commands: all.length,
      commandErrors: summary.errors,
      p50Ms: summary.p50Ms,
      p99Ms: summary.p99Ms,
    };
  } finally {
    if (agents.pid) {
      try {
        process.kill(-agents.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}
