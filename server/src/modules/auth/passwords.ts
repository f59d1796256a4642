import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's recommended parameters: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Where the bench's sign-in rows put the number of passes they measure at (bench/argon2-cost.cjs, preloaded
 * into the processes the bench starts and into no other). It is no environment variable or setting: no configuration of the server itself changes
 * OPTIONS.
 */
export const BENCH_TIME_COST = Symbol.for('vrpb.bench.argon2TimeCost');

function hashOptions() {
  const timeCost = (globalThis as Record<symbol, unknown>)[BENCH_TIME_COST];
  return typeof timeCost === 'number' ? { ...OPTIONS, timeCost } : OPTIONS;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions());
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown email) it verifies against a dummy
 * hash anyway, so both failures take the same time.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not the password of anyone');
  const target = passwordHash ?? (await dummyHash);
  try {
    const matches = await verify(target, password);
    return passwordHash !== null && matches;
  } catch {
    return false;
  }
}
