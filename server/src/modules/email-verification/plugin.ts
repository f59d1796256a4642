import type { Config } from '@server/config';
import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { emailVerificationRoutes } from './routes';
import { createEmailVerificationService, type EmailVerificationService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    emailVerification: EmailVerificationService;
  }
}

export const emailVerificationPlugin = fp<{ config: Config }>(
  async (app: App, { config }) => {
    app.decorate(
      'emailVerification',
      createEmailVerificationService({
        db: app.db,
        clock: app.clock,
        mail: app.mail,
        publicUrl: config.publicUrl,
      }),
    );
    await app.register(emailVerificationRoutes, { prefix: API_PREFIX, config });
  },
  { name: 'email-verification', dependencies: ['auth', 'mail'] },
);
