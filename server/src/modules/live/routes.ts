import { LIVE_MAX_TOPICS, liveTopicsSchema, SESSIONS_TOPIC } from '@domain/live';
import { messages } from '@domain/messages';
import { errorResponses } from '@server/http/envelope';
import { httpError } from '@server/http/http-error';
import { principalOf } from '@server/plugins/auth';
import { isPermitted } from '@server/plugins/route-access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

// GET /live (issue 14): the live view's event stream. Any signed-in user may follow matches (as any may
// GET them; the public state pushed holds nothing GET /matches/{id} keeps from them); the sessions topic
// needs what reading /game-sessions needs.

const liveQuery = z.object({
  topics: liveTopicsSchema({ invalid: messages.live.invalidTopics, tooMany: messages.live.tooManyTopics }),
});

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
          "part of the match's `session` (no code, address or port), to apply as it is. It ends when the access token it was opened with expires: open it again with a fresh one.",
        querystring: liveQuery,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const { topics } = request.query;
      if (
        topics.includes(SESSIONS_TOPIC) &&
        !isPermitted(principalOf(request), { policy: 'viewGameSessions' })
      )
        throw httpError(403, messages.api.forbidden, { code: 'FORBIDDEN' });
      app.live.open(request, reply, topics, principalOf(request).accessExpiresAtMs);
    },
  );
};
