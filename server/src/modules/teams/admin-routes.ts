import { teamDecisionPayloadSchema } from '@domain/teams';
import { errorResponses, ok, successEnvelope } from '@server/http/envelope';
import { pageEnvelope } from '@server/http/list-params';
import { idParams } from '@server/http/params';
import { principalOf } from '@server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminTeamListQuery, teamSchema } from './schemas';

// League management: every team whatever its status, with player emails, and the approval decision.

export const adminTeamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const managers = { access: { guard: 'canManageTeams' } } as const;
  const docs = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/admin/teams',
    {
      config: managers,
      schema: {
        ...docs,
        summary:
          'All active teams, or with filter disbanded=true the disbanded ones (simple-REST sort, range, filter status, divisionId, q and disbanded)',
        querystring: adminTeamListQuery,
        response: { 200: successEnvelope(z.array(teamSchema)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { teams, total } = await app.teams.page(principalOf(request), request.query);
      return pageEnvelope(reply, 'teams', request.query.range, teams, total);
    },
  );

  app.get(
    '/admin/teams/:id',
    {
      config: managers,
      schema: {
        ...docs,
        summary: 'A team with its players and their emails',
        params: idParams,
        response: { 200: successEnvelope(teamSchema), ...errorResponses },
      },
    },
    async (request) => ok(await app.teams.read(principalOf(request), request.params.id)),
  );

  app.put(
    '/admin/teams/:id',
    {
      config: managers,
      schema: {
        ...docs,
        summary:
          'Approve or deny a Pending team, a denial with an optional reason (other team fields are ignored)',
        params: idParams,
        body: teamDecisionPayloadSchema,
        response: { 200: successEnvelope(teamSchema), ...errorResponses },
      },
    },
    async (request) => ok(await app.teams.decide(principalOf(request), request.params.id, request.body)),
  );
};
