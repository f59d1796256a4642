import { type Config, isHttps } from '@server/config';
import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { type AccessGate, createAccessGate } from './gate';
import { accessRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The beta access gate (also required by registration). */
    accessGate: AccessGate;
  }
}

export interface AccessPluginOptions {
  config: Config;
  /** The access code (ACCESS_CODE or the generated one). */
  code: string;
  /** Keys the fingerprint of the code that passes are issued under (the cookie secret). */
  fingerprintKey: string;
}

export const accessPlugin = fp<AccessPluginOptions>(
  async (app: App, { config, code, fingerprintKey }) => {
    app.decorate(
      'accessGate',
      createAccessGate({ db: app.db, code, fingerprintKey, secureCookie: isHttps(config) }),
    );
    await app.register(accessRoutes, { prefix: API_PREFIX, config });
  },
  { name: 'access', dependencies: ['route-access'] },
);
