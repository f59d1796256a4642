import {
  gameSessionStatsSchema,
  sessionCreatePayloadSchema,
  sessionCreateQuerySchema,
} from '@domain/game-sessions';
import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { pageEnvelope } from '@server/http/list-params';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { connectedClientSchema, gameSessionSchema, sessionListQuery, sessionParams } from './schemas';

// The Game Session Manager's API: reads for viewers, changes for managers.

export const gameSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewers = { access: { policy: 'viewGameSessions' } } as const;
  const managers = { access: { permission: 'manage:gameSessions' } } as const;
  const docs = { tags: ['game-sessions'], security: [{ bearerAuth: [] }] };
  const sessionResponse = { 200: successEnvelope(gameSessionSchema), ...errorResponses };

  app.get(
    '/game-sessions/clients',
    {
      config: viewers,
      schema: {
        ...docs,
        summary: 'The connected game servers',
        response: { 200: successEnvelope(z.array(connectedClientSchema)), ...errorResponses },
      },
    },
    async () => ok(await app.gameSessions.clients()),
  );

  app.get(
    '/game-sessions/stats',
    {
      config: viewers,
      schema: {
        ...docs,
        summary: 'The stats cards: Active and inactive sessions, players of the Active ones',
        response: { 200: successEnvelope(gameSessionStatsSchema), ...errorResponses },
      },
    },
    async () => ok(await app.gameSessions.stats()),
  );

  app.get(
    '/game-sessions',
    {
      config: viewers,
      schema: {
        ...docs,
        summary:
          'Game sessions, newest first (simple-REST sort, range, filter status and q). A session hosting a ' +
          "league match shows its code, address and port only to the two teams' players and admins (null " +
          'otherwise); q searches those codes for admins only.',
        querystring: sessionListQuery,
        response: { 200: successEnvelope(z.array(gameSessionSchema)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { sessions, total } = await app.gameSessions.page(principalOf(request), request.query);
      return pageEnvelope(reply, 'game-sessions', request.query.range, sessions, total);
    },
  );

  app.post(
    '/game-sessions/client',
    {
      config: { ...managers, idempotent: 'calls-out' },
      schema: {
        ...docs,
        summary: "Create a session on a connected game server; answers after the game server's ack",
        querystring: sessionCreateQuerySchema,
        body: sessionCreatePayloadSchema,
        response: { 201: successEnvelope(gameSessionSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { clientId } = request.query;
      const session = await app.gameSessions.create(principalOf(request), clientId, request.body);
      return reply.code(201).send(ok(session));
    },
  );

  app.put(
    '/game-sessions/:id/stop',
    {
      config: managers,
      schema: {
        ...docs,
        summary: 'Stop a session (idempotent)',
        params: sessionParams,
        response: sessionResponse,
      },
    },
    async (request) => ok(await app.gameSessions.stop(principalOf(request), request.params.id)),
  );

  app.delete(
    '/game-sessions/:id',
    {
      config: managers,
      schema: {
        ...docs,
        summary: 'Delete a session, stopping it first when live (idempotent: an unknown id answers 200)',
        params: sessionParams,
        response: { 200: successEnvelope(z.object({ id: z.number().int() })), ...errorResponses },
      },
    },
    async (request) => ok(await app.gameSessions.remove(principalOf(request), request.params.id)),
  );
};
