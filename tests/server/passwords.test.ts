import { ARGON2_COST_OVERRIDE, hashPassword, verifyPassword } from '@server/modules/auth/passwords';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ARGON2_COST } from './setup';

const overrides = globalThis as Record<symbol, unknown>;

/** The parameters a PHC-format argon2 hash was made with: `m=…,t=…,p=…`. */
const parametersOf = (hash: string) => hash.split('$')[3];

describe('password hashes', () => {
  afterEach(() => {
    overrides[ARGON2_COST_OVERRIDE] = TEST_ARGON2_COST;
  });

  it("are argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane) where nothing overrides them", async () => {
    delete overrides[ARGON2_COST_OVERRIDE];
    const hash = await hashPassword('correct horse battery');
    expect(hash.startsWith('$argon2id$v=19$')).toBe(true);
    expect(parametersOf(hash)).toBe('m=19456,t=2,p=1');
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse')).toBe(false);
  });

  it("are made at argon2's least cost in the server tests, and verify by their own parameters anywhere", async () => {
    const hash = await hashPassword('correct horse battery');
    expect(parametersOf(hash)).toBe('m=8,t=1,p=1');
    delete overrides[ARGON2_COST_OVERRIDE];
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
  });

  it('take a bench preload’s number of passes, the rest unchanged', async () => {
    overrides[ARGON2_COST_OVERRIDE] = { timeCost: 4 };
    expect(parametersOf(await hashPassword('correct horse battery'))).toBe('m=19456,t=4,p=1');
  });

  it('check no password against an account without a hash', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
  });
});
