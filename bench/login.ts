import { fork } from 'node:child_process';
import { join } from 'node:path';
import { registerThroughApi } from '../tests/e2e/api';
import { inTurns, type Round, type TurnsResult } from './rounds';
import { type WrkTurns, wrkRound } from './wrk';

// The login budget: logins a second through the API against raw argon2id verifies a second, the
// two taking turns in short rounds. Logins come from wrk (POST, keep-alive); the verifies from a process of
// their own with the server's argon2 parameters and libuv pool size (bench/argon2-process.ts).

const REPO_ROOT = join(import.meta.dirname, '..');

interface RawVerifier {
  round(concurrency: number, seconds: number): Promise<Round>;
  stop(): void;
}

/** The raw verify process (bench/argon2-process.ts), started like the server and up for every round. */
function startRawVerifier(): Promise<RawVerifier> {
  const child = fork(join(import.meta.dirname, 'argon2-process.ts'), [], {
    cwd: REPO_ROOT,
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

/** Logins through the API (`connections` wrk connections) against raw verifies (as many in flight), in turns. */
export async function compareLoginWithArgon2(baseUrl: string, turns: WrkTurns): Promise<LoginComparison> {
  const account = { email: 'bench@league.test', password: 'bench-password', displayName: 'Bench' };
  await registerThroughApi(baseUrl, account);
  const request = {
    url: `${baseUrl}/api/auth/local/login`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  };
  const first = await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body });
  if (first.status !== 200) throw new Error(`the bench account's login answered ${first.status}`);
  const raw = await startRawVerifier();
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
