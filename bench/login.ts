import { hash, verify } from '@node-rs/argon2';
import { registerThroughApi } from '../tests/e2e/api';
import { type LoadResult, runLoad } from './load';

// DESIGN section 4's argon2id parameters: the cost the server pays on every login.
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export async function rawArgon2Verify(concurrency: number, durationMs: number): Promise<LoadResult> {
  const passwordHash = await hash('bench-password', ARGON2_OPTIONS);
  return runLoad(() => verify(passwordHash, 'bench-password'), { concurrency, durationMs });
}

export async function loginThroughput(
  baseUrl: string,
  concurrency: number,
  durationMs: number,
): Promise<LoadResult> {
  const account = { email: 'bench@league.test', password: 'bench-password', displayName: 'Bench' };
  await registerThroughApi(baseUrl, account);
  const body = JSON.stringify({ email: account.email, password: account.password });
  return runLoad(
    async () => {
      const response = await fetch(`${baseUrl}/api/auth/local/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      await response.arrayBuffer();
      return response.ok;
    },
    { concurrency, durationMs },
  );
}
