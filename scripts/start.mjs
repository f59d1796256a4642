// `npm start`: builds the browser app and the server when needed, then runs the built server in this same
// process. npm runs a script through `sh -c`; a single command lets sh exec it, so npm's own child is the
// server itself and the SIGTERM that npm forwards reaches the server (no shell or launcher in between to
// orphan it).
import { setFlagsFromString } from 'node:v8';
import { SERVER_ENTRY } from './build-stamps.mjs';
import { runCached } from './code-cache.mjs';
import './ensure-build.mjs';

// The embedded database is 9 MB of WebAssembly. V8 compiles it with its baseline compiler (Liftoff), then
// recompiles the functions that run often with its optimising compiler on background threads: PostgreSQL's
// start-up runs so much code that this recompilation was most of the CPU a start cost, and some 45 MB of
// the memory the server kept. Baseline code alone is what the server runs (docs/decisions/0019).
setFlagsFromString('--liftoff-only');
// V8 compiles each WebAssembly function when it first runs; this leaves validating a function until then
// too, instead of validating all of PGlite's while the module compiles: some 70 ms less CPU per start, on
// background threads that compete with the main thread for a small machine's CPUs (docs/decisions/0023).
setFlagsFromString('--wasm-lazy-validation');

const server = runCached(SERVER_ENTRY);
// Saved once the server is up: by then the cache holds every function a start runs.
await server.exports.started;
server.saveCache();
