import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { adminRoutes } from './routes';
import { type AdminService, createAdminService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminService;
  }
}

export const adminPlugin = fp(
  async (app: App) => {
    app.decorate(
      'admin',
      createAdminService({
        db: app.db,
        connectedGameServers: async () => (await app.gameSessions.clients()).length,
      }),
    );
    await app.register(adminRoutes, { prefix: API_PREFIX });
  },
  { name: 'admin', dependencies: ['auth', 'game-sessions'] },
);
