import { healthStatusSchema as healthSchema } from '@domain/envelope';
import { translate } from '@domain/i18n';
import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { httpError } from '@server/http/http-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: successEnvelope(healthSchema), ...errorResponses },
      },
    },
    async (request) => {
      try {
        await app.health.pingDatabase();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        throw httpError(503, translate('app.errors.faults.databaseUnavailable'), {
          code: 'DATABASE_UNAVAILABLE',
        });
      }
      return ok({
        status: 'ok' as const,
        database: 'ok' as const,
        uptimeSeconds: Math.floor(process.uptime()),
      });
    },
  );
};
