import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, successEnvelope } from '../../http/envelope';
import { principalOf } from '../../plugins/auth';
import { toApiUser } from './repository';
import { userSchema } from './schemas';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    {
      config: { access: { policy: 'signedIn' } },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: successEnvelope(userSchema), ...errorResponses },
      },
    },
    // The auth hook has just read the user with roles and permissions; no second query.
    async (request) => ({ success: true as const, data: toApiUser(principalOf(request)) }),
  );
};
