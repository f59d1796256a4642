import { credentialIssuePayloadSchema } from '@domain/game-servers';
import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { pageEnvelope } from '@server/http/list-params';
import { idParams } from '@server/http/params';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { credentialListQuery, credentialSchema, issuedCredentialSchema } from './schemas';

// The Game servers resource: per-game-server credentials, for Admin or manage:servers, like
// Server management. The secret is answered once, when issued; lists never carry it or its hash.

export const credentialRoutes: FastifyPluginAsyncZod = async (app) => {
  const credentials = app.gameServers;
  const config = { access: { guard: 'canManageServers' } } as const;
  const docs = { tags: ['game servers'], security: [{ bearerAuth: [] }] };

  app.get(
    '/game-servers/credentials',
    {
      config,
      schema: {
        ...docs,
        summary: 'Game-server credentials, newest first, revoked ones included (simple-REST range)',
        querystring: credentialListQuery,
        response: { 200: successEnvelope(z.array(credentialSchema)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { credentials: rows, total } = await credentials.list(request.query.range);
      return pageEnvelope(reply, 'game-servers', request.query.range, rows, total);
    },
  );

  app.post(
    '/game-servers/credentials',
    {
      config,
      schema: {
        ...docs,
        summary: 'Issue a credential for one clientId; the answer carries its secret, this once',
        body: credentialIssuePayloadSchema,
        response: { 201: successEnvelope(issuedCredentialSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const issued = await credentials.issue(principalOf(request), request.body);
      return reply.code(201).send(ok(issued));
    },
  );

  app.post(
    '/game-servers/credentials/:id/revoke',
    {
      config,
      schema: {
        ...docs,
        summary: 'Revoke a credential (it stays listed as revoked); a connection using it is closed',
        params: idParams,
        response: { 200: successEnvelope(credentialSchema), ...errorResponses },
      },
    },
    async (request) => ok(await credentials.revoke(principalOf(request), request.params.id)),
  );
};
