import { matchSchema } from '@domain/matches';
import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { idParams } from '@server/http/params';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CheckInDeps, checkIn } from './check-in';

// Check-in before a match.

export function matchCheckInRoutes(deps: CheckInDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/matches/:id/check-in',
      {
        config: { access: { policy: 'signedIn' }, idempotent: true },
        schema: {
          tags: ['matches'],
          security: [{ bearerAuth: [] }],
          summary:
            "A captain or co-captain of either team checks the team in, from the season's checkInMinutes before " +
            'kick-off until noShowGraceMinutes after it (400 with the window outside it; 403 for anyone else; 409 ' +
            'once the match has a result or while the season is not being played). Idempotent: a team checked in ' +
            'already keeps its first check-in time. Answers the match with its checkIn',
          params: idParams,
          response: { 200: successEnvelope(matchSchema), ...errorResponses },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        await checkIn(deps, principal, request.params.id);
        return ok(await app.matches.detail(request.params.id, principal));
      },
    );
  };
}
