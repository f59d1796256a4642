import fp from 'fastify-plugin';
import type { App } from '../../http/types';
import { API_PREFIX } from '../../plugins/route-access';
import type { LoginThrottle } from '../auth/login-throttle';
import { accountRoutes } from './account-routes';
import { usersAdminRoutes } from './admin-routes';
import { createUserService, type UserService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    users: UserService;
  }
}

export const usersPlugin = fp<{ passwordThrottle: LoginThrottle }>(
  async (app: App, { passwordThrottle }) => {
    app.decorate('users', createUserService({ db: app.db, passwordThrottle }));
    await app.register(accountRoutes, { prefix: API_PREFIX });
    await app.register(usersAdminRoutes, { prefix: API_PREFIX });
  },
  { name: 'users', dependencies: ['auth'] },
);
