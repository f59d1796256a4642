import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { idParams } from '@server/http/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { divisionPlayoffsSchema } from './schemas';

// GET /seasons/{id}/playoffs: any signed-in user reads the season's brackets.

export const playoffsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seasons/:id/playoffs',
    {
      config: { access: { policy: 'signedIn' } },
      schema: {
        tags: ['seasons'],
        security: [{ bearerAuth: [] }],
        summary:
          "A season's playoff brackets, one per division that has one (top tier first; none before the " +
          'season moves to Playoffs): the seeds (1 = best of the final standings), every bracket match with ' +
          'its side, round, position and two slots (the team once known, and where it comes from: a seed, ' +
          'or the winner or loser of another match), the match once both teams are known (slot 1 is its ' +
          'teamA), and the champion once the final is confirmed',
        params: idParams,
        response: { 200: successEnvelope(z.array(divisionPlayoffsSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await app.playoffs.ofSeason(request.params.id)),
  );
};
