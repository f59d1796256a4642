import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { rateSettledMatch } from './replay';
import { ratingsRoutes } from './routes';
import { createRatingService, type RatingService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    ratings: RatingService;
  }
}

export const ratingsPlugin = fp(
  async (app: App) => {
    app.decorate('ratings', createRatingService({ db: app.db, notices: app.changeNotices }));
    // A result settled, corrected, voided or disputed replays the ratings from its match, in its transaction.
    app.matchResults.onResultChanged(rateSettledMatch);
    await app.register(ratingsRoutes, { prefix: API_PREFIX });
  },
  { name: 'ratings', dependencies: ['auth', 'match-results'] },
);
