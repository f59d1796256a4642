import { errorResponses, successEnvelope } from '@server/http/envelope';
import { idParams } from '@server/http/params';
import { sendSerializedJson } from '@server/http/serialized-json';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { divisionStandingsSchema, standingsQuery } from './schemas';

// GET /seasons/{id}/standings (the path is fixed for other tools): any signed-in user.

export const standingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seasons/:id/standings',
    {
      config: { access: { policy: 'signedIn' } },
      schema: {
        tags: ['seasons'],
        security: [{ bearerAuth: [] }],
        summary:
          "A season's standings: a list of { division, rows }, every division top tier first, or only " +
          '?divisionId=. Rows cover every team entered in the division, in rank order, counting Confirmed ' +
          "results only (forfeits included), with the season's points rules and tiebreakers",
        params: idParams,
        querystring: standingsQuery,
        response: {
          200: successEnvelope(z.array(divisionStandingsSchema)),
          304: z.null().meta({ description: 'Not modified: the If-None-Match ETag is this table' }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { body, etag } = await app.standings.served(
        request.params.id,
        request.query.divisionId,
        principalOf(request).checkedAt,
      );
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      // Already serialised (and cached) by the service.
      return sendSerializedJson(reply, body);
    },
  );
};
