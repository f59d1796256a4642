import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { E2E_ACCESS_CODE } from '../../e2e/api';
import { freePort } from '../../support/server-process';

// Real server processes for the fault tests: they are killed, signalled and restarted, so they run
// outside the test process. `startServerProcess` runs the server entry as `npm start` runs it: bundled as
// `npm run build` bundles it (the server project's global set-up), with WebAssembly on V8's baseline
// compiler; the SIGTERM test runs `npm start` itself.

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  exited: Promise<number | null>;
}

export function spawnLogged(command: string, args: string[], env: Record<string, string>, detached = false) {
  const { DATABASE_URL: _inherited, ...inheritedEnv } = process.env;
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: {
      ...inheritedEnv,
      NODE_ENV: 'production',
      ACCESS_CODE: E2E_ACCESS_CODE,
      LOG_LEVEL: 'warn',
      SIMULATED_GAME_SERVERS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitForHealth(
  baseUrl: string,
  server: ServerProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited early (${server.child.exitCode}):\n${server.output()}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `the server at ${baseUrl} did not become healthy within ${timeoutMs} ms:\n${server.output()}`,
  );
}

/** The command that starts the bundled server entry (scripts/serve.ts, which runs server/src/main.ts). */
export function serverCommand(): [string, string[]] {
  return [process.execPath, ['--liftoff-only', inject('serverEntry')]];
}

/** The bundled server entry (serverCommand) with `env`, healthy on a free port. */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const spawned = spawnLogged(...serverCommand(), {
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    ...env,
  });
  const server = { ...spawned, baseUrl };
  await waitForHealth(baseUrl, server, timeoutMs);
  return server;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The live descendants of `pid` (children, their children ...), from /proc. */
export function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) may hold spaces; the parent pid follows its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of parentOf) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}
