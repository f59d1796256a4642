import { translate } from '@domain/i18n';
import type { SwaggerTransform } from '@fastify/swagger';
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

const IDEMPOTENCY_KEY_DOC = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  description:
    'Optional. A fresh key (a UUID) per action, the same key on its retries: the same key from the same user ' +
    'within 24 h answers the first answer again (same status and body, with `Idempotent-Replayed: true`) ' +
    'and does nothing else; the same key with another request is 422; a retry while the first is still ' +
    'running waits for it, then 409 with Retry-After. 1-255 printable characters, else 400.',
};

/** The zod routes' schemas as JSON Schema, and the Idempotency-Key header on the routes that honour it. */
const transform: SwaggerTransform = (input) => {
  const output = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  if (!input.route.config?.idempotent) return output;
  const headers = (output.schema.headers ?? { type: 'object', properties: {} }) as {
    properties?: Record<string, unknown>;
  };
  return {
    ...output,
    schema: {
      ...output.schema,
      headers: { ...headers, properties: { ...headers.properties, 'idempotency-key': IDEMPOTENCY_KEY_DOC } },
    },
  };
};

/**
 * OpenAPI built from the routes' zod schemas (app.swagger(), which tests and tools read), served with
 * swagger-ui at /api/docs (JSON at /api/docs/json) only when `serve` (API_DOCS) is on.
 */
export const docsPlugin = fp<{ publicUrl: string; serve: boolean }>(
  async (app, { publicUrl, serve }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: `${translate('app.layout.title')} API`, version: '0.1.0' },
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
      transform,
      transformObject: jsonSchemaTransformObject,
    });
    // Loaded only to be served: a server that does not serve the explorer never reads its package.
    if (serve) await app.register(import('@fastify/swagger-ui'), { routePrefix: DOCS_PREFIX });
  },
  { name: 'docs' },
);
