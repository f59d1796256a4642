// Creates an embedded database directory (PGlite's initdb) and exits: run as a child process by
// db/pglite-memory.ts, so the memory initdb grows (some 700 MB) is given back to the system with the child
// instead of staying resident in the server. Plain JavaScript: it runs without the TypeScript loader.
import { PGlite } from '@electric-sql/pglite';

const directory = process.argv[2];
if (!directory) {
  console.error('usage: pglite-initdb.mjs <directory>');
  process.exit(2);
}
const client = new PGlite(directory);
await client.waitReady;
await client.close();
