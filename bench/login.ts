import { fork } from 'node:child_process';
import { join } from 'node:path';
import { registerThroughApi } from '../tests/e2e/api';
import { inTurns, type Round, type TurnsResult } from './rounds';
import { type WrkTurns, wrkRound } from './wrk';

// The login budget: logins a second through the API against raw argon2id verifies a second, the
// two taking turns in short rounds. Logins come from wrk (POST, keep-alive); the verifies from a process of
// their own with the server's argon2 parameters and libuv pool size (bench/argon2-process.ts). Each row runs
// at one argon2 cost: the server's own (1), or its passes doubled (2) or halved (0.5), set in both the server
// and the raw verifier by the same preload (bench/argon2-cost.cjs), so that the row shows whether the
// server's own work per sign-in is small beside argon2's whatever argon2 costs on the machine.

const REPO_ROOT = join(import.meta.dirname, '..');

/** The argon2 costs the sign-in rows are measured at, as multiples of the server's. */
export const ARGON2_COSTS = [1, 2, 0.5] as const;

const COST_PRELOAD = join(import.meta.dirname, 'argon2-cost.cjs');

/** What a process needs to run argon2 at `cost` times the server's passes (bench/argon2-cost.cjs). */
export function argon2CostEnv(cost: number): Record<string, string> {
  const nodeOptions = [process.env.NODE_OPTIONS, `--require ${COST_PRELOAD}`].filter(Boolean).join(' ');
  return { BENCH_ARGON2_COST: String(cost), NODE_OPTIONS: nodeOptions };
}

interface RawVerifier {
  round(concurrency: number, seconds: number): Promise<Round>;
  stop(): void;
}

/** The raw verify process (bench/argon2-process.ts), started like the server and up for every round. */
function startRawVerifier(cost: number): Promise<RawVerifier> {
  const child = fork(join(import.meta.dirname, 'argon2-process.ts'), [], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...argon2CostEnv(cost) },
    execArgv: ['--require', join(REPO_ROOT, 'scripts', 'size-threadpool.cjs'), '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the argon2 process exited with ${code}`))),
  );
  exited.catch(() => {});
  const nextMessage = () =>
    Promise.race([new Promise<unknown>((resolve) => child.once('message', resolve)), exited]);
  return nextMessage().then(() => ({
    round(concurrency, seconds) {
      const answer = nextMessage() as Promise<Round>;
      child.send({ concurrency, seconds });
      return answer;
    },
    stop: () => child.disconnect(),
  }));
}

export interface LoginComparison {
  login: TurnsResult;
  raw: TurnsResult;
}

/**
 * Logins through the API (`connections` wrk connections) against raw verifies (as many in flight), in turns,
 * with argon2 at `cost` times the server's passes: the server at `baseUrl` must run at that cost too.
 */
export async function compareLoginWithArgon2(
  baseUrl: string,
  turns: WrkTurns,
  cost: number,
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
  const raw = await startRawVerifier(cost);
  try {
    const [loginResult, rawResult] = await inTurns(
      [
        (seconds) => wrkRound(request, { connections: turns.connections, seconds }),
        (seconds) => raw.round(turns.connections, seconds),
      ],
      turns,
    );
    return { login: loginResult!, raw: rawResult! };
  } finally {
    raw.stop();
  }
}
