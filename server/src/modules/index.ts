import type { FastifyPluginAsync, FastifyPluginCallback, FastifyPluginOptions } from 'fastify';
import type { BuildOptions } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { RequestTransactions } from '../db/request-transaction';
import type { App } from '../http/types';
import type { Secrets } from '../secrets';
import { accessPlugin } from './access/plugin';
import { adminPlugin } from './admin/plugin';
import type { AccessTokens } from './auth/access-tokens';
import { LoginThrottle } from './auth/login-throttle';
import { authServicePlugin } from './auth/plugin';
import { backupPlugin } from './backup/plugin';
import { discordPlugin } from './discord/plugin';
import { discordAnnouncementsPlugin } from './discord-announcements/plugin';
import { divisionsPlugin } from './divisions/plugin';
import { dropletsPlugin } from './droplets/plugin';
import { emailVerificationPlugin } from './email-verification/plugin';
import { fixturesPlugin } from './fixtures/plugin';
import { gameServersPlugin } from './game-servers/plugin';
import { gameSessionsPlugin } from './game-sessions/plugin';
import { healthPlugin } from './health/plugin';
import { idempotencyPlugin } from './idempotency/plugin';
import { invitationsPlugin } from './invitations/plugin';
import { leagueSettingsPlugin } from './league-settings/plugin';
import { livePlugin } from './live/plugin';
import { logosPlugin } from './logos/plugin';
import { mailPlugin } from './mail/plugin';
import { matchCheckInPlugin } from './match-check-in/plugin';
import { matchJoinCodesPlugin } from './match-join-codes/plugin';
import { matchResultsPlugin } from './match-results/plugin';
import { matchSchedulingPlugin } from './match-scheduling/plugin';
import { matchServerPlugin } from './match-server/plugin';
import { matchesPlugin } from './matches/plugin';
import { metricsPlugin } from './metrics/plugin';
import { notificationsPlugin } from './notifications/plugin';
import { passwordResetPlugin } from './password-reset/plugin';
import { playoffsPlugin } from './playoffs/plugin';
import { ratingsPlugin } from './ratings/plugin';
import { rolesPlugin } from './roles/plugin';
import { rosterChangesPlugin } from './roster-changes/plugin';
import { seasonsPlugin } from './seasons/plugin';
import { standingsPlugin } from './standings/plugin';
import { teamsPlugin } from './teams/plugin';
import { usersPlugin } from './users/plugin';
import type { SessionUsers } from './users/session-users';

// The feature modules, in the order the app registers them: each decorates the app with its service and
// registers its routes under /api. A module comes after every plugin its fastify-plugin `dependencies`
// name (tests/server/module-order.test.ts checks this, and that every module folder with a plugin.ts is
// here). One explicit list rather than directory scanning: the server also runs as one bundled file.

/** What the modules' options are made of. */
export interface ModuleContext {
  config: Config;
  secrets: Secrets;
  database: Database;
  /** The request transactions `database.db` joins. */
  transactions: RequestTransactions;
  tokens: AccessTokens;
  sessionUsers: SessionUsers;
  options: BuildOptions;
}

export interface AppModule {
  /** The fastify-plugin plugin, carrying its name and dependencies. */
  plugin: FastifyPluginCallback<never> | FastifyPluginAsync<never>;
  register(app: App, context: ModuleContext): Promise<unknown>;
}

/** A module whose plugin takes options made from the context. */
function withOptions<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginCallback<Options> | FastifyPluginAsync<Options>,
  options: (context: ModuleContext) => Options,
): AppModule {
  return {
    plugin,
    register: async (app, context) => app.register(plugin, options(context)),
  };
}

/** A module whose plugin takes no options. */
function plain(plugin: FastifyPluginAsync): AppModule {
  return { plugin, register: async (app) => app.register(plugin) };
}

export const appModules: readonly AppModule[] = [
  // Before the other modules: its hooks serve every route that declares config.idempotent.
  withOptions(idempotencyPlugin, ({ options, transactions }) => ({
    ...options.idempotency,
    transactions,
  })),
  plain(healthPlugin),
  withOptions(accessPlugin, ({ config, secrets }) => ({
    config,
    code: secrets.accessCode,
    fingerprintKey: secrets.cookieSecret,
  })),
  withOptions(authServicePlugin, ({ config, tokens, database, options }) => ({
    config,
    tokens,
    throttle: new LoginThrottle(database.db, options.loginThrottle),
    passwordThrottle: new LoginThrottle(database.db, options.loginThrottle, 'password'),
  })),
  withOptions(mailPlugin, ({ config, options }) => ({ config, sender: options.mailSender })),
  withOptions(passwordResetPlugin, ({ config }) => ({ config })),
  plain(leagueSettingsPlugin),
  withOptions(emailVerificationPlugin, ({ config }) => ({ config })),
  plain(usersPlugin),
  plain(rolesPlugin),
  plain(teamsPlugin),
  plain(logosPlugin),
  plain(invitationsPlugin),
  plain(notificationsPlugin),
  plain(rosterChangesPlugin),
  plain(seasonsPlugin),
  withOptions(discordAnnouncementsPlugin, ({ config, options }) => ({
    config,
    sender: options.announcementSender,
  })),
  plain(divisionsPlugin),
  plain(matchesPlugin),
  withOptions(matchSchedulingPlugin, ({ config }) => ({ publicUrl: config.publicUrl })),
  plain(matchResultsPlugin),
  plain(matchCheckInPlugin),
  // A settled result moves the bracket on (playoffs), then pairs the next Swiss week (fixtures), then
  // replays the ratings: their listeners on the results service run in this order.
  plain(playoffsPlugin),
  plain(fixturesPlugin),
  plain(standingsPlugin),
  plain(ratingsPlugin),
  withOptions(discordPlugin, ({ config, secrets }) => ({ config, ticketSecret: secrets.jwtSecret })),
  withOptions(gameSessionsPlugin, ({ config, secrets, database, options }) => ({
    database,
    databaseUrl: config.databaseUrl,
    gameServerToken: secrets.gameServerToken,
    trustProxy: config.trustProxy,
    settings: {
      maxAwaitingHelloPerAddress: config.helloCaps.perAddress,
      maxAwaitingHello: config.helloCaps.total,
      ...options.gameServers,
    },
  })),
  withOptions(matchJoinCodesPlugin, ({ secrets }) => ({ secret: secrets.jwtSecret })),
  withOptions(livePlugin, ({ config, database, sessionUsers }) => ({
    database,
    databaseUrl: config.databaseUrl,
    sessionUsers,
    streamCaps: config.liveStreamCaps,
  })),
  plain(gameServersPlugin),
  withOptions(dropletsPlugin, ({ config, secrets, options }) => ({
    config,
    gameServerToken: secrets.gameServerToken,
    simulatedGameServers: options.simulatedGameServers,
    options: options.cloud,
  })),
  withOptions(matchServerPlugin, ({ config }) => ({ config })),
  plain(adminPlugin),
  withOptions(metricsPlugin, ({ config, database }) => ({ database, token: config.metricsToken })),
  withOptions(backupPlugin, ({ database }) => ({ database })),
];
