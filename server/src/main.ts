import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { MigrationRefusedError } from './db/migrate';
import { pgliteWasmModule } from './db/pglite-wasm';
import { logsPretty } from './log-format';
import { GATEWAY_PATH } from './modules/game-sessions/protocol';
import { resolveSecrets } from './secrets';
import { type SimulatedGameServers, simulatedPlayerCodes } from './simulated-game-servers';
import { startBanner } from './start-banner';

// `npm start` (through scripts/serve.ts, which passes the simulated game servers in): configuration from the
// environment, the server on PORT, graceful shutdown on SIGTERM/SIGINT.

/** A stopping server is gone within this time (supervisors commonly wait 10 s before SIGKILL). */
const EXIT_DEADLINE_MS = 9_000;

function configOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(problem);
    process.exit(1);
  }
}

async function main(gameServers: SimulatedGameServers): Promise<void> {
  const config = configOrExit();
  // Compiles on V8's background threads while the app is put together; a failure surfaces where the
  // database opens.
  if (!config.databaseUrl) pgliteWasmModule().catch(() => {});
  const app = await buildApp(config, { simulatedGameServers: gameServers });
  await app.listen({ port: config.port, host: '0.0.0.0' });
  const secrets = await resolveSecrets(config);
  if (logsPretty(config.logFormat, process.stdout.isTTY === true)) {
    const access = { code: secrets.accessCode, generated: secrets.accessCodeGenerated };
    process.stdout.write(`${startBanner(config, access).join('\n')}\n`);
  } else {
    app.log.info(`VR Paintball League is running at ${config.publicUrl}`);
    if (secrets.accessCodeGenerated) {
      app.log.info(`Access code (generated; set ACCESS_CODE to choose one): ${secrets.accessCode}`);
    }
  }
  // SIMULATED_GAME_SERVERS reference game servers join this server, so the session manager has someone to talk to.
  const simulatedCount = config.cloud.simulatedGameServers;
  const simulated =
    simulatedCount > 0
      ? gameServers.startPool({
          url: `ws://127.0.0.1:${config.port}${GATEWAY_PATH}`,
          token: secrets.gameServerToken,
          idPrefix: 'sim',
          count: simulatedCount,
          rampMs: Math.min(10_000, simulatedCount * 10),
          roundMs: config.cloud.simulatedMatchRoundMs,
          joinCodeFor: simulatedPlayerCodes((userId, matchId) => app.matchJoinCodes.issue(userId, matchId)),
          log: (line) => app.log.debug(line),
        })
      : null;
  if (simulated)
    app.log.info(`${simulatedCount} simulated game server(s) connecting (SIMULATED_GAME_SERVERS)`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing requests in flight, then stopping`);
    // The drain cuts connections after DRAIN_DEADLINE_MS; this is the last resort if closing hangs anyway.
    setTimeout(() => {
      app.log.error(`shutdown did not finish within ${EXIT_DEADLINE_MS} ms: exiting`);
      process.exit(1);
    }, EXIT_DEADLINE_MS).unref();
    Promise.resolve(simulated?.stop())
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/**
 * Runs the server until a signal stops it; a failed start exits the process with a message. The promise
 * settles once the server is listening.
 */
export function runServer(gameServers: SimulatedGameServers): Promise<void> {
  return main(gameServers).catch((error: unknown) => {
    if (error instanceof DataDirInUseError || error instanceof MigrationRefusedError)
      console.error(error.message);
    else console.error('The server failed to start:', error);
    process.exit(1);
  });
}
