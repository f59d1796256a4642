// Where the builds go, and the stamps that tell scripts/ensure-build.mjs whether a build is current. A stamp
// holds the hash of its inputs' contents (every file's path and bytes; a missing file counts too, so
// deleting one is a change) and a fingerprint of their sizes and modification times. When the fingerprint
// still matches, nothing is read; when it does not (an edit, or a checkout that touched files without
// changing them), the contents decide, and an unchanged build keeps the new fingerprint.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');

/**
 * Every file under `inputs` (paths relative to ROOT) with its stat, null when it does not exist, in a stable
 * order; `name` is its path relative to ROOT, as the hashes hold it.
 */
function inputFiles(inputs) {
  const found = [];
  const visit = (name) => {
    const path = join(ROOT, name);
    const stat = statSync(path, { throwIfNoEntry: false }) ?? null;
    if (!stat?.isDirectory()) found.push({ name, path, stat });
    else for (const entry of readdirSync(path).sort()) visit(join(name, entry));
  };
  for (const input of inputs) visit(join(input));
  return found;
}

function contentHash(salt, entries) {
  const hash = createHash('sha256').update(salt);
  for (const { name, path, stat } of entries) {
    hash.update(name);
    hash.update(stat ? readFileSync(path) : '\0missing');
  }
  return hash.digest('hex');
}

function fingerprintOf(salt, entries) {
  let text = salt;
  let newest = 0;
  for (const { name, stat } of entries) {
    text += `${name}\0${stat ? `${stat.size}:${stat.mtimeMs}` : 'missing'}\0`;
    if (stat && stat.mtimeMs > newest) newest = stat.mtimeMs;
  }
  return { fingerprint: createHash('sha256').update(text).digest('hex'), newest };
}

/** Writes `contents` aside and renames it into place: a reader sees the old file or the new one. */
export function writeAtomically(file, contents) {
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, contents);
  renameSync(aside, file);
}

function readStamp(stampFile) {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return null;
  }
}

/** Whether the build stamped in `stampFile` was made from the current contents of `inputs`. */
export function isCurrent(stampFile, salt, inputs) {
  const stamp = readStamp(stampFile);
  if (!stamp || typeof stamp.hash !== 'string') return false;
  const entries = inputFiles(inputs);
  const { fingerprint } = fingerprintOf(salt, entries);
  if (fingerprint === stamp.fingerprint) return true;
  if (contentHash(salt, entries) !== stamp.hash) return false;
  writeAtomically(stampFile, `${JSON.stringify({ ...stamp, fingerprint })}\n`);
  return true;
}

/**
 * Stamps a build of `inputs` that started at `startedAt` (Date.now()). A file changed since the build
 * started may or may not be in it: then no stamp is written, and the next start builds again.
 */
export function stampBuild(stampFile, salt, inputs, startedAt, extra = {}) {
  const entries = inputFiles(inputs);
  const { fingerprint, newest } = fingerprintOf(salt, entries);
  if (newest >= startedAt) return false;
  const stamp = { ...extra, hash: contentHash(salt, entries), fingerprint };
  writeAtomically(stampFile, `${JSON.stringify(stamp, null, 1)}\n`);
  return true;
}

export const SERVER_BUILD_DIR = join(ROOT, 'build', 'server');
/** The built server entry that `npm start` runs. */
export const SERVER_ENTRY = join(SERVER_BUILD_DIR, 'serve.cjs');
/** The server build's stamp; its `inputs` are the files the bundle was made of. */
export const SERVER_STAMP = join(SERVER_BUILD_DIR, 'build-stamp.json');
/** Inputs of every server build besides the modules the bundle reads. */
export const SERVER_BUILD_RECIPE = [
  'scripts/build-server.mjs',
  'scripts/build-stamps.mjs',
  'scripts/server-bundle.mjs',
  'package-lock.json',
  'tsconfig.json',
];
export const SERVER_HASH_SALT = 'server-1';

/** The inputs of the server build stamped in SERVER_STAMP ([] without one). */
export function serverInputs() {
  const inputs = readStamp(SERVER_STAMP)?.inputs;
  return Array.isArray(inputs) ? inputs : [];
}
