// Runs a CommonJS bundle compiled with a V8 code cache: the bytecode of the functions a start runs, saved by
// an earlier start, so V8 neither parses the 5 MB bundle nor compiles those functions again. The cache
// file begins with the SHA-256 of the source it was made from and is used only for that very source (V8
// itself would take a cache made for any source of the same length); V8 rejects one made by another
// Node version or with other flags, and the next start after the server is up replaces it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';
import { writeAtomically } from './build-stamps.mjs';

const HASH_BYTES = 32;

function readCache(cacheFile, sourceHash) {
  let contents;
  try {
    contents = readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  if (contents.length <= HASH_BYTES || !contents.subarray(0, HASH_BYTES).equals(sourceHash)) return undefined;
  return contents.subarray(HASH_BYTES);
}

/**
 * Runs the CommonJS `file` as Node would, with the code cache in `${file}.cache` when it was made for this
 * source. Returns its exports, whether V8 took the cache, and `saveCache`, which writes the cache (call it
 * once the functions worth caching have run) unless the one used fitted.
 */
export function runCached(file) {
  const bytes = readFileSync(file);
  const sourceHash = createHash('sha256').update(bytes).digest();
  const source = bytes.toString('utf8');
  const cacheFile = `${file}.cache`;
  const cachedData = readCache(cacheFile, sourceHash);
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    cachedData,
  });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  const cacheUsed = cachedData !== undefined && !script.cachedDataRejected;
  return {
    exports: module.exports,
    cacheUsed,
    saveCache() {
      if (cacheUsed) return;
      try {
        writeAtomically(cacheFile, Buffer.concat([sourceHash, script.createCachedData()]));
      } catch (error) {
        // Only later starts are slower without it.
        console.warn(`Could not save the code cache ${cacheFile}: ${error.message}`);
      }
    },
  };
}
