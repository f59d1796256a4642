import type { Config } from '@server/config';
import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { passwordResetRoutes } from './routes';
import { createPasswordResetService, type PasswordResetService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    passwordReset: PasswordResetService;
  }
}

export const passwordResetPlugin = fp<{ config: Config }>(
  async (app: App, { config }) => {
    app.decorate(
      'passwordReset',
      createPasswordResetService({
        db: app.db,
        clock: app.clock,
        mail: app.mail,
        publicUrl: config.publicUrl,
      }),
    );
    await app.register(passwordResetRoutes, { prefix: API_PREFIX, config });
  },
  { name: 'password-reset', dependencies: ['auth', 'mail'] },
);
