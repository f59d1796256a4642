import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { pageEnvelope } from '@server/http/list-params';
import { idParams } from '@server/http/params';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchListQuery, matchSchema } from './schemas';

// Matches (the paths are fixed for other tools): every signed-in user reads them.

export const matchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { access: { policy: 'signedIn' } } as const;
  const docs = { tags: ['matches'], security: [{ bearerAuth: [] }] };

  app.get(
    '/matches',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary:
          'Matches, soonest first (simple-REST sort, range, filter seasonId, divisionId, teamId, week, status, stage); sort matchday: the current week first, then those still to play, then results',
        querystring: matchListQuery,
        response: { 200: successEnvelope(z.array(matchSchema)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { matches, total } = await app.matches.page(request.query);
      return pageEnvelope(reply, 'matches', request.query.range, matches, total);
    },
  );

  app.get(
    '/matches/:id',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary:
          'A match: its week window, time, teams, status and result; its game session and players’ stats once played on a game server',
        params: idParams,
        response: { 200: successEnvelope(matchSchema), ...errorResponses },
      },
    },
    async (request) => ok(await app.matches.detail(request.params.id, principalOf(request))),
  );
};
