import type { Config } from '@server/config';
import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import { type SimulatedGameServers, simulatedPlayerCodes } from '@server/simulated-game-servers';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_PATH } from '../game-sessions/protocol';
import { createDigitalOceanProvider } from './digitalocean';
import type { CloudProvider } from './provider';
import { dropletRoutes } from './routes';
import { createDropletsService, type DropletsService } from './service';
import { createSimulatedProvider, type GameServerLauncher } from './simulated';

// Chooses the provider (DigitalOcean when CLOUD_PROVIDER=digitalocean with DO_TOKEN, else the simulated
// one), builds the droplets service (app.droplets), ties it to the game-server gateway and serves its routes.

declare module 'fastify' {
  interface FastifyInstance {
    droplets: DropletsService;
  }
}

export const DEFAULT_SIMULATED_ACTIVE_AFTER_MS = 5_000;

export interface CloudOptions {
  /** How long a simulated droplet stays 'new' (default 5 s). */
  simulatedActiveAfterMs?: number;
  /**
   * Starts a simulated droplet's game server; default: one of the app's simulated game servers
   * connecting to this server's own gateway (none when the app was given none). Null: simulated droplets run none.
   */
  launchGameServer?: GameServerLauncher | null;
}

/**
 * A simulated game server connecting to this app's own gateway (once it listens). It presents the machine's
 * own credential, read from the droplet's user data as a real machine reads it; a droplet made before user
 * data was kept falls back to the shared token.
 */
export function ownGatewayLauncher(
  app: FastifyInstance,
  token: string,
  gameServers: SimulatedGameServers,
  roundMs: number,
): GameServerLauncher {
  return ({ clientId, customId, credential }) => {
    const address = app.server.address();
    if (address === null || typeof address === 'string') {
      app.log.warn({ clientId }, 'simulated game server not started: the server is not listening');
      return { stop: async () => undefined };
    }
    return gameServers.startOne({
      url: `ws://127.0.0.1:${address.port}${GATEWAY_PATH}`,
      token: credential ?? token,
      clientId,
      customId,
      roundMs,
      joinCodeFor: simulatedPlayerCodes((userId, matchId) => app.matchJoinCodes.issue(userId, matchId)),
      log: (line) => app.log.debug(line),
    });
  };
}

export interface DropletsPluginOptions {
  config: Config;
  /** The shared GAME_SERVER_TOKEN, which simulated droplets' game servers use. */
  gameServerToken: string;
  /** Absent: simulated droplets run no game server unless `options.launchGameServer` starts one. */
  simulatedGameServers?: SimulatedGameServers;
  options?: CloudOptions;
}

function chooseProvider(
  app: App,
  { config, gameServerToken, simulatedGameServers: gameServers, options = {} }: DropletsPluginOptions,
): CloudProvider {
  const { cloud } = config;
  let provider: CloudProvider;
  if (cloud.provider === 'digitalocean' && cloud.doToken) {
    provider = createDigitalOceanProvider({
      apiUrl: cloud.doApiUrl,
      token: cloud.doToken,
      tag: cloud.doTag,
      log: app.log,
    });
  } else {
    const simulated = createSimulatedProvider({
      db: app.db,
      tag: cloud.doTag,
      activeAfterMs: options.simulatedActiveAfterMs ?? DEFAULT_SIMULATED_ACTIVE_AFTER_MS,
      launchGameServer:
        options.launchGameServer === undefined
          ? gameServers
            ? ownGatewayLauncher(app, gameServerToken, gameServers, cloud.simulatedMatchRoundMs)
            : null
          : options.launchGameServer,
    });
    app.addHook('onListen', () => simulated.resume());
    app.addHook('preClose', () => simulated.close());
    provider = simulated;
  }
  return provider;
}

export const dropletsPlugin = fp<DropletsPluginOptions>(
  async (app: App, options) => {
    const service = createDropletsService({
      db: app.db,
      provider: chooseProvider(app, options),
      sessions: app.gameSessions,
      log: app.log,
      backendUrl: options.config.publicUrl,
      credentials: app.gameServers,
    });
    app.onGameServerConnected((clientId) => {
      service.gameServerConnected(clientId).catch((error: unknown) => {
        app.log.error({ err: error, clientId }, 'droplet game session not created');
      });
    });
    app.decorate('droplets', service);
    await app.register(dropletRoutes, { prefix: API_PREFIX });
  },
  {
    name: 'droplets',
    dependencies: ['auth', 'game-sessions', 'game-servers', 'match-join-codes'],
  },
);
