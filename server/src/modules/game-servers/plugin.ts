import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { credentialRoutes } from './routes';
import { type CredentialService, createCredentialService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    gameServers: CredentialService;
  }
}

export const gameServersPlugin = fp(
  async (app: App) => {
    app.decorate(
      'gameServers',
      createCredentialService({
        db: app.db,
        onRevoked: (credentialIds) => app.closeRevokedGameServers(credentialIds),
      }),
    );
    await app.register(credentialRoutes, { prefix: API_PREFIX });
  },
  { name: 'game-servers', dependencies: ['auth', 'game-sessions'] },
);
