// `npm run build` (and `npm start` when the build is stale, through scripts/ensure-build.mjs): bundles the
// server entry scripts/serve.ts with everything it imports (server/src, domain/, tools/ and the packages)
// into one CommonJS file, build/server/serve.cjs, so a start compiles no TypeScript and resolves and
// reads one file instead of some two thousand; scripts/start.mjs runs it through a V8 code cache
// (scripts/code-cache.mjs). Files read at run time (migrations, the initdb child script, dist/) are found
// from the repository root (server/src/paths.ts).
import { mkdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
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
import { bundleServerEntry } from './server-bundle.mjs';

const startedAt = Date.now();
// Nothing of an earlier build stays: its stamp, its code cache, the ES module an older recipe made.
rmSync(SERVER_BUILD_DIR, { recursive: true, force: true });
mkdirSync(SERVER_BUILD_DIR, { recursive: true });
const result = await bundleServerEntry('scripts/serve.ts', SERVER_ENTRY);
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
