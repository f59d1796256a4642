import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { seasonsRoutes } from './routes';
import { createSeasonService, type SeasonService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    seasons: SeasonService;
  }
}

export const seasonsPlugin = fp(
  async (app: App) => {
    app.decorate('seasons', createSeasonService({ db: app.db, clock: app.clock }));
    await app.register(seasonsRoutes, { prefix: API_PREFIX });
  },
  { name: 'seasons', dependencies: ['auth'] },
);
