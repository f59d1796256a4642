import { startAgentPool } from '../../tools/game-server-sim/pool';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { GATEWAY_PATH } from './modules/game-sessions/protocol';
import { resolveSecrets } from './secrets';

// `npm start`: configuration from the environment, the server on PORT, graceful shutdown on SIGTERM/SIGINT.

function configOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(problem);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = configOrExit();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  app.log.info(`VR Paintball League is running at ${config.publicUrl}`);

  const secrets = await resolveSecrets(config);
  if (secrets.accessCodeGenerated) {
    app.log.info(`Access code (generated; set ACCESS_CODE to choose one): ${secrets.accessCode}`);
  }
  // SIMULATED_GAME_SERVERS reference game servers join this server, so the session manager has someone to talk to.
  const simulatedCount = config.cloud.simulatedGameServers;
  const simulated =
    simulatedCount > 0
      ? startAgentPool({
          url: `ws://127.0.0.1:${config.port}${GATEWAY_PATH}`,
          token: secrets.gameServerToken,
          idPrefix: 'sim',
          count: simulatedCount,
          rampMs: Math.min(10_000, simulatedCount * 10),
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

main().catch((error: unknown) => {
  console.error('The server failed to start:', error);
  process.exit(1);
});
