import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Files the server reads at run time, located from the repository root. The root is searched for upwards
// rather than taken as a fixed '../..' because the same code runs from server/src (tsx, tests) and bundled
// into build/server/ (`npm start`, scripts/build-server.mjs).

function repositoryRoot(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(directory, 'package.json'))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    directory = parent;
  }
  return directory;
}

export const REPO_ROOT = repositoryRoot();
/** The built browser app (`npm run build`). */
export const DEFAULT_STATIC_DIR = path.join(REPO_ROOT, 'dist');
/** The SQL migrations, applied at every start. */
export const MIGRATIONS_FOLDER = path.join(REPO_ROOT, 'server', 'drizzle');
/** Plain JavaScript run as a child process to create an embedded database directory. */
export const PGLITE_INITDB_SCRIPT = path.join(REPO_ROOT, 'server', 'src', 'db', 'pglite-initdb.mjs');
