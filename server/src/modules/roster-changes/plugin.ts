import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { rosterChangesRoutes } from './routes';
import { createRosterChangeService, type RosterChangeService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    rosterChanges: RosterChangeService;
  }
}

export const rosterChangesPlugin = fp(
  async (app: App) => {
    app.decorate('rosterChanges', createRosterChangeService({ db: app.db, clock: app.clock }));
    await app.register(rosterChangesRoutes, { prefix: API_PREFIX });
  },
  { name: 'roster-changes', dependencies: ['auth', 'teams', 'invitations'] },
);
