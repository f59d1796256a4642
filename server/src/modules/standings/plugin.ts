import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { standingsRoutes } from './routes';
import { createStandingsService, type StandingsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    standings: StandingsService;
  }
}

export const standingsPlugin = fp(
  async (app: App) => {
    app.decorate('standings', createStandingsService({ db: app.db, notices: app.changeNotices }));
    await app.register(standingsRoutes, { prefix: API_PREFIX });
  },
  { name: 'standings', dependencies: ['auth'] },
);
