// `npm run build` (and `npm start` when the build is stale, through scripts/ensure-build.mjs): bundles the
// server entry scripts/serve.ts with everything it imports (server/src, domain/, tools/ and the packages)
// into one CommonJS file, build/server/serve.cjs, so a start compiles no TypeScript and resolves and
// reads one file instead of some two thousand; scripts/start.mjs runs it through a V8 code cache
// (scripts/code-cache.mjs). Files read at run time (migrations, the initdb child script, dist/) are found
// from the repository root (server/src/paths.ts).
import { mkdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import {
  ROOT,
  SERVER_BUILD_DIR,
  SERVER_BUILD_RECIPE,
  SERVER_ENTRY,
  SERVER_HASH_SALT,
  SERVER_STAMP,
  stampBuild,
  writeAtomically,
} from './build-stamps.mjs';

const startedAt = Date.now();
// Nothing of an earlier build stays: its stamp, its code cache, the ES module an older recipe made.
rmSync(SERVER_BUILD_DIR, { recursive: true, force: true });
mkdirSync(SERVER_BUILD_DIR, { recursive: true });
const result = await build({
  absWorkingDir: ROOT,
  entryPoints: ['scripts/serve.ts'],
  outfile: SERVER_ENTRY,
  bundle: true,
  platform: 'node',
  // CommonJS, so that scripts/start.mjs can compile it with a V8 code cache (Node 20 has none for ES modules).
  format: 'cjs',
  target: 'node20.19',
  // Dynamic imports of bundled packages become require calls: the bundle runs as a vm.Script, which has no
  // loader for import().
  supported: { 'dynamic-import': false },
  // The one ES-module feature our code uses (server/src/paths.ts), defined by the banner below.
  define: { 'import.meta.url': 'importMetaUrl' },
  // Left to node_modules: packages that find files next to their own code (PGlite's WebAssembly, the
  // argon2 binary, swagger-ui's assets) and optional natives. Bundled although they can find files of
  // their own: pino (its transports' workers, which the server does not use) and @fastify/swagger (its
  // package.json, read only for a title and version that docs.ts gives).
  external: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    '@fastify/swagger-ui',
    'pg-native',
    'bufferutil',
    'utf-8-validate',
  ],
  // Strict as a whole, as the ES module it was.
  banner: { js: "'use strict'; const importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  tsconfig: 'tsconfig.json',
  metafile: true,
  write: false,
  logLevel: 'warning',
});
for (const output of result.outputFiles) writeAtomically(output.path, output.contents);
// The stamp lists exactly the files of ours this bundle was made of, so the start-up check hashes those
// and nothing else (a new file can only enter the bundle through an edit to one already listed); the
// packages' files are covered by package-lock.json, in the recipe.
const bundled = Object.keys(result.metafile.inputs)
  .map((input) => relative(ROOT, join(ROOT, input)))
  .filter((input) => !input.split('/').includes('node_modules'))
  .sort();
const inputs = [...SERVER_BUILD_RECIPE, ...bundled];
if (!stampBuild(SERVER_STAMP, SERVER_HASH_SALT, inputs, startedAt, { inputs })) {
  console.log('A source file changed during the server build: the next start builds it again.');
}
console.log(`Built the server into ${relative(ROOT, SERVER_ENTRY)} (${bundled.length} modules).`);
