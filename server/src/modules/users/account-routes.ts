import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordPayloadSchema, profileUpdatePayloadSchema } from '../../../../domain/profile';
import { userIdParamSchema } from '../../../../domain/validation';
import { errorResponses, successEnvelope } from '../../http/envelope';
import { principalOf } from '../../plugins/auth';
import type { LoginThrottle } from '../auth/login-throttle';
import { changePassword, deleteAccount, updateProfile } from './account-service';
import { userSchema } from './schemas';

// PUT /users/{id}, POST /users/{id}/change-password, DELETE /users/{id} (SPEC section 7): signed in, and
// then only on one's own account unless the caller holds manage:users (checked in the service).

export const accountRoutes: FastifyPluginAsyncZod<{ passwordThrottle: LoginThrottle }> = async (
  app,
  { passwordThrottle },
) => {
  const signedIn = { access: { policy: 'signedIn' } } as const;
  const common = { tags: ['users'], security: [{ bearerAuth: [] }], params: userIdParamSchema };

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
    async (request) => ({
      success: true as const,
      data: await updateProfile(app.db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/users/:id/change-password',
    {
      config: signedIn,
      schema: {
        ...common,
        summary: "Change a password; ends the account's other sessions (own account, or manage:users)",
        body: changePasswordPayloadSchema,
        response: { 200: successEnvelope(userSchema), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await changePassword(app.db, principalOf(request), request.params.id, request.body, {
        throttle: passwordThrottle,
        address: request.ip,
      }),
    }),
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
      await deleteAccount(app.db, principalOf(request), request.params.id);
      return { success: true as const, data: null };
    },
  );
};
