import {
  ANNOUNCEMENT_KINDS,
  ANNOUNCEMENT_STATUSES,
  discordAnnouncementSchema,
} from '@domain/discord-announcements';
import { errorResponses, successEnvelope } from '@server/http/envelope';
import { listQuerySchema, pageEnvelope } from '@server/http/list-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

// The admins' view of the announcements queue: what was posted, what waits, what Discord refused and why.

const announcementListQuery = listQuerySchema(
  ['createdAt', 'nextAttemptAt', 'status', 'id'],
  z.object({ status: z.enum(ANNOUNCEMENT_STATUSES).optional(), kind: z.enum(ANNOUNCEMENT_KINDS).optional() }),
);

export const discordAnnouncementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/discord-announcements',
    {
      config: { access: { policy: 'adminRole' } },
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Discord announcements, newest first (simple-REST sort, range, filter status, kind)',
        querystring: announcementListQuery,
        response: { 200: successEnvelope(z.array(discordAnnouncementSchema)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { announcements, total } = await app.announcements.list(request.query);
      return pageEnvelope(reply, 'discord-announcements', request.query.range, announcements, total);
    },
  );
};
