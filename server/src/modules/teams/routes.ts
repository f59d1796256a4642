import { TEAM_CREATE_BODY_LIMIT_BYTES } from '@domain/constants';
import { rosterChangeRequestedSchema } from '@domain/roster-changes';
import { teamCreatePayloadSchema, teamPlayerChangeSchema } from '@domain/teams';
import { errorResponses, ok, okWithMessage, successEnvelope } from '@server/http/envelope';
import { setContentRange } from '@server/http/list-params';
import { idParams } from '@server/http/params';
import { sendSerializedJson } from '@server/http/serialized-json';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wasRequested } from '../roster-lock/request';
import { playerParams, teamListQuery, teamSchema } from './schemas';

export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { access: { policy: 'signedIn' } } as const;
  const docs = { tags: ['teams'], security: [{ bearerAuth: [] }] };
  const teamResponse = { 200: successEnvelope(teamSchema), ...errorResponses };

  app.get(
    '/teams',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary: 'The league: Approved teams with their players (simple-REST sort, range, filter q)',
        querystring: teamListQuery,
        response: {
          200: successEnvelope(z.array(teamSchema)),
          304: z.null().meta({ description: 'Not modified: the If-None-Match ETag is this page' }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { sort, range, filter } = request.query;
      const query = { sort, range, filter: { ...filter, status: 'Approved' as const } };
      const { body, etag, meta } = await app.teams.servedPage(principalOf(request), query);
      setContentRange(reply, 'teams', range, meta.rows, meta.total);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      // Serialised once for every request of this version (list-cache.ts); tests/server/teams-list-cache.test.ts
      // checks it against the response schema.
      return sendSerializedJson(reply, body);
    },
  );

  app.post(
    '/teams',
    {
      config: { ...signedIn, idempotent: true },
      // A 1 MB PNG as base64 plus the other fields; every other route keeps the global limit.
      bodyLimit: TEAM_CREATE_BODY_LIMIT_BYTES,
      schema: {
        ...docs,
        summary: 'Create a team (Pending until an admin decides); the creator becomes its captain',
        body: teamCreatePayloadSchema,
        response: { 201: successEnvelope(teamSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const team = await app.teams.create(principalOf(request), request.body);
      return reply.code(201).send(ok(team));
    },
  );

  app.get(
    '/teams/:id',
    {
      config: signedIn,
      schema: { ...docs, summary: 'A team', params: idParams, response: teamResponse },
    },
    async (request) => ok(await app.teams.read(principalOf(request), request.params.id)),
  );

  app.get(
    '/users/me/team',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary: 'My team (any status), or null',
        response: { 200: successEnvelope(teamSchema.nullable()), ...errorResponses },
      },
    },
    async (request) => ok(await app.teams.mine(principalOf(request))),
  );

  app.post(
    '/teams/:id/leave',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary:
          "Leave my team; the captain must hand over first, and the last member disbands it. While the team's " +
          'season locks its roster (Live or Playoffs, no transfer window open) the leaving waits for an admin: ' +
          '202 with the roster change request',
        params: idParams,
        response: {
          200: successEnvelope(z.null()),
          202: rosterChangeRequestedSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const outcome = await app.teams.leave(principalOf(request), request.params.id);
      if (wasRequested(outcome)) {
        return reply.code(202).send(okWithMessage(outcome.request, outcome.message));
      }
      return ok(null);
    },
  );

  app.put(
    '/teams/:id/players/:playerId',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary: 'Captain: hand over the captaincy or promote/demote a co-captain',
        params: playerParams,
        body: teamPlayerChangeSchema,
        response: teamResponse,
      },
    },
    async (request) => {
      const { id, playerId } = request.params;
      const team = await app.teams.changePlayer(principalOf(request), id, playerId, request.body);
      return ok(team);
    },
  );

  app.delete(
    '/teams/:id/players/:playerId',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary:
          "Captain: remove a player (not themselves). While the team's season locks its roster the removal " +
          'waits for an admin: 202 with the roster change request',
        params: playerParams,
        response: { ...teamResponse, 202: rosterChangeRequestedSchema },
      },
    },
    async (request, reply) => {
      const { id, playerId } = request.params;
      const outcome = await app.teams.removePlayer(principalOf(request), id, playerId);
      if (wasRequested(outcome)) {
        return reply.code(202).send(okWithMessage(outcome.request, outcome.message));
      }
      return ok(outcome.applied);
    },
  );
};
