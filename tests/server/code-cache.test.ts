import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// scripts/code-cache.mjs, which runs the built server: V8 would take a code cache made for any source of the
// same length, so the cache must never run an earlier build's code. Each run is a process of its own, as each
// start is.

const CODE_CACHE = join(import.meta.dirname, '../../scripts/code-cache.mjs');
const directory = mkdtempSync(join(tmpdir(), 'vrpl-code-cache-'));
const bundle = join(directory, 'bundle.cjs');

afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** Runs `bundle` the way scripts/start.mjs runs the server, saving the cache as a started server does. */
function run(): { answer: string; cacheUsed: boolean } {
  const script = `
    import { runCached } from ${JSON.stringify(CODE_CACHE)};
    const loaded = runCached(${JSON.stringify(bundle)});
    const answer = loaded.exports.answer();
    loaded.saveCache();
    console.log(JSON.stringify({ answer, cacheUsed: loaded.cacheUsed }));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout);
}

describe('the built server code cache', () => {
  it('is saved by a first run, used by the next, and never for a changed source of the same length', () => {
    writeFileSync(bundle, "'use strict'; exports.answer = () => 'first build';\n");
    expect(run()).toEqual({ answer: 'first build', cacheUsed: false });
    expect(existsSync(`${bundle}.cache`)).toBe(true);
    expect(run()).toEqual({ answer: 'first build', cacheUsed: true });

    writeFileSync(bundle, "'use strict'; exports.answer = () => 'other build';\n");
    expect(run()).toEqual({ answer: 'other build', cacheUsed: false });
    expect(run()).toEqual({ answer: 'other build', cacheUsed: true });
  });

  it('replaces a cache that V8 rejects (another Node version or other flags made it)', () => {
    const sourceHash = createHash('sha256').update(readFileSync(bundle)).digest();
    writeFileSync(`${bundle}.cache`, Buffer.concat([sourceHash, Buffer.from('not bytecode of this V8')]));
    expect(run()).toEqual({ answer: 'other build', cacheUsed: false });
    expect(run()).toEqual({ answer: 'other build', cacheUsed: true });
  });
});
