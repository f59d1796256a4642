import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { appModules } from '@server/modules';
import { describe, expect, it } from 'vitest';

// The app registers its feature modules from one list (server/src/modules/index.ts) in order: a module
// comes after every plugin its fastify-plugin `dependencies` name, and every module folder with a
// plugin.ts is in the list.

const MODULES = join(import.meta.dirname, '../../server/src/modules');
const PLUGINS = join(import.meta.dirname, '../../server/src/plugins');
/** Registered after the modules: its catch-all answers what no module route does. */
const AFTER_MODULES = new Set(['spa']);

interface PluginMeta {
  name: string;
  dependencies: string[];
}

function metaOf(value: unknown): PluginMeta | undefined {
  if (typeof value !== 'function') return undefined;
  const meta = (value as unknown as Record<symbol, Partial<PluginMeta> | undefined>)[
    Symbol.for('plugin-meta')
  ];
  return meta?.name ? { name: meta.name, dependencies: meta.dependencies ?? [] } : undefined;
}

/** The fastify-plugin plugins a file exports. */
async function pluginsExportedBy(file: string): Promise<unknown[]> {
  const exported: Record<string, unknown> = await import(file);
  return Object.values(exported).filter((value) => metaOf(value) !== undefined);
}

/** 'module needs dependency' for each dependency neither registered before the modules nor listed earlier. */
function orderProblems(modules: PluginMeta[], beforeModules: ReadonlySet<string>): string[] {
  const registered = new Set(beforeModules);
  const problems: string[] = [];
  for (const { name, dependencies } of modules) {
    for (const dependency of dependencies) {
      if (!registered.has(dependency)) problems.push(`${name} needs ${dependency}`);
    }
    registered.add(name);
  }
  return problems;
}

/** The names of the app's own plugins (server/src/plugins) registered before the modules. */
async function infrastructureNames(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const file of readdirSync(PLUGINS).filter((name) => name.endsWith('.ts'))) {
    for (const plugin of await pluginsExportedBy(join(PLUGINS, file))) {
      const name = metaOf(plugin)?.name;
      if (name && !AFTER_MODULES.has(name)) names.add(name);
    }
  }
  return names;
}

describe('feature module list', () => {
  const listed = appModules.map(({ plugin }) => metaOf(plugin));

  it('holds fastify-plugin plugins with distinct names', () => {
    expect(listed).not.toContain(undefined);
    const names = listed.map((meta) => meta?.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('registers every module after the plugins it depends on', async () => {
    const before = await infrastructureNames();
    expect(before).toContain('auth');
    expect(before).toContain('route-access');
    expect(
      orderProblems(
        listed.filter((meta) => meta !== undefined),
        before,
      ),
    ).toEqual([]);
  });

  it('lists every module folder that has a plugin.ts', async () => {
    const folders = readdirSync(MODULES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(MODULES, entry.name, 'plugin.ts')))
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(30);
    const inList = new Set<unknown>(appModules.map(({ plugin }) => plugin));
    const missing: string[] = [];
    for (const folder of folders) {
      const plugins = await pluginsExportedBy(join(MODULES, folder, 'plugin.ts'));
      if (plugins.length === 0 || !plugins.every((plugin) => inList.has(plugin))) missing.push(folder);
    }
    expect(missing).toEqual([]);
  });

  it('finds a module listed before its dependency', () => {
    const modules = [
      { name: 'invitations', dependencies: ['auth', 'teams'] },
      { name: 'teams', dependencies: ['auth'] },
      { name: 'health', dependencies: ['route-access'] },
    ];
    expect(orderProblems(modules, new Set(['auth']))).toEqual([
      'invitations needs teams',
      'health needs route-access',
    ]);
  });
});
