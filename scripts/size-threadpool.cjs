// Sizes libuv's thread pool for this machine: one thread per available CPU, unless UV_THREADPOOL_SIZE is set.
// argon2 runs there (@node-rs/argon2 queues each hash and verify as a Node-API async work item), and a
// login is mostly argon2: libuv's default of 4 threads on a 2-CPU machine time-slices four 19 MB hashes over
// two cores, which made each verify cost 15-25% more CPU than with one thread per core.
//
// libuv reads UV_THREADPOOL_SIZE once, when the pool first runs, and loading an ES module entry already
// runs it (the loader reads files on the pool): so this is CommonJS, loaded with `node --require` before
// the entry (`npm start`, `npm run dev:server`).
const { availableParallelism } = require('node:os');

if (!process.env.UV_THREADPOOL_SIZE) process.env.UV_THREADPOOL_SIZE = String(availableParallelism());
