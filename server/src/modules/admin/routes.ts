import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { pageEnvelope } from '@server/http/list-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOverviewSchema, auditEntrySchema, auditLogQuery } from './schemas';

// The Admin Panel: live counts and the audit log, for the Admin role.

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: { policy: 'adminRole' } } as const;
  const docs = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/admin/overview',
    {
      config,
      schema: {
        ...docs,
        summary: 'Pending teams, users, active sessions, connected game servers and the latest audit entries',
        response: { 200: successEnvelope(adminOverviewSchema), ...errorResponses },
      },
    },
    async () => ok(await app.admin.overview()),
  );

  app.get(
    '/admin/audit-log',
    {
      config,
      schema: {
        ...docs,
        summary:
          'The audit log, newest first (simple-REST range; filter actorId, action, since and until: a UTC day YYYY-MM-DD or an ISO 8601 instant)',
        querystring: auditLogQuery,
        response: { 200: successEnvelope(z.array(auditEntrySchema)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { entries, total } = await app.admin.auditLog(request.query);
      return pageEnvelope(reply, 'audit-log', request.query.range, entries, total);
    },
  );
};
