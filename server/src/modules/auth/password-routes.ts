import { changePasswordPayloadSchema } from '@domain/profile';
import { userSchema } from '@domain/users';
import { userIdParamSchema } from '@domain/validation';
import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// POST /users/{id}/change-password: signed in, and then only on one's own account unless
// the caller holds manage:users (checked in the service).

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/:id/change-password',
    {
      config: { access: { policy: 'signedIn' } },
      schema: {
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        params: userIdParamSchema,
        summary: "Change a password; ends the account's other sessions (own account, or manage:users)",
        body: changePasswordPayloadSchema,
        response: { 200: successEnvelope(userSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await app.auth.changePassword(principalOf(request), request.params.id, request.body, request.ip)),
  );
};
