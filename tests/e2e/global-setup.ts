import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_ACCESS_CODE, E2E_ADMIN, registerThroughApi } from './api';

// The browser suite runs against the real product: `npm start` (which builds the browser app when its
// sources changed) on a fresh data directory, on a free port. Every test talks to it over real HTTP.

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
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

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vrpb-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const server = spawn('npm', ['start', '--silent'], {
    env: {
      ...env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      ACCESS_CODE: E2E_ACCESS_CODE,
      AUTH_RATE_LIMIT: '1000',
      SIMULATED_GAME_SERVERS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl, server, 150_000);
    // The first account of an empty database becomes Admin; take it here so every user the
    // tests register through the browser is a Player.
    await registerThroughApi(baseUrl, E2E_ADMIN);
  } catch (error) {
    await stop(server);
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  return async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
