import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { adminTeamsRoutes } from './admin-routes';
import { teamsRoutes } from './routes';
import { createTeamService, type TeamService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    teams: TeamService;
  }
}

export const teamsPlugin = fp(
  async (app: App) => {
    app.decorate('teams', createTeamService({ db: app.db, clock: app.clock, notices: app.changeNotices }));
    await app.register(teamsRoutes, { prefix: API_PREFIX });
    await app.register(adminTeamsRoutes, { prefix: API_PREFIX });
  },
  { name: 'teams', dependencies: ['auth'] },
);
