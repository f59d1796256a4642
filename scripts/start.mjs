// `npm start`: builds the browser app and the server when needed, then runs the built server in this same
// process. npm runs a script through `sh -c`; a single command lets sh exec it, so npm's own child is the
// server itself and the SIGTERM that npm forwards reaches the server (no shell or launcher in between to
// orphan it).
import { compilePgliteOnBaselineOnly } from '../server/src/db/pglite-compiler.mjs';
import { SERVER_ENTRY } from './build-stamps.mjs';
import { runCached } from './code-cache.mjs';
import './ensure-build.mjs';

// PGlite's WebAssembly on V8's baseline compiler only, set before the server is loaded: the code cache below
// records the flags it was made with.
compilePgliteOnBaselineOnly();

const server = runCached(SERVER_ENTRY);
// Saved once the server is up: by then the cache holds every function a start runs.
await server.exports.started;
server.saveCache();
