import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { accountRoutes } from './account-routes';
import { usersAdminRoutes } from './admin-routes';
import type { MailAddressConfirmation } from './email-address';
import { createUserService, type UserService } from './service';
import type { DisbandTeam } from './team-departure';

declare module 'fastify' {
  interface FastifyInstance {
    users: UserService;
  }
}

export const usersPlugin = fp(
  async (app: App) => {
    // The teams plugin is registered after this one: its service is looked up when an account goes.
    const disbandTeam: DisbandTeam = (tx, team, why) => app.teams.disband(tx, team, why);
    // Likewise the email-verification plugin, which mails the links that confirm addresses.
    const mailAddressConfirmation: MailAddressConfirmation = (tx, account) =>
      app.emailVerification.mailLink(tx, account);
    app.decorate('users', createUserService({ db: app.db, disbandTeam, mailAddressConfirmation }));
    await app.register(accountRoutes, { prefix: API_PREFIX });
    await app.register(usersAdminRoutes, { prefix: API_PREFIX });
  },
  { name: 'users', dependencies: ['auth'] },
);
