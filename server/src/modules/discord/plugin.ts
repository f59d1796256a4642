import type { Config } from '@server/config';
import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { discordRoutes } from './routes';
import { createDiscordService, type DiscordService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    discord: DiscordService;
  }
}

export interface DiscordPluginOptions {
  config: Config;
  /** Signs the link tickets (the JWT secret; tickets have their own audience). */
  ticketSecret: string;
}

export const discordPlugin = fp<DiscordPluginOptions>(
  async (app: App, { config, ticketSecret }) => {
    app.decorate('discord', createDiscordService({ db: app.db, config, ticketSecret, log: app.log }));
    await app.register(discordRoutes, { prefix: API_PREFIX, config });
  },
  { name: 'discord', dependencies: ['auth', 'auth-service', 'access'] },
);
