import type { TestProject } from 'vitest/node';
import { startServer } from '../support/server-process';
import { E2E_ACCESS_CODE, E2E_ADMIN, registerThroughApi } from './api';

// The browser suite runs against the real product: `npm start` (which builds the browser app when its
// sources changed) on a fresh data directory, on a free port. Every test talks to it over real HTTP.

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer({
    ACCESS_CODE: E2E_ACCESS_CODE,
    AUTH_RATE_LIMIT: '1000',
    SIMULATED_GAME_SERVERS: '0',
    LOG_LEVEL: 'warn',
  });
  try {
    // The first account of an empty database becomes Admin; take it here so every account the
    // tests register through the browser is a Player.
    await registerThroughApi(server.baseUrl, E2E_ADMIN);
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
