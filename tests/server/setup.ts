import { ARGON2_COST_OVERRIDE, type Argon2CostOverride } from '@server/modules/auth/passwords';

// Every server test file starts here. The tests sign hundreds of accounts up and in through the API, and
// what they prove does not depend on argon2's cost: hashes are made at argon2's least (one pass over
// 8 KiB, the minimum for one lane) instead of the server's 19 MiB and 2 passes. A hash keeps its
// parameters, so verifying is as cheap. tests/server/passwords.test.ts checks the server's own parameters.

/** Argon2's least cost for one lane. */
export const TEST_ARGON2_COST: Argon2CostOverride = { timeCost: 1, memoryCost: 8 };

(globalThis as Record<symbol, Argon2CostOverride | undefined>)[ARGON2_COST_OVERRIDE] = TEST_ARGON2_COST;
