import { translate } from '@domain/i18n';
import { canActOnUser } from '@domain/permissions';
import { userIdParamSchema } from '@domain/validation';
import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { httpError } from '@server/http/http-error';
import { pageEnvelope } from '@server/http/list-params';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserSchema, userListQuery, userRoleParams, userSearchQuery } from './admin-schemas';

// User management: lists and search for manage:users, one user for themselves or manage:users,
// role assignment for manage:roles.

export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['users'], security: [{ bearerAuth: [] }] };
  const userManagers = { access: { permission: 'manage:users' } } as const;
  const roleManagers = { access: { permission: 'manage:roles' } } as const;
  const oneUser = successEnvelope(adminUserSchema);

  app.get(
    '/users',
    {
      config: userManagers,
      schema: {
        ...docs,
        summary: 'Users with roles and team (simple-REST sort, range, filter q: name, email or Discord id)',
        querystring: userListQuery,
        response: { 200: successEnvelope(z.array(adminUserSchema)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { users, total } = await app.users.list(request.query);
      return pageEnvelope(reply, 'users', request.query.range, users, total);
    },
  );

  app.get(
    '/users/search',
    {
      config: userManagers,
      schema: {
        ...docs,
        summary: 'Up to 20 users whose display name, email or Discord id contains the query',
        querystring: userSearchQuery,
        response: { 200: successEnvelope(z.array(adminUserSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await app.users.search(request.query.query)),
  );

  app.get(
    '/users/:id',
    {
      config: { access: { policy: 'signedIn' } },
      schema: {
        ...docs,
        summary: 'A user with roles and team (own account, or manage:users)',
        params: userIdParamSchema,
        response: { 200: oneUser, ...errorResponses },
      },
    },
    async (request) => {
      if (!canActOnUser(principalOf(request), request.params.id)) {
        throw httpError(403, translate('app.errors.api.forbidden'), { code: 'FORBIDDEN' });
      }
      const user = await app.users.find(request.params.id);
      if (!user) throw httpError(404, translate('app.profile.userNotFound'), { code: 'USER_NOT_FOUND' });
      return ok(user);
    },
  );

  const roleChange = (summary: string) => ({
    config: roleManagers,
    schema: { ...docs, summary, params: userRoleParams, response: { 200: oneUser, ...errorResponses } },
  });

  app.post(
    '/users/:id/roles/:roleId',
    roleChange('Give a user a role (nothing changes when they hold it)'),
    async (request) =>
      ok(
        await app.users.assignRole(principalOf(request), {
          userId: request.params.id,
          roleId: request.params.roleId,
        }),
      ),
  );

  app.delete(
    '/users/:id/roles/:roleId',
    roleChange('Take a role from a user (the last Admin keeps the Admin role)'),
    async (request) =>
      ok(
        await app.users.removeRole(principalOf(request), {
          userId: request.params.id,
          roleId: request.params.roleId,
        }),
      ),
  );
};
