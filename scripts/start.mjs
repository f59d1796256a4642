// `npm start`: builds the browser app when needed, then runs the server in this same process. npm runs a
// script through `sh -c`; a single command lets sh exec it, so npm's own child is the server itself and
// the SIGTERM that npm forwards reaches the server (no shell or tsx launcher in between to orphan it).
import './ensure-build.mjs';
import { register } from 'tsx/esm/api';

register();
await import('./serve.ts');
