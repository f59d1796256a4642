import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { setContentRange } from '@server/http/list-params';
import { idParams } from '@server/http/params';
import { sendSerializedJson } from '@server/http/serialized-json';
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
        response: {
          200: successEnvelope(z.array(matchSchema)),
          304: z.null().meta({ description: 'Not modified: the If-None-Match ETag is this page' }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { range } = request.query;
      const { body, etag, meta } = await app.matches.servedPage(
        request.query,
        principalOf(request).checkedAt,
      );
      setContentRange(reply, 'matches', range, meta.rows, meta.total);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      // Serialised once for every request of this version (list-cache.ts); the route's tests check it
      // against the response schema.
      return sendSerializedJson(reply, body);
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
