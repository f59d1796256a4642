import { accessStatusSchema } from '@domain/envelope';
import { translate } from '@domain/i18n';
import { accessCodePayloadSchema } from '@domain/validation';
import type { Config } from '@server/config';
import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { httpError } from '@server/http/http-error';
import { authRateLimit } from '@server/plugins/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const statusSchema = successEnvelope(accessStatusSchema);

export const accessRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const gate = app.accessGate;
  const tags = ['access'];

  app.get(
    '/access',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether this browser passed the access gate',
        response: { 200: statusSchema, ...errorResponses },
      },
    },
    async (request) => ok({ verified: await gate.isVerified(request) }),
  );

  app.post(
    '/access/verify',
    {
      config: { access: 'public', rateLimit: authRateLimit(config) },
      schema: {
        tags,
        summary: 'Check the beta access code; sets the gate cookie',
        body: accessCodePayloadSchema,
        response: { 200: statusSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!gate.matches(request.body.code))
        throw httpError(400, translate('app.access.gate.incorrect'), { code: 'ACCESS_CODE_INCORRECT' });
      await gate.markVerified(reply);
      return ok({ verified: true });
    },
  );
};
