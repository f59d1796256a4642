// How V8 compiles PGlite's WebAssembly, for every process that opens the embedded database: the server
// (scripts/start.mjs) and the operator CLI (server/src/cli.ts). Plain JavaScript, so that start.mjs can load
// it without the TypeScript loader.
import { setFlagsFromString } from 'node:v8';

/**
 * Baseline code only, validated lazily; call before PGlite's module is compiled.
 *
 * The embedded database is 9 MB of WebAssembly. V8 compiles it with its baseline compiler (Liftoff), then
 * recompiles the functions that run often with its optimising compiler on background threads: PostgreSQL's
 * start-up runs so much code that this recompilation was most of the CPU a start cost, and some 45 MB of
 * the memory a server kept. A short-lived process, such as an operator's command, never repays it either.
 * Lazy validation checks each function when it first runs, instead of all 9 MB while the module compiles:
 * some 70 ms less CPU per start, on background threads that compete with the main thread for a small
 * machine's CPUs (docs/decisions/0019-built-server.md, docs/decisions/0023-start-from-a-code-cache.md).
 */
export function compilePgliteOnBaselineOnly() {
  setFlagsFromString('--liftoff-only');
  setFlagsFromString('--wasm-lazy-validation');
}
