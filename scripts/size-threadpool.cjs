// Sizes libuv's thread pool for this machine: one thread per available CPU, unless UV_THREADPOOL_SIZE is set.
// argon2 runs there (@node-rs/argon2 queues each hash and verify as a Node-API async work item), and a
// login is mostly argon2: libuv's default of 4 threads on a 2-CPU machine time-slices four 19 MB hashes over
// two cores, and each verify then cost more CPU than with one thread per core (docs/decisions/0022).
//
// libuv reads UV_THREADPOOL_SIZE once, when the pool first runs, and loading an ES module entry already
// runs it (the loader reads files on the pool): so this is CommonJS, loaded with `node --require` before
// the entry (`npm start`, `npm run dev:server`).
const { availableParallelism } = require('node:os');

const MAX_THREADS = 1024; // libuv's own limit
const requested = process.env.UV_THREADPOOL_SIZE?.trim();
if (!requested) {
  process.env.UV_THREADPOOL_SIZE = String(availableParallelism());
} else if (!/^\d+$/.test(requested) || Number(requested) < 1 || Number(requested) > MAX_THREADS) {
  // libuv would quietly take a bad value as 1 thread (or cap it at its limit).
  console.error(
    `Invalid configuration: UV_THREADPOOL_SIZE must be an integer between 1 and ${MAX_THREADS} (got "${requested}")`,
  );
  process.exit(1);
}
