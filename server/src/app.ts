import { applyZodMessages } from '@domain/zod-messages';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock';
import { type Config, isHttps } from './config';
import { type ChangeNotices, openChangeNotices } from './db/change-notices';
import { type Database, type Db, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { requestTransactions } from './db/request-transaction';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { lazyRequestLogger } from './http/lazy-request-logger';
import { genReqId, REQUEST_ID_HEADER } from './http/request-id';
import { safeTextValidatorCompiler } from './http/safe-text';
import type { App } from './http/types';
import { logsPretty, prettyLogStream } from './log-format';
import { appModules, type ModuleContext } from './modules';
import { createAccessTokens } from './modules/auth/access-tokens';
import type { LoginThrottleOptions } from './modules/auth/login-throttle';
import type { DiscordAnnouncementsOptions } from './modules/discord-announcements/plugin';
import type { CloudOptions } from './modules/droplets/plugin';
import type { GatewaySettings } from './modules/game-sessions/settings';
import type { IdempotencyOptions } from './modules/idempotency/plugin';
import type { MailOptions } from './modules/mail/plugin';
import { backfillLegacyLogos } from './modules/teams/logo-backfill';
import { createSessionUsers } from './modules/users/session-users';
import { DEFAULT_STATIC_DIR } from './paths';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { DOCS_PREFIX, docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { rateLimitPlugin } from './plugins/rate-limit';
import { API_PREFIX, routeAccessPlugin } from './plugins/route-access';
import { securityPlugin } from './plugins/security';
import { shutdownPlugin } from './plugins/shutdown';
import { spaPlugin } from './plugins/spa';
import { resolveSecrets, type Secrets } from './secrets';
import type { SimulatedGameServers } from './simulated-game-servers';

export { DEFAULT_STATIC_DIR, REPO_ROOT } from './paths';
export const BODY_LIMIT_BYTES = 100 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The application's database (PGlite or PostgreSQL), closed with the app. */
    db: Db;
    /** The server's time: read it through here wherever a rule depends on it. */
    clock: Clock;
    /** What writes made stale, heard at commit (db/change-notices.ts). */
    changeNotices: ChangeNotices;
  }
}

export interface BuildOptions {
  /** Directory of the built browser app (default <repo>/dist). */
  staticDir?: string;
  loginThrottle?: LoginThrottleOptions;
  /** Extra /api route plugins, registered like the app's own modules (tests, tools). */
  extraApiRoutes?: FastifyPluginAsync[];
  /** Game-server gateway timings and limits (tests shorten them). */
  gameServers?: Partial<GatewaySettings>;
  /** The simulated cloud provider's timing and game servers (tests shorten or disable them). */
  cloud?: CloudOptions;
  /** The simulated game servers' implementation (tools/game-server-sim, passed in by the entry script). */
  simulatedGameServers?: SimulatedGameServers;
  /** The server's time (default the system's); tests move a ManualClock through a match's deadlines. */
  clock?: Clock;
  /** The Discord announcements sender's pacing (tests shorten it). */
  announcementSender?: DiscordAnnouncementsOptions['sender'];
  /** The mail sender's pacing (tests shorten it). */
  mailSender?: MailOptions['sender'];
  /** The Idempotency-Key handling's timing (tests shorten the wait for a request still in progress). */
  idempotency?: Omit<IdempotencyOptions, 'transactions'>;
}

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.token',
  '*.refreshToken',
];

async function registerEverything(
  app: App,
  config: Config,
  secrets: Secrets,
  database: Database,
  options: BuildOptions,
) {
  // Every module's `db`: the database, or the open transaction of the request that is running (a keyed
  // request on an idempotent route runs in one).
  const transactions = requestTransactions(database.db);
  const db: Db = transactions.db;
  const scopedDatabase: Database = { ...database, db };
  app.decorate('db', db);
  app.decorate('clock', options.clock ?? systemClock);
  const tokens = createAccessTokens(secrets.jwtSecret);

  await app.register(shutdownPlugin);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin, { https: isHttps(config) });
  await app.register(cookie, { secret: secrets.cookieSecret });
  await app.register(rateLimitPlugin, { db });
  await app.register(routeAccessPlugin, { publicPrefixes: [DOCS_PREFIX] });
  await app.register(docsPlugin, { publicUrl: config.publicUrl, serve: config.apiDocs });
  const notices = app.changeNotices;
  const sessionUsers = createSessionUsers(db, notices);
  await app.register(authPlugin, { sessionUsers, tokens });
  // The feature modules, in the order of their list.
  const context: ModuleContext = {
    config,
    secrets,
    database: scopedDatabase,
    transactions,
    tokens,
    sessionUsers,
    options,
  };
  for (const module of appModules) await module.register(app, context);

  await app.register(
    async (api) => {
      for (const routes of options.extraApiRoutes ?? []) await api.register(routes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(spaPlugin, {
    staticDir: options.staticDir ?? DEFAULT_STATIC_DIR,
    sourceMaps: config.sourceMaps,
  });
}

/** Builds the whole server (database migrated, plugins and routes registered, ready) without listening. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  applyZodMessages();
  const secrets = await resolveSecrets(config);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      stream: logsPretty(config.logFormat, process.stdout.isTTY === true)
        ? prettyLogStream(process.stdout)
        : undefined,
    },
    childLoggerFactory: lazyRequestLogger,
    genReqId,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(safeTextValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase(config, app.log);
  let notices: ChangeNotices | undefined;
  let closing: Promise<void> | undefined;
  const closeDatabase = () => {
    closing ??= (async () => {
      await notices?.close();
      await database.close();
    })();
    return closing;
  };
  app.addHook('onClose', closeDatabase);
  try {
    await migrateDatabase(database);
    await backfillLegacyLogos(database.db, app.log);
    notices = await openChangeNotices(database, config.databaseUrl, app.log);
    app.decorate('changeNotices', notices);
    await registerEverything(app, config, secrets, database, options);
    await app.ready();
  } catch (error) {
    // An app that never became ready does not run its onClose hooks.
    await closeDatabase();
    throw error;
  }
  return app;
}
