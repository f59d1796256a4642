import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { advancePlayoffBracket } from './advance';
import { drawBrackets } from './draw';
import { playoffsRoutes } from './routes';
import { createPlayoffService, type PlayoffService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    playoffs: PlayoffService;
  }
}

export const playoffsPlugin = fp(
  async (app: App) => {
    app.decorate('playoffs', createPlayoffService({ db: app.db }));
    // A season moving to Playoffs draws each division's bracket in the same transaction.
    app.seasons.onSeasonMoved(drawBrackets);
    // A settled result moves its bracket on (or withdraws what a changed one drew), in its transaction.
    app.matchResults.onSettled(async (tx, { match }) => {
      await advancePlayoffBracket(tx, match.id);
    });
    await app.register(playoffsRoutes, { prefix: API_PREFIX });
  },
  { name: 'playoffs', dependencies: ['auth', 'seasons', 'match-results'] },
);
