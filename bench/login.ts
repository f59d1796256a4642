import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { registerThroughApi } from '../tests/e2e/api';
import type { LoadResult } from './load';
import { inTurns, type Round } from './rounds';
import { wrkRound } from './wrk';

// Issue 15's login budget: logins a second through the API against raw argon2id verifies a second, the
// two taking turns in short rounds. Logins come from wrk (POST, keep-alive); the verifies from a process of
// their own with the server's argon2 parameters and libuv pool size (bench/argon2-process.ts).

const REPO_ROOT = join(import.meta.dirname, '..');

/** One round of raw verifies, `concurrency` in flight, in a fresh process. */
function rawVerifyRound(concurrency: number, seconds: number): Promise<Round> {
  const child = spawn(
    process.execPath,
    [
      '--require',
      join(REPO_ROOT, 'scripts', 'size-threadpool.cjs'),
      '--import',
      'tsx',
      join(import.meta.dirname, 'argon2-process.ts'),
      String(concurrency),
      String(seconds),
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the argon2 process exited with ${code}`));
      else resolve(JSON.parse(output.trim()) as Round);
    });
  });
}

export interface LoginComparison {
  login: LoadResult;
  raw: LoadResult;
}

/**
 * Logins through the API (`connections` wrk connections) against raw verifies (as many in flight), in
 * `rounds` alternating rounds of `roundSeconds` each.
 */
export async function compareLoginWithArgon2(
  baseUrl: string,
  options: { connections: number; rounds: number; roundSeconds: number },
): Promise<LoginComparison> {
  const account = { email: 'bench@league.test', password: 'bench-password', displayName: 'Bench' };
  await registerThroughApi(baseUrl, account);
  const request = {
    url: `${baseUrl}/api/auth/local/login`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  };
  const first = await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body });
  if (first.status !== 200) throw new Error(`the bench account's login answered ${first.status}`);
  const [login, raw] = await inTurns(
    [
      () => wrkRound(request, { connections: options.connections, seconds: options.roundSeconds }),
      () => rawVerifyRound(options.connections, options.roundSeconds),
    ],
    options.rounds,
  );
  return { login: login!, raw: raw! };
}
