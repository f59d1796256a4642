import { profileUpdatePayloadSchema } from '@domain/profile';
import { userIdParamSchema } from '@domain/validation';
import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toApiUser } from './repository';
import { userSchema } from './schemas';

// GET /users/me, and PUT /users/{id}, DELETE /users/{id} and DELETE
// /users/{id}/pending-email: signed in, and then only on one's own account unless the caller holds
// manage:users (checked in the service). POST
// /users/{id}/change-password is the auth module's (auth/password-routes.ts).

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { access: { policy: 'signedIn' } } as const;
  const common = { tags: ['users'], security: [{ bearerAuth: [] }], params: userIdParamSchema };

  app.get(
    '/users/me',
    {
      config: signedIn,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: successEnvelope(userSchema), ...errorResponses },
      },
    },
    // The auth hook has just read the user with roles and permissions; no second query.
    async (request) => ok(toApiUser(principalOf(request))),
  );

  app.put(
    '/users/:id',
    {
      config: signedIn,
      schema: {
        ...common,
        summary: 'Change a display name and/or email (own account, or manage:users)',
        body: profileUpdatePayloadSchema,
        response: { 200: successEnvelope(userSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await app.users.updateProfile(principalOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/users/:id/pending-email',
    {
      config: signedIn,
      schema: {
        ...common,
        summary:
          'Keep the current address: drop the change waiting for confirmation (own account, or manage:users)',
        response: { 200: successEnvelope(userSchema), ...errorResponses },
      },
    },
    async (request) => ok(await app.users.cancelEmailChange(principalOf(request), request.params.id)),
  );

  app.delete(
    '/users/:id',
    {
      config: signedIn,
      schema: {
        ...common,
        summary: 'Delete an account with its sessions and team membership (own account, or manage:users)',
        response: { 200: successEnvelope(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await app.users.deleteAccount(principalOf(request), request.params.id);
      return ok(null);
    },
  );
};
