// `npm run build` (and `npm start` when the build is stale, through scripts/ensure-build.mjs): bundles the
// server entry scripts/serve.ts and everything it imports from server/src, domain/ and tools/ into one
// JavaScript module, build/server/serve.mjs, so starting the server compiles no TypeScript. Packages stay
// imports resolved from node_modules; files read at run time (migrations, the initdb child script, dist/)
// are found from the repository root (server/src/paths.ts).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import {
  hashInputs,
  ROOT,
  SERVER_BUILD_DIR,
  SERVER_BUILD_RECIPE,
  SERVER_ENTRY,
  SERVER_HASH_SALT,
  SERVER_STAMP,
} from './build-stamps.mjs';

// Each file is written aside and renamed into place: a server starting meanwhile (or a second `npm start`
// building at the same time) sees the old file or the new one, never half of one.
function writeAtomically(file, contents) {
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, contents);
  renameSync(aside, file);
}

mkdirSync(SERVER_BUILD_DIR, { recursive: true });
const result = await build({
  absWorkingDir: ROOT,
  entryPoints: ['scripts/serve.ts'],
  outfile: SERVER_ENTRY,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  metafile: true,
  write: false,
  logLevel: 'warning',
});
for (const output of result.outputFiles) writeAtomically(output.path, output.contents);
// The stamp lists exactly the files this bundle was made of, so the start-up check hashes those and
// nothing else; a new file can only enter the bundle through an edit to one already listed.
const bundled = Object.keys(result.metafile.inputs)
  .map((input) => relative(ROOT, join(ROOT, input)))
  .sort();
const inputs = [...SERVER_BUILD_RECIPE, ...bundled];
writeAtomically(
  SERVER_STAMP,
  `${JSON.stringify({ hash: hashInputs(SERVER_HASH_SALT, inputs), inputs }, null, 1)}\n`,
);
console.log(`Built the server into ${relative(ROOT, SERVER_ENTRY)} (${bundled.length} modules).`);
