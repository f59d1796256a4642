import { messages } from '@domain/messages';
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI built from the routes' zod schemas (app.swagger(), which tests and tools read), served with
 * swagger-ui at /api/docs (JSON at /api/docs/json) only when `serve` (API_DOCS) is on.
 */
export const docsPlugin = fp<{ publicUrl: string; serve: boolean }>(
  async (app, { publicUrl, serve }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: `${messages.app.name} API`, version: '0.1.0' },
        servers: [{ url: publicUrl }],
        tags: [
          {
            name: 'users',
            description: 'Accounts: the signed-in user, profiles, user management and roles held',
          },
          { name: 'roles', description: 'Roles and the permission catalogue (manage:roles)' },
          { name: 'admin', description: 'League management and the Admin Panel: overview and audit log' },
          {
            name: 'seasons',
            description: 'Seasons, their divisions (tiers) and the teams registered for them',
          },
        ],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    // Loaded only to be served: a server that does not serve the explorer never reads its package.
    if (serve) await app.register(import('@fastify/swagger-ui'), { routePrefix: DOCS_PREFIX });
  },
  { name: 'docs' },
);
