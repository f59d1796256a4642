import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// A module reads and writes its tables only in its repository: `repository.ts`, or the files of its
// `repository/` folder. Services, routes and jobs call the repository; they never build a query
// themselves, so every statement a module runs is found in one place.

const MODULES = join(import.meta.dirname, '../../server/src/modules');
/** An import of the query builder or of the table definitions. */
const QUERY_IMPORT = /from\s+'(drizzle-orm(?:\/[\w-]+)?|@server\/db\/schema(?:\/[\w-]+)?)'/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function isRepository(file: string): boolean {
  const parts = relative(MODULES, file).split(sep);
  return parts.at(-1) === 'repository.ts' || parts.slice(0, -1).includes('repository');
}

describe('module tables', () => {
  it('only repositories import drizzle or the table definitions', () => {
    const files = sourceFiles(MODULES);
    const outside = files
      .filter((file) => !isRepository(file) && QUERY_IMPORT.test(readFileSync(file, 'utf8')))
      .map((file) => relative(MODULES, file));
    expect(outside).toEqual([]);
    // The rule has something to hold: repositories do import them.
    expect(
      files.filter((file) => isRepository(file) && QUERY_IMPORT.test(readFileSync(file, 'utf8'))).length,
    ).toBeGreaterThan(20);
  });
});
