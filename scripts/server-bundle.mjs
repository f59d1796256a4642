// How a server entry script becomes one CommonJS file: `npm run build` bundles scripts/serve.ts this way
// (scripts/build-server.mjs), and the server tests bundle the operator CLI (server/src/cli.ts) the same way,
// so that every command they run starts in a fraction of a second instead of compiling TypeScript first.
// The bundle must lie inside the repository: files read at run time (migrations, the initdb child script,
// dist/) are found from the repository root above it (server/src/paths.ts).
import { build } from 'esbuild';
import { ROOT } from './build-stamps.mjs';

/** Bundles `entry` (relative to the repository root) into the CommonJS file `outfile`, kept in memory. */
export function bundleServerEntry(entry, outfile) {
  return build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    outfile,
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
    banner: {
      js: "'use strict'; const importMetaUrl = require('node:url').pathToFileURL(__filename).href;",
    },
    tsconfig: 'tsconfig.json',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
}
