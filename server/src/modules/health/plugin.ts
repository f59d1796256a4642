import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { healthRoutes } from './routes';
import { createHealthService, type HealthService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    health: HealthService;
  }
}

export const healthPlugin = fp(
  async (app: App) => {
    app.decorate('health', createHealthService({ db: app.db }));
    await app.register(healthRoutes, { prefix: API_PREFIX });
  },
  { name: 'health', dependencies: ['route-access'] },
);
