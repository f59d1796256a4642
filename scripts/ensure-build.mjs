// Builds the browser app into dist/ unless dist/ already holds a build of the current sources.
// `npm start` (scripts/start.mjs) runs this first, so a fresh clone needs no separate build step and a restart
// after no change starts at once.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const inputs = [
  'src',
  'domain',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
];
const stampFile = join(root, 'dist', '.build-hash');

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
  } else {
    yield path;
  }
}

// The server's rule (server/src/exposure.ts), decided here because `vite build` sets NODE_ENV=production
// before it reads vite.config.ts: the build gets SOURCE_MAPS spelled out.
const requestedMaps = process.env.SOURCE_MAPS?.trim();
const sourceMaps = requestedMaps
  ? requestedMaps
  : process.env.NODE_ENV?.trim() === 'production'
    ? 'off'
    : 'on';

// Bump when the way the build is made changes, so older dist/ folders are rebuilt.
const BUILD_RECIPE = 'production-1';

function sourceHash() {
  const hash = createHash('sha256').update(BUILD_RECIPE);
  hash.update(`SOURCE_MAPS=${sourceMaps}`);
  for (const input of inputs) {
    for (const file of files(join(root, input))) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const wanted = sourceHash();
const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
if (built === wanted && existsSync(join(root, 'dist', 'index.html'))) {
  console.log('Browser app is up to date (dist/).');
} else {
  console.log('Building the browser app into dist/ ...');
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, SOURCE_MAPS: sourceMaps },
    },
  );
  if (result.status !== 0) {
    console.error('The browser build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, `${wanted}\n`);
}
