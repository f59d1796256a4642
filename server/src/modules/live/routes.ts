import { translate } from '@domain/i18n';
import { LIVE_MAX_TOPICS, liveTopicsSchema, SESSIONS_TOPIC } from '@domain/live';
import type { Principal } from '@domain/permissions';
import { errorResponses } from '@server/http/envelope';
import { httpError } from '@server/http/http-error';
import { principalOf } from '@server/plugins/auth';
import { isPermitted } from '@server/plugins/route-access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

// GET /live: the live view's event stream. Any signed-in user may follow matches (as any may GET them;
// the public state pushed holds nothing GET /matches/{id} keeps from them); the sessions topic needs what
// reading /game-sessions needs.

const liveQuery = z.object({
  topics: liveTopicsSchema({
    invalid: translate('app.errors.live.invalidTopics'),
    tooMany: translate('app.errors.live.tooManyTopics'),
  }),
});

/** Whether a signed-in user may follow these topics (asked at opening, and again when their rights change). */
export function mayFollow(principal: Principal, topics: readonly string[]): boolean {
  return !topics.includes(SESSIONS_TOPIC) || isPermitted(principal, { policy: 'viewGameSessions' });
}

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/live',
    {
      config: { access: { policy: 'signedIn' } },
      schema: {
        tags: ['live'],
        security: [{ bearerAuth: [] }],
        summary:
          'A server-sent event stream (text/event-stream) of changes to the topics named in ?topics= ' +
          `(comma-separated, at most ${LIVE_MAX_TOPICS}): "sessions" (every game session) and "match:<id>". ` +
          'It opens with `event: ready`, then sends `event: change` with a JSON array of the topics that ' +
          'changed (["*"]: all of them); read those again through the API. When only the state a game server ' +
          'reported changed, a followed match gets `event: state` instead: `{ topic, session }`, the public ' +
          "part of the match's `session` (no code, address or port), to apply as it is. It ends when the " +
          'access token it was opened with expires, when its sign-in session ends (logout, password change) ' +
          'or when the user may no longer follow a topic: open it again with a fresh token. One user may hold ' +
          'a few streams at once (one per browser tab), and one address a few more: past that, 429 with ' +
          'Retry-After.',
        querystring: liveQuery,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const { topics } = request.query;
      const principal = principalOf(request);
      if (!mayFollow(principal, topics))
        throw httpError(403, translate('app.errors.api.forbidden'), { code: 'FORBIDDEN' });
      app.live.open(
        request,
        reply,
        { userId: principal.id, familyId: principal.familyId, topics },
        principal.accessExpiresAtMs,
      );
    },
  );
};
