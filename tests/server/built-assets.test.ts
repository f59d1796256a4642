import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { builtAssetStore } from '@server/plugins/built-assets';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { temporaryDirectory } from './helpers/app';

describe('the built assets kept in memory', () => {
  let dir: string;
  let clock: number;
  const now = () => clock;
  beforeEach(async () => {
    dir = await temporaryDirectory('vrpl-assets-');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'app-111.js'), 'first build');
    clock = 1_000_000;
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads a file once: a changed file on disk does not change what is served', async () => {
    const find = builtAssetStore(dir, { sourceMaps: true, now });
    expect((await find('app-111.js'))?.identity.toString()).toBe('first build');
    await writeFile(path.join(dir, 'app-111.js'), 'overwritten');
    clock += 60_000;
    expect((await find('app-111.js'))?.identity.toString()).toBe('first build');
  });

  it('serves a file a rebuild added once the listing is a second old, and lists at most once a second', async () => {
    const find = builtAssetStore(dir, { sourceMaps: true, now });
    expect(await find('app-222.js')).toBeNull();
    await writeFile(path.join(dir, 'app-222.js'), 'second build');
    clock += 999;
    expect(await find('app-222.js')).toBeNull();
    clock += 1;
    expect((await find('app-222.js'))?.identity.toString()).toBe('second build');
  });

  it('refuses source maps unless they are on, and anything that is not a plain file name', async () => {
    await writeFile(path.join(dir, 'app-111.js.map'), '{"version":3}');
    expect(await builtAssetStore(dir, { sourceMaps: false, now })('app-111.js.map')).toBeNull();
    const find = builtAssetStore(dir, { sourceMaps: true, now });
    expect((await find('app-111.js.map'))?.contentType).toBe('application/json; charset=utf-8');
    for (const name of ['../app-111.js', 'a/app-111.js', '.app-111.js', 'app..js', '', 'APP-111.JS']) {
      expect(await find(name), name).toBeNull();
    }
  });

  it('answers null, not an error, when the directory is gone', async () => {
    const find = builtAssetStore(path.join(dir, 'not-built'), { sourceMaps: true, now });
    expect(await find('app-111.js')).toBeNull();
  });
});
