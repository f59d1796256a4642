// Builds the browser app into dist/ and the server into build/server/ unless they already hold builds of the
// current sources (scripts/build-stamps.mjs). `npm start` (scripts/start.mjs) runs this first, so a fresh
// clone needs no separate build step, an edited file is rebuilt, and a restart after no change starts at
// once. Each build runs in a child process, so none of its memory stays with the server.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  isCurrent,
  ROOT,
  SERVER_ENTRY,
  SERVER_HASH_SALT,
  SERVER_STAMP,
  serverInputs,
  stampBuild,
} from './build-stamps.mjs';

const browserInputs = [
  'src',
  'domain',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
];
const browserStamp = join(ROOT, 'dist', '.build-stamp.json');

// The server's rule (server/src/exposure.ts), decided here because `vite build` sets NODE_ENV=production
// before it reads vite.config.ts: the build gets SOURCE_MAPS spelled out.
const requestedMaps = process.env.SOURCE_MAPS?.trim();
const sourceMaps = requestedMaps
  ? requestedMaps
  : process.env.NODE_ENV?.trim() === 'production'
    ? 'off'
    : 'on';

// Bump when the way the browser build is made changes, so older dist/ folders are rebuilt.
const BROWSER_RECIPE = 'production-2';
const browserSalt = `${BROWSER_RECIPE} SOURCE_MAPS=${sourceMaps}`;

function run(what, args, env = process.env) {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`The ${what} build failed; see the output above.`);
    process.exit(result.status ?? 1);
  }
}

if (existsSync(join(ROOT, 'dist', 'index.html')) && isCurrent(browserStamp, browserSalt, browserInputs)) {
  console.log('Browser app is up to date (dist/).');
} else {
  console.log('Building the browser app into dist/ ...');
  const startedAt = Date.now();
  rmSync(browserStamp, { force: true });
  run('browser', [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    ...process.env,
    SOURCE_MAPS: sourceMaps,
  });
  if (!stampBuild(browserStamp, browserSalt, browserInputs, startedAt)) {
    console.log('A source file changed during the browser build: the next start builds it again.');
  }
}

if (existsSync(SERVER_ENTRY) && isCurrent(SERVER_STAMP, SERVER_HASH_SALT, serverInputs())) {
  console.log('Server is up to date (build/server/).');
} else {
  console.log('Building the server into build/server/ ...');
  run('server', [join(ROOT, 'scripts', 'build-server.mjs')]);
}
