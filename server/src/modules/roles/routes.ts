import { PERMISSIONS } from '@domain/permissions';
import { roleCreatePayloadSchema, roleUpdatePayloadSchema } from '@domain/roles';
import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { pageEnvelope } from '@server/http/list-params';
import { idParams } from '@server/http/params';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleListQuery, roleSchema } from './schemas';

// Roles and the permission catalogue: for holders of manage:roles only.

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: { permission: 'manage:roles' } } as const;
  const docs = { tags: ['roles'], security: [{ bearerAuth: [] }] };

  app.get(
    '/roles',
    {
      config,
      schema: {
        ...docs,
        summary: 'Roles with their permissions and member counts (simple-REST sort, range, filter q)',
        querystring: roleListQuery,
        response: { 200: successEnvelope(z.array(roleSchema)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { roles, total } = await app.roles.list(request.query);
      return pageEnvelope(reply, 'roles', request.query.range, roles, total);
    },
  );

  app.get(
    '/roles/:id',
    {
      config,
      schema: {
        ...docs,
        summary: 'A role',
        params: idParams,
        response: { 200: successEnvelope(roleSchema), ...errorResponses },
      },
    },
    async (request) => ok(await app.roles.read(request.params.id)),
  );

  app.post(
    '/roles',
    {
      config,
      schema: {
        ...docs,
        summary: 'Create a role with permissions from the catalogue (other fields are ignored)',
        body: roleCreatePayloadSchema,
        response: { 201: successEnvelope(roleSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const role = await app.roles.create(principalOf(request), request.body);
      return reply.code(201).send(ok(role));
    },
  );

  app.put(
    '/roles/:id',
    {
      config,
      schema: {
        ...docs,
        summary: "Rename a custom role, change its description or permissions (the Admin role's stay)",
        params: idParams,
        body: roleUpdatePayloadSchema,
        response: { 200: successEnvelope(roleSchema), ...errorResponses },
      },
    },
    async (request) => ok(await app.roles.update(principalOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/roles/:id',
    {
      config,
      schema: {
        ...docs,
        summary: 'Delete a custom role and its assignments',
        params: idParams,
        response: { 200: successEnvelope(z.object({ id: z.number().int() })), ...errorResponses },
      },
    },
    async (request) => ok(await app.roles.remove(principalOf(request), request.params.id)),
  );

  app.get(
    '/permissions',
    {
      config,
      schema: {
        ...docs,
        summary: 'The permission catalogue',
        response: { 200: successEnvelope(z.array(z.string())), ...errorResponses },
      },
    },
    async () => ok([...PERMISSIONS]),
  );
};
