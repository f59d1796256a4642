import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { notificationsRoutes } from './routes';
import { createNotificationService, type NotificationService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationService;
  }
}

export const notificationsPlugin = fp(
  async (app: App) => {
    app.decorate('notifications', createNotificationService({ db: app.db }));
    await app.register(notificationsRoutes, { prefix: API_PREFIX });
  },
  { name: 'notifications', dependencies: ['auth'] },
);
