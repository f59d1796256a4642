import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { joinCodeKey } from './codes';
import { matchJoinCodesRoutes } from './routes';
import { createMatchJoinCodeService, type MatchJoinCodeService } from './service';

// Personal join codes for league matches (decision 0032): players ask for theirs, the game server hosting
// the match redeems them over the gateway, and the match's history says who joined.

declare module 'fastify' {
  interface FastifyInstance {
    matchJoinCodes: MatchJoinCodeService;
  }
}

export interface MatchJoinCodesOptions {
  /** The server's secret (JWT_SECRET): codes are derived with a key made from it. */
  secret: string;
}

export const matchJoinCodesPlugin = fp<MatchJoinCodesOptions>(
  async (app: App, { secret }) => {
    const service = createMatchJoinCodeService({
      db: app.db,
      clock: app.clock,
      key: joinCodeKey(secret),
      log: app.log,
    });
    app.decorate('matchJoinCodes', service);
    app.gameServerGateway.handleJoinCodes((clientId, request) => service.redeem(clientId, request));
    await app.register(matchJoinCodesRoutes(service), { prefix: API_PREFIX });
  },
  { name: 'match-join-codes', dependencies: ['auth', 'matches', 'game-sessions', 'league-settings'] },
);
