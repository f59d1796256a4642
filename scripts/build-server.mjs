// `npm run build` (and `npm start` when the build is stale, through scripts/ensure-build.mjs): bundles the
// server entry scripts/serve.ts with everything it imports (server/src, domain/, tools/ and the packages)
// into one JavaScript module, build/server/serve.mjs, so a start compiles no TypeScript and resolves and
// reads one file instead of some two thousand. Files read at run time (migrations, the initdb child
// script, dist/) are found from the repository root (server/src/paths.ts).
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
mkdirSync(SERVER_BUILD_DIR, { recursive: true });
rmSync(SERVER_STAMP, { force: true });
const result = await build({
  absWorkingDir: ROOT,
  entryPoints: ['scripts/serve.ts'],
  outfile: SERVER_ENTRY,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Left to node_modules: packages that find files next to their own code (PGlite's WebAssembly, the
  // argon2 binary, swagger's assets and package.json, pino's transport workers) and optional natives.
  external: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    '@fastify/swagger',
    '@fastify/swagger-ui',
    'pino',
    'pg-native',
    'bufferutil',
    'utf-8-validate',
  ],
  // Bundled CommonJS packages require Node's built-ins.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
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
