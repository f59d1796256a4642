import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { matchesRoutes } from './routes';
import { createMatchService, type MatchService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    matches: MatchService;
  }
}

export const matchesPlugin = fp(
  async (app: App) => {
    app.decorate('matches', createMatchService({ db: app.db, clock: app.clock, notices: app.changeNotices }));
    await app.register(matchesRoutes, { prefix: API_PREFIX });
  },
  { name: 'matches', dependencies: ['auth'] },
);
