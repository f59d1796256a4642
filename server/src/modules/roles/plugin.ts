import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { rolesRoutes } from './routes';
import { createRoleService, type RoleService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    roles: RoleService;
  }
}

export const rolesPlugin = fp(
  async (app: App) => {
    app.decorate('roles', createRoleService({ db: app.db }));
    await app.register(rolesRoutes, { prefix: API_PREFIX });
  },
  { name: 'roles', dependencies: ['auth'] },
);
