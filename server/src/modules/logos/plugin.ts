import type { App } from '@server/http/types';
import { API_PREFIX } from '@server/plugins/route-access';
import fp from 'fastify-plugin';
import { findLogo } from './repository';
import { logosRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    logos: LogoService;
  }
}

/** The logos module's service (app.logos): team logos by the SHA-256 of their bytes. */
export interface LogoService {
  find(sha256: string): Promise<Buffer | null>;
}

export const logosPlugin = fp(
  async (app: App) => {
    const logos: LogoService = { find: (sha256) => findLogo(app.db, sha256) };
    app.decorate('logos', logos);
    await app.register(logosRoutes, { prefix: API_PREFIX });
  },
  { name: 'logos', dependencies: ['auth'] },
);
