// `npm start`: builds the browser app and the server when needed, then runs the built server in this same
// process. npm runs a script through `sh -c`; a single command lets sh exec it, so npm's own child is the
// server itself and the SIGTERM that npm forwards reaches the server (no shell or launcher in between to
// orphan it).
import './ensure-build.mjs';

await import('../build/server/serve.mjs');
