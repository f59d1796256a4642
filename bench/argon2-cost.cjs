// Preloaded (`node --require`) into the server and the raw-verify process of a sign-in row: sets argon2's
// number of passes to BENCH_ARGON2_COST times the server's 2 (server/src/modules/auth/passwords.ts
// `ARGON2_COST_OVERRIDE`), so that the row measures sign-in against raw verify at a cheaper or dearer argon2.
// The server itself reads no such setting: only a process started with this file runs at another cost.
const DEFAULT_TIME_COST = 2;
const factor = Number(process.env.BENCH_ARGON2_COST ?? '1');
const timeCost = DEFAULT_TIME_COST * factor;
if (!Number.isInteger(timeCost) || timeCost < 1) {
  console.error(`BENCH_ARGON2_COST must make a whole number of passes of at least 1 (got ${factor})`);
  process.exit(2);
}
globalThis[Symbol.for('vrpb.argon2CostOverride')] = { timeCost };
