import type { TestProject } from 'vitest/node';
import { type DiscordFake, startDiscordFake } from '../fakes/discord';
import { holdPgliteTemplates } from '../support/pglite-template';
import { ensureBuilt, type RunningServer, startServer } from '../support/server-process';
import { settled } from '../support/settled';
import { E2E_ACCESS_CODE, E2E_ADMIN, E2E_DISCORD_CLIENT, registerThroughApi } from './api';

// The browser suite runs against the real product: `npm start` (which builds the browser app when its
// sources changed), each server on a data directory of its own and a free port. Every test talks to its
// worker's server over real HTTP. The data directories start from one migrated copy of the embedded
// database (tests/support/pglite-template.ts), the files' own servers too (provided as `pgliteTemplate`).

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker of the suite, each on a database of its own (tests/e2e/browser.ts `baseUrl`). */
    baseUrls: string[];
    /** The Discord fake the servers link accounts through. */
    discordFakeUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const discord = await startDiscordFake(E2E_DISCORD_CLIENT);
  const servers: RunningServer[] = [];
  let templates: Awaited<ReturnType<typeof holdPgliteTemplates>> | null = null;
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await discord.close();
    await templates?.release();
  };
  try {
    // The database made beside the build: initdb and the migrations on one CPU, Vite and the server bundle
    // on the other.
    const [held, built] = await Promise.allSettled([holdPgliteTemplates(), ensureBuilt()]);
    const made = settled(held);
    templates = made;
    settled(built);
    // A server for each worker of the project (Vitest numbers them 1 to maxWorkers; a project whose files
    // run one at a time has one), so the files running at once never see each other's data arrive in the
    // middle of their lists. They start side by side once the browser app is built.
    const starts = await Promise.allSettled(
      Array.from({ length: project.config.maxWorkers }, () => startSuiteServer(discord, made.migrated)),
    );
    for (const start of starts) if (start.status === 'fulfilled') servers.push(start.value);
    const failed = starts.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  project.provide('discordFakeUrl', discord.url);
  project.provide('pgliteTemplate', templates!.migrated);
  return stop;
}

async function startSuiteServer(discord: DiscordFake, pgliteTemplate: string): Promise<RunningServer> {
  const server = await startServer(
    {
      ACCESS_CODE: E2E_ACCESS_CODE,
      AUTH_RATE_LIMIT: '1000',
      // Every browser of the suite comes from 127.0.0.1: the per-address cap on live streams is for a NAT's
      // worth of players, not for one test machine's hundreds of tabs (the per-user cap still applies).
      LIVE_STREAMS_PER_ADDRESS: '10000',
      // One simulated game server (client id 'sim') for the Game Session Manager suite.
      SIMULATED_GAME_SERVERS: '1',
      // Its league matches (tests/e2e/match-server.test.ts) play in seconds.
      SIMULATED_MATCH_ROUND_MS: '400',
      LOG_LEVEL: 'warn',
      DISCORD_CLIENT_ID: E2E_DISCORD_CLIENT.clientId,
      DISCORD_CLIENT_SECRET: E2E_DISCORD_CLIENT.clientSecret,
      DISCORD_AUTHORIZE_URL: discord.authorizeUrl,
      DISCORD_API_URL: discord.apiUrl,
    },
    { pgliteTemplate },
  );
  try {
    // The redirect URI registered for the application, as on Discord's developer portal.
    discord.allowRedirectUri(`${server.baseUrl}/discord/callback`);
    // The first account of an empty database becomes Admin; take it here so every account the
    // tests register through the browser is a Player.
    await registerThroughApi(server.baseUrl, E2E_ADMIN);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
