import { translate } from '@domain/i18n';
import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { httpError } from '@server/http/http-error';
import { pageEnvelope } from '@server/http/list-params';
import { idParams } from '@server/http/params';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appNotificationSchema, countSchema, notificationListQuery } from './schemas';

// Every route reads and changes only the signed-in user's own notifications.

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const own = {
    config: { access: { policy: 'signedIn' } },
    schema: { tags: ['notifications'], security: [{ bearerAuth: [] }] },
  } as const;

  app.get(
    '/notifications',
    {
      ...own,
      schema: {
        ...own.schema,
        summary: 'My notifications, newest first (simple-REST range)',
        querystring: notificationListQuery,
        response: { 200: successEnvelope(z.array(appNotificationSchema)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { rows, total } = await app.notifications.list(principalOf(request).id, request.query);
      return pageEnvelope(reply, 'notifications', request.query.range, rows, total);
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      ...own,
      schema: {
        ...own.schema,
        summary: 'How many of my notifications are unread',
        response: { 200: successEnvelope(countSchema), ...errorResponses },
      },
    },
    async (request) => ok({ count: await app.notifications.unreadCount(principalOf(request).id) }),
  );

  app.post(
    '/notifications/read-all',
    {
      ...own,
      schema: {
        ...own.schema,
        summary: 'Mark all my notifications read; answers how many were unread',
        response: { 200: successEnvelope(countSchema), ...errorResponses },
      },
    },
    async (request) => ok({ count: await app.notifications.markAllRead(principalOf(request).id) }),
  );

  app.post(
    '/notifications/:id/read',
    {
      ...own,
      schema: {
        ...own.schema,
        summary: 'Mark one of my notifications read',
        params: idParams,
        response: { 200: successEnvelope(appNotificationSchema), ...errorResponses },
      },
    },
    async (request) => {
      const notification = await app.notifications.markRead(principalOf(request).id, request.params.id);
      if (!notification)
        throw httpError(404, translate('app.errors.api.notFound'), { code: 'NOTIFICATION_NOT_FOUND' });
      return ok(notification);
    },
  );
};
