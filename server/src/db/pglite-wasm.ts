import { open } from 'node:fs/promises';
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

/**
 * The file in one read where the system allows. readFile reads 512 KB at a time, each read started from
 * the main thread: while the main thread puts the app together (long stretches without a turn of the
 * event loop), the 9 MB came in slowly and the compilation began late.
 */
async function readWhole(file: string): Promise<Uint8Array<ArrayBuffer>> {
  const handle = await open(file);
  try {
    const { size } = await handle.stat();
    const bytes = new Uint8Array(size);
    for (let offset = 0; offset < size; ) {
      const { bytesRead } = await handle.read(bytes, offset, size - offset, offset);
      if (bytesRead === 0) throw new Error(`${file} ended after ${offset} of ${size} bytes`);
      offset += bytesRead;
    }
    return bytes;
  } finally {
    await handle.close();
  }
}

let compiling: Promise<WebAssembly.Module> | undefined;

/** PGlite's WebAssembly module, compiled once per process; the first call begins the compilation. */
export function pgliteWasmModule(): Promise<WebAssembly.Module> {
  compiling ??= readWhole(PGLITE_WASM).then((bytes) => WebAssembly.compile(bytes));
  return compiling;
}
