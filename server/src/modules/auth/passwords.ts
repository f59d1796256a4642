import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's recommended parameters: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Argon2 parameters that may stand in for OPTIONS' own in a process that set them (ARGON2_COST_OVERRIDE). */
export interface Argon2CostOverride {
  timeCost?: number;
  memoryCost?: number;
}

/**
 * Where a process puts other argon2 parameters for the hashes it makes: the bench's sign-in rows (more or
 * fewer passes, bench/argon2-cost.cjs, preloaded into the processes the bench starts) and the server tests
 * (the least cost, tests/server/setup.ts), which sign hundreds of accounts up and prove nothing about
 * argon2's cost. It is no environment variable or setting: no configuration of the server changes OPTIONS,
 * and a hash keeps its parameters, so verifying never depends on it.
 */
export const ARGON2_COST_OVERRIDE = Symbol.for('vrpb.argon2CostOverride');

function hashOptions() {
  const override = (globalThis as Record<symbol, Argon2CostOverride | undefined>)[ARGON2_COST_OVERRIDE];
  return override ? { ...OPTIONS, ...override } : OPTIONS;
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
