// Where the builds go and the content hash that tells scripts/ensure-build.mjs whether a build is current: every input file's path
// and bytes (a missing file counts too, so deleting one is a change). Content, not mtimes: a checkout or a
// copy touches mtimes without changing anything, and an edit within the same second still counts.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');

function* files(path) {
  if (!existsSync(path)) {
    yield path;
    return;
  }
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
  } else {
    yield path;
  }
}

/** Hash of `salt` and every file under `inputs` (paths relative to the repository root). */
export function hashInputs(salt, inputs) {
  const hash = createHash('sha256').update(salt);
  for (const input of inputs) {
    for (const file of files(join(ROOT, input))) {
      hash.update(relative(ROOT, file));
      hash.update(existsSync(file) ? readFileSync(file) : '\0missing');
    }
  }
  return hash.digest('hex');
}

export const SERVER_BUILD_DIR = join(ROOT, 'build', 'server');
/** The built server entry that `npm start` runs. */
export const SERVER_ENTRY = join(SERVER_BUILD_DIR, 'serve.mjs');
/** `{ hash, inputs }`: the files the server bundle was made of and their hash at build time. */
export const SERVER_STAMP = join(SERVER_BUILD_DIR, 'build-stamp.json');
/** Inputs of every server build besides the modules the bundle reads. */
export const SERVER_BUILD_RECIPE = [
  'scripts/build-server.mjs',
  'scripts/build-stamps.mjs',
  'package-lock.json',
  'tsconfig.json',
];
export const SERVER_HASH_SALT = 'server-1';
