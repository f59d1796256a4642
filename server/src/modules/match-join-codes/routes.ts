import { matchJoinCodeSchema } from '@domain/match-join-codes';
import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { idParams } from '@server/http/params';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MatchJoinCodeService } from './service';

// A player's personal join code for a match.

export function matchJoinCodesRoutes(service: MatchJoinCodeService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/matches/:id/join-code',
      {
        config: { access: { policy: 'signedIn' }, idempotent: true },
        schema: {
          tags: ['matches'],
          security: [{ bearerAuth: [] }],
          summary:
            "The caller's personal join code for the match, which the game server hosting the match's session " +
            'redeems once to seat them on their side: 6 characters without look-alikes, valid until the match ' +
            'ends. Asking again answers the same code until it is used, then a new one. For a player on either ' +
            'roster only (403 for anyone else, or while the league requires a confirmed address); 409 when the ' +
            'match has no open session or is over',
          params: idParams,
          response: { 200: successEnvelope(matchJoinCodeSchema), ...errorResponses },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        return ok(await service.issue(principal.id, request.params.id));
      },
    );
  };
}
