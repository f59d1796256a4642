import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

// PGlite's PostgreSQL is 9 MB of WebAssembly, which PGlite would read and compile as it opens a database.
// V8 compiles it on background threads, so the server begins as soon as it knows it runs on PGlite
// (main.ts) and hands the compiled module to PGlite: the compilation overlaps the main thread's work
// instead of holding up the opening.

const PGLITE_WASM = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
  'pglite.wasm',
);

let compiling: Promise<WebAssembly.Module> | undefined;

/** PGlite's WebAssembly module, compiled once per process; the first call begins the compilation. */
export function pgliteWasmModule(): Promise<WebAssembly.Module> {
  compiling ??= readFile(PGLITE_WASM).then((bytes) => WebAssembly.compile(bytes));
  return compiling;
}
