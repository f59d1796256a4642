import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BuildOptions, buildApp } from '@server/app';
import { type Config, loadConfig } from '@server/config';
import type { App } from '@server/http/types';
import { inject } from 'vitest';
import { referenceGameServers } from '../../../tools/game-server-sim/simulated-game-servers';
import { copyPgliteInto } from '../../support/copy-pglite';
import { createPostgresDatabase, type DatabaseKind } from './databases';

export const TEST_ACCESS_CODE = 'ABC123';

export interface TestApp {
  app: App;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export async function temporaryDirectory(prefix = 'vrpl-test-'): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

/** A test configuration: temp data directory, fixed access code, silent logs, generous rate limits. */
export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      DATA_DIR: dataDir,
      ACCESS_CODE: TEST_ACCESS_CODE,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT: '1000',
    }),
    ...overrides,
  };
}

/**
 * Puts a copy of one of the suite's embedded databases (tests/server/global-setup.ts) into `dataDir`: the
 * migrated one, or the cluster as initdb left it (`empty`), for tests of the migrations themselves.
 */
export async function copyPglite(dataDir: string, which: 'migrated' | 'empty' = 'migrated'): Promise<void> {
  await copyPgliteInto(inject(which === 'migrated' ? 'pgliteTemplate' : 'pgliteEmptyTemplate'), dataDir);
}

export async function buildTestApp(
  kind: DatabaseKind,
  overrides: { config?: Partial<Config>; options?: BuildOptions } = {},
): Promise<TestApp> {
  const dataDir = await temporaryDirectory();
  // A copy of the suite's migrated database of this kind (tests/server/global-setup.ts): the app opens it
  // as its own.
  if (kind === 'pglite') await copyPglite(dataDir);
  const postgres = kind === 'postgres' ? await createPostgresDatabase({ migrated: true }) : null;
  const config = testConfig(dataDir, { databaseUrl: postgres?.url, ...overrides.config });
  const cleanUp = async () => {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let app: App;
  try {
    // The product's simulated game servers, as scripts/serve.ts passes them in.
    app = await buildApp(config, {
      staticDir: path.join(dataDir, 'no-dist'),
      simulatedGameServers: referenceGameServers,
      ...overrides.options,
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    app,
    config,
    dataDir,
    async close() {
      await app.close();
      await cleanUp();
    },
  };
}
