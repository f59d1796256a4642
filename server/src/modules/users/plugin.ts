import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { accountRoutes } from './account-routes';
import { usersAdminRoutes } from './admin-routes';
import { createUserService, type UserService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    users: UserService;
  }
}

export const usersPlugin = fp(
  async (app: App) => {
    app.decorate('users', createUserService({ db: app.db }));
    await app.register(accountRoutes, { prefix: API_PREFIX });
    await app.register(usersAdminRoutes, { prefix: API_PREFIX });
  },
  { name: 'users', dependencies: ['auth'] },
);
