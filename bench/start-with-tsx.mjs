// The server start `npm start` made before the server was built to JavaScript: the build check,
// then scripts/serve.ts compiled by tsx in this process. bench/start.ts times it beside the built start.
import '../scripts/ensure-build.mjs';
import { register } from 'tsx/esm/api';

register();
await import('../scripts/serve.ts');
