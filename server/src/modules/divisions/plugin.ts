import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { divisionsRoutes } from './routes';
import { createDivisionService, type DivisionService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    divisions: DivisionService;
  }
}

export const divisionsPlugin = fp(
  async (app: App) => {
    app.decorate('divisions', createDivisionService({ db: app.db }));
    await app.register(divisionsRoutes, { prefix: API_PREFIX });
  },
  { name: 'divisions', dependencies: ['auth', 'seasons'] },
);
