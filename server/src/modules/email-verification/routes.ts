import { translate } from '@domain/i18n';
import { userIdParamSchema } from '@domain/validation';
import type { Config } from '@server/config';
import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { principalOf } from '@server/plugins/auth';
import { authRateLimit } from '@server/plugins/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const TOKEN_MAX = 200;

const confirmBody = z.object({
  token: z
    .string()
    .min(1, translate('app.emailVerification.invalidToken'))
    .max(TOKEN_MAX, translate('app.emailVerification.invalidToken')),
});
const messageSchema = z.object({ message: z.string(), email: z.string() });

export const emailVerificationRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/auth/email-verification/confirm',
    {
      // The token is the proof: whoever holds the link may open it, signed in or not.
      config: { access: 'public', rateLimit: authRateLimit(config) },
      schema: {
        tags: ['auth'],
        summary: 'Confirm an address with the link mailed to it (a new address replaces the old one then)',
        body: confirmBody,
        response: { 200: successEnvelope(messageSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { email } = await app.emailVerification.confirm(request.body.token);
      return ok({ message: translate('app.emailVerification.confirmed', { email }), email });
    },
  );

  app.post(
    '/users/:id/email-verification',
    {
      config: { access: { policy: 'signedIn' } },
      schema: {
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        params: userIdParamSchema,
        summary:
          'Send the confirmation link again, to the address waiting for confirmation or the unconfirmed one (own account, or manage:users)',
        response: { 202: successEnvelope(messageSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email } = await app.emailVerification.resend(principalOf(request), request.params.id);
      return reply.code(202).send(ok({ message: translate('app.emailVerification.sent', { email }), email }));
    },
  );
};
