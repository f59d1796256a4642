import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { closePendingOf, closePendingOfTeam } from './repository';
import { invitationsRoutes } from './routes';
import { createInvitationService, type InvitationService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    invitations: InvitationService;
  }
}

export const invitationsPlugin = fp(
  async (app: App) => {
    app.decorate('invitations', createInvitationService({ db: app.db, clock: app.clock }));
    // A player who joins a team needs none of their other pending invitations and requests.
    app.teams.onPlayerJoined(closePendingOf);
    // A team that disbands invites nobody any more, and nobody can ask to join it.
    app.teams.onDisbanding(closePendingOfTeam);
    await app.register(invitationsRoutes, { prefix: API_PREFIX });
  },
  { name: 'invitations', dependencies: ['auth', 'teams'] },
);
