import { randomUUID } from 'node:crypto';
import type { Database } from '@server/db/client';
import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { createGameServerAuthenticator } from '../game-servers/authenticator';
import { CommandBus } from './bus';
import { openBusTransport } from './bus-transport';
import { Gateway } from './gateway';
import { gameSessionsRoutes } from './routes';
import { createGameSessionService, type GameSessionService } from './service';
import { DEFAULT_GATEWAY_SETTINGS, type GatewaySettings } from './settings';

// Wires the game-server gateway, the command bus between instances and the session service into the app,
// and serves the game-session routes.

declare module 'fastify' {
  interface FastifyInstance {
    gameSessions: GameSessionService;
    /** This instance's gateway (tests and the bench read its connection count). */
    gameServerGateway: Gateway;
    /**
     * Extension point: `listener` hears the clientId of every game server that completes its hello on
     * this instance (the cloud module creates a droplet's session then). Errors are the listener's to handle.
     */
    onGameServerConnected(listener: GameServerConnectedListener): void;
    /** Closes, on every instance, the game-server connections that authenticated with these credentials. */
    closeRevokedGameServers(credentialIds: number[]): void;
  }
}

export type GameServerConnectedListener = (clientId: string) => void;

export interface GameSessionsPluginOptions {
  database: Database;
  databaseUrl?: string;
  /** The shared GAME_SERVER_TOKEN: it speaks for any clientId (per-server credentials for one each). */
  gameServerToken: string;
  trustProxy: boolean;
  settings?: Partial<GatewaySettings>;
}

export const gameSessionsPlugin = fp<GameSessionsPluginOptions>(
  async (app: App, options) => {
    const settings = { ...DEFAULT_GATEWAY_SETTINGS, ...options.settings };
    const instanceId = randomUUID();
    const db = options.database.db;
    let bus: CommandBus | null = null;
    const connectedListeners: GameServerConnectedListener[] = [];
    const gateway = new Gateway({
      db,
      instanceId,
      authenticator: createGameServerAuthenticator(db, options.gameServerToken),
      settings,
      trustProxy: options.trustProxy,
      log: app.log,
      onConnected: (clientId, socketId) => {
        bus?.announceConnected(clientId, socketId);
        for (const listener of connectedListeners) listener(clientId);
      },
    });
    bus = new CommandBus(instanceId, gateway, app.log);
    const commandBus = bus;
    const transport = await openBusTransport(
      options.database,
      options.databaseUrl,
      (payload) => commandBus.receive(payload),
      app.log,
    );
    commandBus.attach(transport);
    gateway.attach(app.server);

    app.decorate('gameServerGateway', gateway);
    app.decorate('onGameServerConnected', (listener: GameServerConnectedListener) => {
      connectedListeners.push(listener);
    });
    app.decorate('closeRevokedGameServers', (credentialIds: number[]) =>
      commandBus.announceRevoked(credentialIds),
    );
    app.decorate('gameSessions', createGameSessionService({ db, bus: commandBus, settings, log: app.log }));
    app.addHook('preClose', async () => {
      await gateway.close();
      commandBus.close();
      await transport.close();
    });
    await app.register(gameSessionsRoutes, { prefix: API_PREFIX });
  },
  { name: 'game-sessions', dependencies: ['auth'] },
);
