import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's feature modules depend on each other one way only: a cycle between
// two modules means one of them holds something that belongs to the other, or to a lower module.

const SERVER_SRC = join(import.meta.dirname, '../../server/src');
const MODULES = join(SERVER_SRC, 'modules');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const moduleOf = (file: string): string => relative(MODULES, file).split(sep)[0] ?? '';

/** module -> the other modules its files import. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(MODULES)) {
    const from = moduleOf(file);
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(/from '((?:\.|@server\/)[^']+)'/g)) {
      const target = specifier.startsWith('@server/')
        ? join(SERVER_SRC, specifier.slice('@server/'.length))
        : normalize(join(dirname(file), specifier));
      if (!target.startsWith(MODULES + sep)) continue;
      const to = moduleOf(target);
      if (to !== from) targets.add(to);
    }
  }
  return graph;
}

/** Every module path that leads back to where it started, as 'a -> b -> a'. */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const walk = (path: string[]) => {
    const last = path.at(-1) ?? '';
    for (const next of graph.get(last) ?? []) {
      if (next === path[0]) found.push([...path, next].join(' -> '));
      else if (!path.includes(next) && next > (path[0] ?? '')) walk([...path, next]);
    }
  };
  for (const start of graph.keys()) walk([start]);
  return found;
}

describe('server module graph', () => {
  it('has no import cycle between feature modules', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(graph.get('auth')).toContain('users');
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['teams', new Set(['invitations'])],
      ['invitations', new Set(['notifications', 'teams'])],
      ['notifications', new Set<string>()],
    ]);
    expect(cycles(graph)).toEqual(['invitations -> teams -> invitations']);
  });
});
