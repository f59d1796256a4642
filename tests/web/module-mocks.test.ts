import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_MODULE_MOCKS } from './module-mocks';

// The `web` project's files share a worker's module cache: a module another file loaded first keeps its
// real imports there, so a file's vi.mock of it would not take. Such files run in `web-mocks` instead.
describe('the screen files that mock a module', () => {
  it('all run with modules of their own (WEB_MODULE_MOCKS)', () => {
    const screenFiles = readdirSync('tests/web').filter((name) => name.endsWith('.test.tsx'));
    const mocking = screenFiles
      .filter((name) => /\bvi\.mock\(/.test(readFileSync(join('tests/web', name), 'utf8')))
      .map((name) => `tests/web/${name}`);
    expect(mocking.length).toBeGreaterThan(0);
    expect([...WEB_MODULE_MOCKS].sort()).toEqual(mocking.sort());
  });
});
