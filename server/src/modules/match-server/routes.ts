import { matchSchema } from '@domain/matches';
import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { idParams } from '@server/http/params';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type StartDeps, startMatchServer } from './start';

// Starting a league match's game session.

export function matchServerRoutes(deps: StartDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/matches/:id/server',
      {
        config: { access: { policy: 'signedIn' }, idempotent: 'calls-out' },
        schema: {
          tags: ['matches'],
          security: [{ bearerAuth: [] }],
          summary:
            "Either team's captain or co-captain (or an admin) starts the match server from one hour before the match: a game session bound to the match on a connected protocol-2 game server with a free slot (409 too early, already running, already settled, or NO_GAME_SERVER). Answers the match with its session",
          params: idParams,
          response: { 201: successEnvelope(matchSchema), ...errorResponses },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        await startMatchServer(deps, principal, request.params.id);
        reply.code(201);
        return ok(await app.matches.detail(request.params.id, principal));
      },
    );
  };
}
