import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyPgliteInto } from './copy-pglite';

// Starts the product the way a user does — `npm start` — on a free port and a fresh data directory.
// The browser suite and the benchmarks both use it.

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited early with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${baseUrl} did not become healthy within ${timeoutMs} ms`);
}

function stopProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // npm does not pass signals on to the server it started: signal the whole process group.
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        if (server.pid) process.kill(-server.pid, signal);
      } catch {
        // already gone
      }
    };
    const killer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    signalGroup('SIGTERM');
  });
}

/** The environment every `npm start` of startServer runs with, under the caller's own. */
const SERVER_ENV = { NODE_ENV: 'production' };

/**
 * What `npm start` does first: builds the browser app and the server unless they are current. Done once
 * before servers start side by side, so they find the build made instead of each making it at once.
 */
export async function ensureBuilt(): Promise<void> {
  const script = fileURLToPath(new URL('../../scripts/ensure-build.mjs', import.meta.url));
  const build = spawn(process.execPath, [script], {
    env: { ...process.env, ...SERVER_ENV },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const status = await new Promise<number | null>((resolve, reject) => {
    build.once('error', reject);
    build.once('exit', resolve);
  });
  if (status !== 0) throw new Error(`the build failed (exit code ${status}); see the output above`);
}

export interface StartOptions {
  /** How long the server may take to answer its health check. */
  timeoutMs?: number;
  /**
   * A migrated embedded database (tests/support/pglite-template.ts) for the data directory to start with;
   * without it the server starts from an empty one, as on a first `npm start`.
   */
  pgliteTemplate?: string;
}

/**
 * `npm start` with the given environment on top of this one. DATABASE_URL is dropped unless given,
 * so the default is the embedded database in a temporary DATA_DIR.
 */
export async function startServer(
  env: Record<string, string>,
  { timeoutMs = 150_000, pgliteTemplate }: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vrpb-server-'));
  if (pgliteTemplate) await copyPgliteInto(pgliteTemplate, dataDir);
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _inherited, ...inheritedEnv } = process.env;
  const server = spawn('npm', ['start', '--silent'], {
    env: {
      ...inheritedEnv,
      ...SERVER_ENV,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
