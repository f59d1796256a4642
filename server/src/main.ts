import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
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

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing requests in flight, then stopping`);
    app.close().then(
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
