import { translate } from '@domain/i18n';
import { newPasswordSchema, userIdParamSchema } from '@domain/validation';
import type { Config } from '@server/config';
import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { principalOf } from '@server/plugins/auth';
import { authRateLimit } from '@server/plugins/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const EMAIL_MAX = 254;
const TOKEN_MAX = 200;

const requestBody = z.object({
  email: z
    .string()
    .trim()
    .min(1, translate('app.errors.validation.invalidEmail'))
    .max(EMAIL_MAX, translate('app.errors.validation.invalidEmail')),
});
const confirmBody = z.object({
  token: z
    .string()
    .min(1, translate('app.passwordReset.invalidToken'))
    .max(TOKEN_MAX, translate('app.passwordReset.invalidToken')),
  password: z.string().min(1, translate('app.access.register.allRequired')).pipe(newPasswordSchema),
});
const requestedSchema = successEnvelope(z.object({ message: z.string() }));

export const passwordResetRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const limited = { access: 'public', rateLimit: authRateLimit(config) } as const;
  const tags = ['auth'];

  app.post(
    '/auth/password-reset',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Ask for a password reset link by mail (the same answer whether or not the account exists)',
        body: requestBody,
        response: { 202: requestedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.passwordReset.request(request.body.email);
      return reply.code(202).send(ok({ message: translate('app.passwordReset.requested') }));
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Set a new password with a reset link; ends every session of the account',
        body: confirmBody,
        response: { 200: successEnvelope(z.object({ message: z.string() })), ...errorResponses },
      },
    },
    async (request) => {
      await app.passwordReset.confirm(request.body.token, request.body.password);
      return ok({ message: translate('app.passwordReset.changed') });
    },
  );

  app.post(
    '/users/:id/password-reset',
    {
      config: { access: { permission: 'manage:users' } },
      schema: {
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        params: userIdParamSchema,
        summary: 'Send a password reset email to a user (manage:users; audited)',
        response: { 202: requestedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email } = await app.passwordReset.sendByAdmin(principalOf(request), request.params.id);
      return reply.code(202).send(ok({ message: translate('app.passwordReset.adminSent', { email }) }));
    },
  );
};
